import { MAX_PAGE_SIZE, type ListInspectionsQuery } from "@aql-portal/shared";
import { inspectionsList, listInspectionsPage } from "../../../lib/inspections";
import { usePagedList } from "../../../lib/use-paged-list";

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

/** One page, as large as the API serves (100): a client's ten days usually fit in one. */
const listClientInspections = (query: ClientInspectionsQuery, continuationToken: string | null) =>
  listInspectionsPage({ ...query, pageSize: MAX_PAGE_SIZE }, continuationToken);

const clientInspectionsList = inspectionsList("client-inspections");

/** The tenant's inspections page after page; no query (filters that cannot be sent): no request, no rows. */
export function useClientInspections(query: ClientInspectionsQuery | null) {
  return usePagedList(clientInspectionsList, query, listClientInspections);
}
