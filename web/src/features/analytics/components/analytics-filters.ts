import {
  AnalyticsQuerySchema,
  DEFAULT_ANALYTICS_DAYS,
  IsoDateSchema,
  MAX_RANGE_DAYS,
  messages,
  type AnalyticsQuery,
  isoDay,
} from "@aql-portal/shared";

/**
 * Every analytics page keeps its filters in the address (?from=…&to=…&supplier=…&category=…&point=…), so a
 * reload, Back from a report, or a link from an insight shows the same figures. The default range (the last 30
 * days, today included, on the tenant's (UK) calendar) is left out of the address, so a tab left open moves on with
 * the day.
 */
export const ANALYTICS_PARAMS = {
  from: "from",
  to: "to",
  supplierId: "supplier",
  categoryCode: "category",
  controlPointId: "point",
} as const;
export type AnalyticsFilterKey = keyof typeof ANALYTICS_PARAMS;

export interface AnalyticsFilters {
  from: string;
  to: string;
  supplierId: string;
  categoryCode: string;
  controlPointId: string;
}

/** Ranges offered in one click, in days ending today. */
export const QUICK_RANGES = [7, 30, 90, 365] as const;

export function lastDays(days: number, now: Date): { from: string; to: string } {
  return { from: isoDay(now, -(days - 1)), to: isoDay(now) };
}

const { shape } = AnalyticsQuerySchema;

export function readAnalyticsFilters(params: URLSearchParams, now: Date): AnalyticsFilters {
  const range = lastDays(DEFAULT_ANALYTICS_DAYS, now);
  const read = (key: AnalyticsFilterKey) => params.get(ANALYTICS_PARAMS[key])?.trim() ?? "";
  const date = (key: "from" | "to") => (IsoDateSchema.safeParse(read(key)).success ? read(key) : range[key]);
  // An id the API would refuse (too long, from an edited address) is ignored rather than sent.
  const id = (key: "supplierId" | "categoryCode" | "controlPointId") =>
    shape[key].safeParse(read(key) || undefined).success ? read(key) : "";
  return {
    from: date("from"),
    to: date("to"),
    supplierId: id("supplierId"),
    categoryCode: id("categoryCode"),
    controlPointId: id("controlPointId"),
  };
}

/** Whether anything beyond the default range narrows the figures (so "Clear filters" has something to clear). */
export function isNarrowed(params: URLSearchParams): boolean {
  return Object.values(ANALYTICS_PARAMS).some((key) => (params.get(key)?.trim() ?? "") !== "");
}

export type AnalyticsRequest =
  { ok: true; query: AnalyticsQuery } | { ok: false; field: "from" | "to"; message: string };

/** The request the filters make, checked with the API's own schema: a range it would refuse is never sent. */
export function analyticsRequest(filters: AnalyticsFilters): AnalyticsRequest {
  const parsed = AnalyticsQuerySchema.safeParse({
    from: filters.from,
    to: filters.to,
    supplierId: filters.supplierId || undefined,
    categoryCode: filters.categoryCode || undefined,
    controlPointId: filters.controlPointId || undefined,
  });
  if (parsed.success) return { ok: true, query: parsed.data };
  const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "to");
  return tooLong
    ? { ok: false, field: "to", message: messages.dateRangeTooLong(MAX_RANGE_DAYS) }
    : { ok: false, field: "from", message: messages.invalidDateRange };
}

/** The address of a page with these filters (and page-specific parameters). */
export function analyticsSearch(
  filters: Partial<AnalyticsFilters>,
  extra: Readonly<Record<string, string | undefined>> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(ANALYTICS_PARAMS) as [AnalyticsFilterKey, string][]) {
    const value = filters[key];
    if (value) params.set(param, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A file name for an export: the page and the period, e.g. "supplier-analysis-2026-10-25-to-2026-11-23". */
export function exportName(page: string, query: Pick<AnalyticsQuery, "from" | "to">): string {
  return `${page.toLowerCase().replace(/\s+/g, "-")}-${query.from}-to-${query.to}`;
}
