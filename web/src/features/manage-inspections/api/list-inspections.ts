import {
  DEFAULT_PAGE_SIZE,
  InspectionPageSchema,
  apiRoutes,
  type Inspection,
  type ListInspectionsQuery,
  type Page,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** Manage Inspections' filters and sort, as the shared query schema reads them (paging is the hook's). */
export type InspectionsQuery = Omit<ListInspectionsQuery, "pageSize" | "continuationToken" | "context">;

/** GET /api/inspections: one page. The table draws its own skeleton, so the global loader stays down. */
export function listInspections(
  query: InspectionsQuery,
  continuationToken: string | null,
): Promise<Page<Inspection>> {
  return apiRequest(apiRoutes.inspections, {
    query: {
      from: query.from,
      to: query.to,
      dateField: query.dateField,
      status: query.status,
      result: query.result,
      type: query.type,
      supplierId: query.supplierId,
      controlPointId: query.controlPointId,
      search: query.search,
      sortKey: query.sortKey,
      sortOrder: query.sortOrder,
      pageSize: DEFAULT_PAGE_SIZE,
      continuationToken: continuationToken ?? undefined,
    },
    schema: InspectionPageSchema,
    showLoader: false,
  });
}

const inspectionsList: ListDefinition<"inspection"> = {
  name: "inspections",
  kind: "inspection",
  idOf: (row: Inspection) => row.id,
};

/**
 * The Manage Inspections list, page after page, following the server's continuation tokens. No query (the
 * filters cannot be sent, e.g. an invalid date range): no request and no rows.
 */
export function useInspections(query: InspectionsQuery | null) {
  return usePagedList(inspectionsList, query, listInspections);
}
