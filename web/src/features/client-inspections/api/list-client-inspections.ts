import {
  InspectionPageSchema,
  MAX_PAGE_SIZE,
  apiRoutes,
  type Inspection,
  type ListInspectionsQuery,
  type Page,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** What the client Inspection tab asks for: a range of inspection dates, result, supplier, search, sort. */
export type ClientInspectionsQuery = Pick<
  ListInspectionsQuery,
  | "from"
  | "to"
  | "dateField"
  | "result"
  | "supplierId"
  | "search"
  | "sortKey"
  | "sortOrder"
  | "awaitingDecision"
>;

/**
 * GET /api/inspections: one page, as large as the API serves (100): a client's ten days usually fit in one.
 * The table draws its own skeleton, so the global loader stays down.
 */
export function listClientInspections(
  query: ClientInspectionsQuery,
  continuationToken: string | null,
): Promise<Page<Inspection>> {
  return apiRequest(apiRoutes.inspections, {
    query: {
      from: query.from,
      to: query.to,
      dateField: query.dateField,
      result: query.result,
      supplierId: query.supplierId,
      search: query.search,
      awaitingDecision: query.awaitingDecision,
      sortKey: query.sortKey,
      sortOrder: query.sortOrder,
      pageSize: MAX_PAGE_SIZE,
      continuationToken: continuationToken ?? undefined,
    },
    schema: InspectionPageSchema,
    showLoader: false,
  });
}

const clientInspectionsList: ListDefinition<"inspection"> = {
  name: "client-inspections",
  kind: "inspection",
  idOf: (row: Inspection) => row.id,
};

/** The tenant's inspections page after page; no query (filters that cannot be sent): no request, no rows. */
export function useClientInspections(query: ClientInspectionsQuery | null) {
  return usePagedList(clientInspectionsList, query, listClientInspections);
}
