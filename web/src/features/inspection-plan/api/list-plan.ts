import { PlanPageSchema, apiRoutes } from "@aql-portal/shared";
import { pageFetcher, usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** Inspection days, both ends included, as yyyy-mm-dd on the inspector's own calendar. */
export interface PlanRange {
  from: string;
  to: string;
}

/** GET /api/inspection-plan: one page of the signed-in inspector's plan, their inspections by inspection date. */
const listPlan = pageFetcher(apiRoutes.inspectionPlan, PlanPageSchema, (range: PlanRange) => ({
  from: range.from,
  to: range.to,
}));

const planList: ListDefinition<"planRow"> = { name: "inspection-plan", kind: "planRow" };

/**
 * The plan over a range, page after page. A tablet left on the plan picks up what the planner changed when the
 * inspector comes back to it (focus) or the connection returns; cached pages are shown meanwhile, offline too.
 */
export function usePlan(range: PlanRange) {
  return usePagedList(planList, range, listPlan, { rereadOnFocus: true });
}
