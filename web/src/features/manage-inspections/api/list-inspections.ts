import { DEFAULT_PAGE_SIZE } from "@aql-portal/shared";
import { inspectionsList, listInspectionsPage, type InspectionListQuery } from "../../../lib/inspections";
import { usePagedList } from "../../../lib/use-paged-list";

const listInspections = (query: InspectionListQuery, continuationToken: string | null) =>
  listInspectionsPage({ ...query, pageSize: DEFAULT_PAGE_SIZE }, continuationToken);

const manageInspectionsList = inspectionsList("inspections");

/**
 * The Manage Inspections list, page after page, following the server's continuation tokens. No query (the
 * filters cannot be sent, e.g. an invalid date range): no request and no rows.
 */
export function useInspections(query: InspectionListQuery | null) {
  return usePagedList(manageInspectionsList, query, listInspections);
}
