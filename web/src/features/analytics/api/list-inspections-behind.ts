import {
  apiRoutes,
  InspectionPageSchema,
  MAX_PAGE_SIZE,
  type Inspection,
  type ListInspectionsQuery,
  type Page,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** What a figure counts, as the inspections list filters it: done lots of the period and the figure's keys. */
export type InspectionsBehind = { from: string; to: string } & Pick<
  ListInspectionsQuery,
  "supplierId" | "factoryId" | "categoryCode" | "controlPointId" | "defectId" | "severity"
>;

/** GET /api/inspections with the figure's filters: reported lots by inspection date, latest first. */
function listInspectionsBehind(
  query: InspectionsBehind,
  continuationToken: string | null,
): Promise<Page<Inspection>> {
  return apiRequest(apiRoutes.inspections, {
    query: {
      ...query,
      dateField: "inspectionDate",
      reported: "true",
      sortKey: "inspectionDate",
      sortOrder: -1,
      pageSize: MAX_PAGE_SIZE,
      continuationToken: continuationToken ?? undefined,
    },
    schema: InspectionPageSchema,
    showLoader: false,
  });
}

const inspectionsBehindList: ListDefinition<"inspection"> = {
  name: "inspections-behind",
  kind: "inspection",
  idOf: (row: Inspection) => row.id,
};

export function useInspectionsBehind(query: InspectionsBehind | null) {
  return usePagedList(inspectionsBehindList, query, listInspectionsBehind);
}
