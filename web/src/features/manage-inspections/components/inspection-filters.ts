import {
  InspectionDateFieldSchema,
  InspectionResultSchema,
  InspectionSortKeySchema,
  InspectionStatusSchema,
  ListInspectionsQuerySchema,
  type Inspection,
  type InspectionDateField,
  type InspectionSortKey,
  type InspectionStatus,
  isoDay,
} from "@aql-portal/shared";
import { inspectionListRequest, type InspectionListQuery } from "../../../lib/inspections";
import { filterReader, listSort, type ListSort, type RangeRequest } from "../../../lib/list-filters";
import type { ListAddress } from "../../../lib/use-list-params";

/**
 * Manage Inspections' filters live in the address (?from=…&to=…&status=PLANNED&q=…&sort=-lotSize), so a
 * reload or Back shows the same list. Anything missing or unreadable there means "the default".
 */
export const FILTER_PARAMS = {
  from: "from",
  to: "to",
  dateField: "dateField",
  status: "status",
  result: "result",
  supplierId: "supplier",
  controlPointId: "controlPoint",
  search: "q",
} as const;
export type FilterKey = keyof typeof FILTER_PARAMS;

export interface InspectionFilters {
  from: string;
  to: string;
  dateField: InspectionDateField;
  status: InspectionStatus | null;
  result: Inspection["result"] | null;
  supplierId: string;
  controlPointId: string;
  search: string;
}

/** Spec §9: Manage Inspections starts at yesterday to today (the tenant's days, UK time). */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: isoDay(now, -1), to: isoDay(now) };
}

const { shape } = ListInspectionsQuerySchema;

export function readFilters(params: URLSearchParams, now: Date): InspectionFilters {
  const filter = filterReader(params, FILTER_PARAMS);
  return {
    ...filter.range(defaultRange(now)),
    dateField: filter.choice("dateField", InspectionDateFieldSchema) ?? "deliveryDate",
    status: filter.choice("status", InspectionStatusSchema),
    result: filter.choice("result", InspectionResultSchema),
    supplierId: filter.text("supplierId", shape.supplierId),
    controlPointId: filter.text("controlPointId", shape.controlPointId),
    search: filter.text("search", shape.search),
  };
}

export type InspectionSort = ListSort<InspectionSortKey>;

function isInspectionSortKey(value: unknown): value is InspectionSortKey {
  return InspectionSortKeySchema.safeParse(value).success;
}

/** The sort in the address; none means by delivery date, earliest first. */
export const INSPECTION_SORT = listSort(isInspectionSortKey, { sortKey: "date", sortOrder: 1 });

export type ListRequest = RangeRequest<InspectionListQuery>;

/** The request the filters make: a range the API would refuse is reported here and never sent. */
export function listRequest(filters: InspectionFilters, sort: InspectionSort): ListRequest {
  return inspectionListRequest({
    from: filters.from,
    to: filters.to,
    dateField: filters.dateField === "deliveryDate" ? undefined : filters.dateField,
    status: filters.status ?? undefined,
    result: filters.result ?? undefined,
    supplierId: filters.supplierId || undefined,
    controlPointId: filters.controlPointId || undefined,
    search: filters.search || undefined,
    ...sort,
  });
}

/** Manage Inspections's address: its filters, their reading, its sort and the request they make (useListAddress). */
export const INSPECTIONS_ADDRESS: ListAddress<FilterKey, InspectionFilters, InspectionSortKey, ListRequest> =
  {
    params: FILTER_PARAMS,
    read: readFilters,
    sort: INSPECTION_SORT,
    request: listRequest,
  };
