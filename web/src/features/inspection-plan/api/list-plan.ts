import { DEFAULT_PAGE_SIZE, PlanPageSchema, apiRoutes, type Page, type PlanRow } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** Inspection days, both ends included, as yyyy-mm-dd on the inspector's own calendar. */
export interface PlanRange {
  from: string;
  to: string;
}

/**
 * GET /api/inspection-plan: one page of the signed-in inspector's plan, their assigned inspections by
 * inspection date. The page draws its own skeleton, so it does not raise the global loader.
 */
export function listPlan(range: PlanRange, continuationToken: string | null): Promise<Page<PlanRow>> {
  return apiRequest(apiRoutes.inspectionPlan, {
    query: {
      from: range.from,
      to: range.to,
      pageSize: DEFAULT_PAGE_SIZE,
      continuationToken: continuationToken ?? undefined,
    },
    schema: PlanPageSchema,
    showLoader: false,
  });
}

const planList: ListDefinition<"planRow"> = {
  name: "inspection-plan",
  kind: "planRow",
  idOf: (row: PlanRow) => row.id,
};

/**
 * The plan over a range, page after page. A tablet left on the plan picks up what the planner changed when the
 * inspector comes back to it (focus) or the connection returns; cached pages are shown meanwhile, offline too.
 */
export function usePlan(range: PlanRange) {
  return usePagedList(planList, range, listPlan, { rereadOnFocus: true });
}
