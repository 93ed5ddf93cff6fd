import type { SortingState } from "@tanstack/react-table";
import {
  INITIAL_CLIENT_DECISION,
  InspectionResultSchema,
  IsoDateSchema,
  ListInspectionsQuerySchema,
  MAX_RANGE_DAYS,
  isReported,
  messages,
  type Inspection,
  type SortOrder,
  isoDay,
} from "@aql-portal/shared";
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
export const SORT_PARAM = "sort";
const DECISION_NEEDED = "decision";

export type InspectionResult = Inspection["result"];

export interface ClientInspectionFilters {
  from: string;
  to: string;
  result: InspectionResult | null;
  supplierId: string;
  search: string;
  /** The "Decision needed" quick filter: only reported inspections still Under Review. */
  decisionNeeded: boolean;
}
export type FilterKey = Exclude<keyof ClientInspectionFilters, "decisionNeeded">;

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
  const range = defaultRange(now);
  const read = (key: keyof typeof FILTER_PARAMS) => params.get(FILTER_PARAMS[key])?.trim() ?? "";
  // Free text the API would refuse (too long, from an edited address) is ignored rather than sent.
  const text = (key: "supplierId" | "search") => {
    const parsed = shape[key].safeParse(read(key) || undefined);
    return parsed.success ? (parsed.data ?? "") : "";
  };
  const date = (key: "from" | "to") => {
    const parsed = IsoDateSchema.safeParse(read(key));
    return parsed.success ? parsed.data : range[key];
  };
  return {
    from: date("from"),
    to: date("to"),
    result: InspectionResultSchema.nullable()
      .catch(null)
      .parse(read("result") || null),
    supplierId: text("supplierId"),
    search: text("search"),
    decisionNeeded: read("decisionNeeded") === DECISION_NEEDED,
  };
}

/** The address's value of the quick filter. */
export function decisionNeededParam(on: boolean): string {
  return on ? DECISION_NEEDED : "";
}

/** Whether the address narrows the list beyond the default (so "Clear filters" has something to clear). */
export function isNarrowed(params: URLSearchParams): boolean {
  return Object.values(FILTER_PARAMS).some((key) => (params.get(key)?.trim() ?? "") !== "");
}

/** Columns that sort on the server, named after the API's sort keys. */
export const CLIENT_SORT_KEYS = ["inspectionDate", "styleCode", "lotSize"] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];
export interface ClientSort {
  sortKey: ClientSortKey;
  sortOrder: SortOrder;
}
/** The latest inspections first: what a client looks at is what has just been inspected. */
const DEFAULT_SORT: ClientSort = { sortKey: "inspectionDate", sortOrder: -1 };

export function isClientSortKey(value: unknown): value is ClientSortKey {
  return (CLIENT_SORT_KEYS as readonly unknown[]).includes(value);
}

/** The sort in the address: "lotSize" ascending, "-lotSize" descending; none means latest first. */
export function readSort(params: URLSearchParams): ClientSort {
  const raw = params.get(SORT_PARAM) ?? "";
  const descending = raw.startsWith("-");
  const key = descending ? raw.slice(1) : raw;
  return isClientSortKey(key) ? { sortKey: key, sortOrder: descending ? -1 : 1 } : DEFAULT_SORT;
}

/** The address's value for a sort; the default sort has none. */
export function sortParam({ sortKey, sortOrder }: ClientSort): string {
  if (sortKey === DEFAULT_SORT.sortKey && sortOrder === DEFAULT_SORT.sortOrder) return "";
  return `${sortOrder === -1 ? "-" : ""}${sortKey}`;
}

export function sortingOf(sort: ClientSort): SortingState {
  return [{ id: sort.sortKey, desc: sort.sortOrder === -1 }];
}

export type ListRequest =
  { ok: true; query: ClientInspectionsQuery } | { ok: false; field: "from" | "to"; message: string };

/**
 * The request the filters make, on the inspection date, checked with the schema the API checks it with: a
 * range the API would refuse (from after to, longer than a year) is reported here and never sent.
 */
export function listRequest(filters: ClientInspectionFilters, sort: ClientSort): ListRequest {
  const parsed = ListInspectionsQuerySchema.safeParse({
    from: filters.from,
    to: filters.to,
    dateField: "inspectionDate",
    result: filters.result ?? undefined,
    supplierId: filters.supplierId || undefined,
    search: filters.search || undefined,
    sortKey: sort.sortKey,
    sortOrder: sort.sortOrder,
  });
  if (parsed.success) {
    const { from, to, dateField, result, supplierId, search, sortKey, sortOrder } = parsed.data;
    return { ok: true, query: { from, to, dateField, result, supplierId, search, sortKey, sortOrder } };
  }
  // Every other field was read through the schema already: what is left is the range (spec §5 for from > to).
  const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "to");
  return tooLong
    ? { ok: false, field: "to", message: messages.dateRangeTooLong(MAX_RANGE_DAYS) }
    : { ok: false, field: "from", message: messages.invalidDateRange };
}
