import { useSearchParams } from "react-router-dom";
import { webRoutes } from "@aql-portal/shared";
import { InspectionScreen, RECORD_TAB_PARAM } from "../features/inspection/components/inspection-screen";
import { PendingWorkNotice } from "../features/inspection/components/pending-work-notice";
import { TabletPanel } from "../features/inspection/components/tablet-panel";
import { useBackgroundSender } from "../features/inspection/components/use-inspection-outbox";
import { InspectionPlanPage } from "../features/inspection-plan/components/inspection-plan-page";
import { keepAppCode } from "../lib/offline-shell";
import { ITEM_ID_PARAM } from "./staff-pages";

/**
 * /twoeightone/inspection: the inspector's plan, or with ?id=… the inspection screen for one of its
 * inspections. One route, so the plan's range stays in the address while an inspection is open, and Back
 * returns to the same days. While the inspector is anywhere here, entries kept on the tablet are sent in the
 * background, and the plan's cards say what of each inspection is not sent yet; on the plan, the tablet is made
 * ready for a shift offline (docs/decisions/offline-shift.md).
 */
export function InspectionRoute() {
  useBackgroundSender();
  const [params] = useSearchParams();
  const inspectionId = params.get(ITEM_ID_PARAM);
  if (!inspectionId) {
    const openPath = (id: string) => inspectionPath(params, id);
    return (
      <InspectionPlanPage
        openPath={openPath}
        cardNotice={pendingWorkNotice}
        tablet={<TabletPanel keepAppCode={keepInspectorCode} openPath={openPath} />}
      />
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

/**
 * The code an inspector's shift needs offline, as Vite's build manifest names it: the entry, the signed-in app,
 * this route (the plan and the inspection screen), what signing out checks first, and the landing page it leads to.
 */
const INSPECTOR_PAGES = [
  "index.html",
  "src/app/app.tsx",
  "src/app/inspection-route.tsx",
  "src/features/inspection/offline/leaving.ts",
  "src/app/public-entry.tsx",
] as const;

const keepInspectorCode = () => keepAppCode(INSPECTOR_PAGES);

function inspectionPath(planParams: URLSearchParams, inspectionId: string): string {
  const params = new URLSearchParams(planParams);
  params.set(ITEM_ID_PARAM, inspectionId);
  return `${webRoutes.inspection}?${params.toString()}`;
}
