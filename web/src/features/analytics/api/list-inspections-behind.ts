import { MAX_PAGE_SIZE, type ListInspectionsQuery } from "@aql-portal/shared";
import { inspectionsList, listInspectionsPage } from "../../../lib/inspections";
import { usePagedList } from "../../../lib/use-paged-list";

/** What a figure counts, as the inspections list filters it: done lots of the period and the figure's keys. */
export type InspectionsBehind = { from: string; to: string } & Pick<
  ListInspectionsQuery,
  "supplierId" | "factoryId" | "categoryCode" | "controlPointId" | "defectId" | "severity"
>;

/** The figure's filters: reported lots by inspection date, latest first. */
const listInspectionsBehind = (query: InspectionsBehind, continuationToken: string | null) =>
  listInspectionsPage(
    {
      ...query,
      dateField: "inspectionDate",
      reported: "true",
      sortKey: "inspectionDate",
      sortOrder: -1,
      pageSize: MAX_PAGE_SIZE,
    },
    continuationToken,
  );

const inspectionsBehindList = inspectionsList("inspections-behind");

export function useInspectionsBehind(query: InspectionsBehind | null) {
  return usePagedList(inspectionsBehindList, query, listInspectionsBehind);
}
