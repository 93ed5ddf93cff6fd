import {
  INITIAL_CLIENT_DECISION,
  InspectionResultSchema,
  ListInspectionsQuerySchema,
  isReported,
  type Inspection,
  isoDay,
} from "@aql-portal/shared";
import { inspectionListRequest } from "../../../lib/inspections";
import { filterReader, listSort, type ListSort, type RangeRequest } from "../../../lib/list-filters";
import type { ListAddress } from "../../../lib/use-list-params";
import type { ClientInspectionsQuery } from "../api/list-client-inspections";

/**
 * The Inspection tab's filters live in the address (?from=…&to=…&result=Fail&supplier=DKW&q=…&show=decision
 * &sort=lotSize), so a reload, or Back from a report, shows the same list. Anything missing or unreadable
 * means "the default"; the default range is left out, so a tab left open moves on with the day.
 */
export const FILTER_PARAMS = {
  from: "from",
  to: "to",
  result: "result",
  supplierId: "supplier",
  search: "q",
  decisionNeeded: "show",
} as const;
const DECISION_NEEDED = "decision";

export interface ClientInspectionFilters {
  from: string;
  to: string;
  result: Inspection["result"] | null;
  supplierId: string;
  search: string;
  /** The "Decision needed" quick filter: only reported inspections still Under Review. */
  decisionNeeded: boolean;
}
export type FilterKey = keyof typeof FILTER_PARAMS;

/** Spec §9 "client inspection minus 10 days": the last ten days to today (the tenant's days, UK time). */
export const DEFAULT_RANGE_DAYS = 10;
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: isoDay(now, -DEFAULT_RANGE_DAYS), to: isoDay(now) };
}

/**
 * What a client manager acts on: the report is out (FINISHED or CLOSED) and the retailer has not decided yet.
 * The API has no filter for it, so it is judged on the rows read.
 */
export function needsDecision(inspection: Pick<Inspection, "status" | "clientDecision">): boolean {
  return isReported(inspection.status) && inspection.clientDecision === INITIAL_CLIENT_DECISION;
}

const { shape } = ListInspectionsQuerySchema;

export function readFilters(params: URLSearchParams, now: Date): ClientInspectionFilters {
  const filter = filterReader(params, FILTER_PARAMS);
  return {
    ...filter.range(defaultRange(now)),
    result: filter.choice("result", InspectionResultSchema),
    supplierId: filter.text("supplierId", shape.supplierId),
    search: filter.text("search", shape.search),
    decisionNeeded: filter.read("decisionNeeded") === DECISION_NEEDED,
  };
}

/** The address's value of the quick filter. */
export function decisionNeededParam(on: boolean): string {
  return on ? DECISION_NEEDED : "";
}

/** Columns that sort on the server, named after the API's sort keys. */
export const CLIENT_SORT_KEYS = ["inspectionDate", "styleCode", "lotSize"] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];
export type ClientSort = ListSort<ClientSortKey>;

function isClientSortKey(value: unknown): value is ClientSortKey {
  return (CLIENT_SORT_KEYS as readonly unknown[]).includes(value);
}

/** The sort in the address; none means the latest inspections first: what has just been inspected. */
export const CLIENT_SORT = listSort(isClientSortKey, { sortKey: "inspectionDate", sortOrder: -1 });

export type ListRequest = RangeRequest<ClientInspectionsQuery>;

/** The request the filters make, on the inspection date: a range the API would refuse is never sent. */
export function listRequest(filters: ClientInspectionFilters, sort: ClientSort): ListRequest {
  return inspectionListRequest({
    from: filters.from,
    to: filters.to,
    dateField: "inspectionDate",
    result: filters.result ?? undefined,
    supplierId: filters.supplierId || undefined,
    search: filters.search || undefined,
    ...sort,
  });
}

/** The Inspection tab's address: its filters, their reading, its sort and the request they make (useListAddress). */
export const CLIENT_INSPECTIONS_ADDRESS: ListAddress<
  FilterKey,
  ClientInspectionFilters,
  ClientSortKey,
  ListRequest
> = {
  params: FILTER_PARAMS,
  read: readFilters,
  sort: CLIENT_SORT,
  request: listRequest,
};
