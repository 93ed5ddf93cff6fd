import {
  AnalyticsQuerySchema,
  DEFAULT_ANALYTICS_DAYS,
  type AnalyticsQuery,
  isoDay,
} from "@aql-portal/shared";
import { filterReader, rangeRequest, type RangeRequest } from "../../../lib/list-filters";

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
  const filter = filterReader(params, ANALYTICS_PARAMS);
  return {
    ...filter.range(lastDays(DEFAULT_ANALYTICS_DAYS, now)),
    // An id the API would refuse (too long, from an edited address) is ignored rather than sent.
    supplierId: filter.text("supplierId", shape.supplierId),
    categoryCode: filter.text("categoryCode", shape.categoryCode),
    controlPointId: filter.text("controlPointId", shape.controlPointId),
  };
}

/** The request the filters make, checked with the API's own schema: a range it would refuse is never sent. */
export function analyticsRequest(filters: AnalyticsFilters): RangeRequest<AnalyticsQuery> {
  return rangeRequest(
    AnalyticsQuerySchema.safeParse({
      from: filters.from,
      to: filters.to,
      supplierId: filters.supplierId || undefined,
      categoryCode: filters.categoryCode || undefined,
      controlPointId: filters.controlPointId || undefined,
    }),
  );
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
