import { readPlanPage, type PlanRange } from "../../../lib/inspection-plan";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

const planList: ListDefinition<"planRow"> = { name: "inspection-plan", kind: "planRow" };

/**
 * The plan over a range, page after page (GET /api/inspection-plan, kept on the tablet: readPlanPage). A tablet
 * left on the plan picks up what the planner changed when the inspector comes back to it (focus) or the
 * connection returns; cached pages are shown meanwhile, and without a connection the rows the tablet kept.
 */
export function usePlan(range: PlanRange) {
  return usePagedList(planList, range, readPlanPage, { rereadOnFocus: true });
}
