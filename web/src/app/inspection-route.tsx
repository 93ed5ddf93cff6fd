import { useSearchParams } from "react-router-dom";
import { webRoutes } from "@aql-portal/shared";
import { InspectionScreen, RECORD_TAB_PARAM } from "../features/inspection/components/inspection-screen";
import { InspectionPlanPage } from "../features/inspection-plan/components/inspection-plan-page";

/** The query parameter that opens one inspection of the plan on the same route. */
export const INSPECTION_ID_PARAM = "id";

/**
 * /twoeightone/inspection: the inspector's plan, or with ?id=… the inspection screen for one of its
 * inspections. One route, so the plan's range stays in the address while an inspection is open, and Back
 * returns to the same days.
 */
export function InspectionRoute() {
  const [params] = useSearchParams();
  const inspectionId = params.get(INSPECTION_ID_PARAM);
  if (!inspectionId) {
    return <InspectionPlanPage openPath={(id) => inspectionPath(params, id)} />;
  }
  const plan = new URLSearchParams(params);
  plan.delete(INSPECTION_ID_PARAM);
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

function inspectionPath(planParams: URLSearchParams, inspectionId: string): string {
  const params = new URLSearchParams(planParams);
  params.set(INSPECTION_ID_PARAM, inspectionId);
  return `${webRoutes.inspection}?${params.toString()}`;
}
