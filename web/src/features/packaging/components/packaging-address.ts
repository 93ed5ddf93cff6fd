import { t } from "@lingui/core/macro";
import {
  AccuracyResultSchema,
  CompliancePanelQuerySchema,
  ComplianceResultSchema,
  GarmentResultSchema,
  PACKAGING_DEFAULT_DAYS,
  PACKAGING_REPORTS,
  PACKAGING_REPORT_TITLES,
  PackagingReportQuerySchema,
  PackagingSortKeySchema,
  type CompliancePanelQuery,
  type PackagingReport,
  type PackagingSortKey,
  isoDay,
} from "@aql-portal/shared";
import type { z } from "zod";
import {
  filterReader,
  listSort,
  rangeRequest,
  type DateRange,
  type ListSort,
  type RangeRequest,
} from "../../../lib/list-filters";
import type { ListAddress } from "../../../lib/use-list-params";
import type { PackagingReportRequest } from "../api/list-report";

/*
 * The packaging pages' address: which view (?report=, or the Your Reports sub-page's path), the filters
 * (?from=…&to=…&supplier=…&dc=…&result=…&q=…), the sort (?sort=-checkedOn) and the check open in the drawer
 * (?check=…). Anything missing or unreadable means "the default"; the default period is left out, so a page left
 * open moves on with the day.
 */

/** The compliance panel and the three reports, in the order the tabs show them (their Your Reports slugs). */
export const PACKAGING_VIEWS = ["compliance-panel", ...PACKAGING_REPORTS] as const;
export type PackagingView = (typeof PACKAGING_VIEWS)[number];
export const VIEW_PARAM = "report";
/** The staff page opens on the checks, newest first: what the DC has just recorded. */
export const DEFAULT_VIEW: PackagingView = "compliance";

/** Each view's title, in the language shown when it is read. */
export const VIEW_TITLES: Readonly<Record<PackagingView, string>> = {
  get "compliance-panel"() {
    return t`Compliance panel`;
  },
  ...PACKAGING_REPORT_TITLES,
};

export function isPackagingView(value: unknown): value is PackagingView {
  return (PACKAGING_VIEWS as readonly unknown[]).includes(value);
}

/** The check open in the drawer. */
export const CHECK_PARAM = "check";

export const REPORT_PARAMS = {
  from: "from",
  to: "to",
  supplierId: "supplier",
  centreId: "dc",
  result: "result",
  search: "q",
} as const;
export type ReportFilterKey = keyof typeof REPORT_PARAMS;

export const PANEL_PARAMS = {
  from: "from",
  to: "to",
  supplierId: "supplier",
  centreId: "dc",
} as const;
export type PanelFilterKey = keyof typeof PANEL_PARAMS;

export interface PanelFilters extends DateRange {
  supplierId: string;
  centreId: string;
}

export interface ReportFilters extends PanelFilters {
  /** One of the report's own results (Compliant, Short, Overpacked…), or null for all. */
  result: string | null;
  search: string;
}

/** The API's default when no period is sent: the last 30 days, today included (UK time). */
export function defaultPeriod(now: Date): DateRange {
  return { from: isoDay(now, -(PACKAGING_DEFAULT_DAYS - 1)), to: isoDay(now) };
}

const { shape } = PackagingReportQuerySchema;

export function readPanelFilters(params: URLSearchParams, now: Date): PanelFilters {
  const filter = filterReader(params, REPORT_PARAMS);
  return {
    ...filter.range(defaultPeriod(now)),
    supplierId: filter.text("supplierId", shape.supplierId),
    centreId: filter.text("centreId", shape.centreId),
  };
}

const RESULT_SCHEMAS: Readonly<Record<PackagingReport, z.ZodType<string>>> = {
  compliance: ComplianceResultSchema,
  accuracy: AccuracyResultSchema,
  "garment-check": GarmentResultSchema,
};

export function readReportFilters(
  report: PackagingReport,
  params: URLSearchParams,
  now: Date,
): ReportFilters {
  const filter = filterReader(params, REPORT_PARAMS);
  return {
    ...readPanelFilters(params, now),
    result: filter.choice("result", RESULT_SCHEMAS[report]),
    search: filter.text("search", shape.search),
  };
}

export type ReportSort = ListSort<PackagingSortKey>;

/** The sort in the address; none means the latest checks first. */
export const REPORT_SORT = listSort(
  (value: unknown): value is PackagingSortKey => PackagingSortKeySchema.safeParse(value).success,
  { sortKey: "checkedOn", sortOrder: -1 },
);

const common = (filters: PanelFilters) => ({
  from: filters.from,
  to: filters.to,
  supplierId: filters.supplierId || undefined,
  centreId: filters.centreId || undefined,
});

/** What a report's filters ask the API: a period it would refuse is never sent. */
export function reportRequest(
  filters: ReportFilters,
  sort: ReportSort,
): RangeRequest<PackagingReportRequest> {
  return rangeRequest(
    PackagingReportQuerySchema.safeParse({
      ...common(filters),
      result: filters.result ?? undefined,
      search: filters.search || undefined,
      ...sort,
    }),
    ({ pageSize: _pageSize, continuationToken: _token, ...query }) => query,
  );
}

export function panelRequest(filters: PanelFilters): RangeRequest<CompliancePanelQuery> {
  return rangeRequest(CompliancePanelQuerySchema.safeParse(common(filters)));
}

export type ReportAddress = ListAddress<
  ReportFilterKey,
  ReportFilters,
  PackagingSortKey,
  RangeRequest<PackagingReportRequest>
>;

/** Each report's address (useListAddress): the filters, their reading, the sort and the request. */
export const REPORT_ADDRESSES = Object.fromEntries(
  PACKAGING_REPORTS.map((report) => [
    report,
    {
      params: REPORT_PARAMS,
      read: (params: URLSearchParams, now: Date) => readReportFilters(report, params, now),
      sort: REPORT_SORT,
      request: reportRequest,
    } satisfies ReportAddress,
  ]),
) as Readonly<Record<PackagingReport, ReportAddress>>;

/** A file's name for a view over a period, e.g. "packaging-compliance-2026-10-25-to-2026-11-23". */
export function exportName(view: PackagingView, period: DateRange): string {
  return `packaging-${view}-${period.from}-to-${period.to}`;
}
