import { useSearchParams } from "react-router-dom";
import { webRoutes } from "@aql-portal/shared";
import { InspectionScreen, RECORD_TAB_PARAM } from "../features/inspection/components/inspection-screen";
import { PendingWorkNotice } from "../features/inspection/components/pending-work-notice";
import { useBackgroundSender } from "../features/inspection/components/use-inspection-outbox";
import { InspectionPlanPage } from "../features/inspection-plan/components/inspection-plan-page";
import { ITEM_ID_PARAM } from "./staff-pages";

/**
 * /twoeightone/inspection: the inspector's plan, or with ?id=… the inspection screen for one of its
 * inspections. One route, so the plan's range stays in the address while an inspection is open, and Back
 * returns to the same days. While the inspector is anywhere here, entries kept on the tablet are sent in the
 * background, and the plan's cards say what of each inspection is not sent yet.
 */
export function InspectionRoute() {
  useBackgroundSender();
  const [params] = useSearchParams();
  const inspectionId = params.get(ITEM_ID_PARAM);
  if (!inspectionId) {
    return (
      <InspectionPlanPage openPath={(id) => inspectionPath(params, id)} cardNotice={pendingWorkNotice} />
    );
  }
  const plan = new URLSearchParams(params);
  plan.delete(ITEM_ID_PARAM);
  plan.delete(RECORD_TAB_PARAM);
  const search = plan.toString();
  return (
    <InspectionScreen
      key={inspectionId}
      inspectionId={inspectionId}
      planPath={`${webRoutes.inspection}${search ? `?${search}` : ""}`}
    />
  );
}

const pendingWorkNotice = (inspectionId: string) => <PendingWorkNotice inspectionId={inspectionId} />;

function inspectionPath(planParams: URLSearchParams, inspectionId: string): string {
  const params = new URLSearchParams(planParams);
  params.set(ITEM_ID_PARAM, inspectionId);
  return `${webRoutes.inspection}?${params.toString()}`;
}
