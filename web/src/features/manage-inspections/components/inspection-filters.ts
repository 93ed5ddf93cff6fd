import type { SortingState } from "@tanstack/react-table";
import {
  InspectionDateFieldSchema,
  InspectionResultSchema,
  InspectionSortKeySchema,
  InspectionStatusSchema,
  IsoDateSchema,
  ListInspectionsQuerySchema,
  MAX_RANGE_DAYS,
  messages,
  type InspectionDateField,
  type InspectionSortKey,
  type InspectionStatus,
  type SortOrder,
  isoDay,
} from "@aql-portal/shared";
import type { InspectionsQuery } from "../api/list-inspections";

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
export const SORT_PARAM = "sort";

export type InspectionResult = (typeof InspectionResultSchema.options)[number];

export interface InspectionFilters {
  from: string;
  to: string;
  dateField: InspectionDateField;
  status: InspectionStatus | null;
  result: InspectionResult | null;
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
  const range = defaultRange(now);
  const read = (key: keyof typeof FILTER_PARAMS) => params.get(FILTER_PARAMS[key])?.trim() ?? "";
  // Free text the API would refuse (e.g. too long, from an edited address) is ignored rather than sent.
  const text = (key: "supplierId" | "controlPointId" | "search") => {
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
    dateField: InspectionDateFieldSchema.catch("deliveryDate").parse(read("dateField") || undefined),
    status: InspectionStatusSchema.nullable()
      .catch(null)
      .parse(read("status") || null),
    result: InspectionResultSchema.nullable()
      .catch(null)
      .parse(read("result") || null),
    supplierId: text("supplierId"),
    controlPointId: text("controlPointId"),
    search: text("search"),
  };
}

/** Whether the address narrows the list beyond the default (so "Clear filters" has something to clear). */
export function isNarrowed(params: URLSearchParams): boolean {
  return Object.values(FILTER_PARAMS).some((key) => (params.get(key)?.trim() ?? "") !== "");
}

/** The sort in the address: "lotSize" ascending, "-lotSize" descending; the default is by delivery date. */
export function readSort(params: URLSearchParams): { sortKey: InspectionSortKey; sortOrder: SortOrder } {
  const raw = params.get(SORT_PARAM) ?? "";
  const descending = raw.startsWith("-");
  const key = InspectionSortKeySchema.safeParse(descending ? raw.slice(1) : raw);
  return key.success
    ? { sortKey: key.data, sortOrder: descending ? -1 : 1 }
    : { sortKey: "date", sortOrder: 1 };
}

/** The address's value for a sort; the default sort has none. */
export function sortParam(sortKey: InspectionSortKey, sortOrder: SortOrder): string {
  if (sortKey === "date" && sortOrder === 1) return "";
  return `${sortOrder === -1 ? "-" : ""}${sortKey}`;
}

/** The table's sort state: its sortable columns are named after the API's sort keys. */
export function sortingOf(sort: { sortKey: InspectionSortKey; sortOrder: SortOrder }): SortingState {
  return [{ id: sort.sortKey, desc: sort.sortOrder === -1 }];
}

export type ListRequest =
  { ok: true; query: InspectionsQuery } | { ok: false; field: "from" | "to"; message: string };

/**
 * The request the filters make, checked with the schema the API checks it with: a range the API would refuse
 * (from after to, longer than a year) is reported here and never sent.
 */
export function listRequest(
  filters: InspectionFilters,
  sort: { sortKey: InspectionSortKey; sortOrder: SortOrder },
): ListRequest {
  const parsed = ListInspectionsQuerySchema.safeParse({
    from: filters.from,
    to: filters.to,
    dateField: filters.dateField === "deliveryDate" ? undefined : filters.dateField,
    status: filters.status ?? undefined,
    result: filters.result ?? undefined,
    supplierId: filters.supplierId || undefined,
    controlPointId: filters.controlPointId || undefined,
    search: filters.search || undefined,
    sortKey: sort.sortKey,
    sortOrder: sort.sortOrder,
  });
  if (parsed.success) {
    const { pageSize: _pageSize, continuationToken: _token, context: _context, ...query } = parsed.data;
    return { ok: true, query };
  }
  // Every other field was read through the schema already: what is left is the range (spec §5 for from > to;
  // a range longer than the API serves is said in words that name no field).
  const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "to");
  return tooLong
    ? { ok: false, field: "to", message: messages.dateRangeTooLong(MAX_RANGE_DAYS) }
    : { ok: false, field: "from", message: messages.invalidDateRange };
}
