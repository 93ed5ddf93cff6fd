import {
  MAX_PAGE_SIZE,
  PACKAGING_REPORTS,
  PackagingCheckPageSchema,
  type PackagingCheck,
  type PackagingReport,
  type PackagingReportQuery,
  type Page,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { pageFetcher, usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** A report's filters and sort, as GET /api/packaging/reports/{report} reads them (paging is the list's). */
export type PackagingReportRequest = Omit<PackagingReportQuery, "pageSize" | "continuationToken">;

const reportPath = (report: PackagingReport) => apiPath(apiRoutes.packagingReport, { report });

type Each<T> = Readonly<Record<PackagingReport, T>>;
const eachReport = <T>(make: (report: PackagingReport) => T): Each<T> =>
  Object.fromEntries(PACKAGING_REPORTS.map((report) => [report, make(report)])) as Record<PackagingReport, T>;

/** Each report's list in the cache: its rows are checks, kept current after every write to one. */
const LISTS: Each<ListDefinition<"packagingCheck">> = eachReport((report) => ({
  name: `packaging-report-${report}`,
  kind: "packagingCheck",
}));

const FETCHERS = eachReport((report) =>
  pageFetcher(reportPath(report), PackagingCheckPageSchema, (query: PackagingReportRequest) => ({
    ...query,
  })),
);

/** A report's rows page after page; no query (filters that cannot be sent): no request, no rows. */
export function usePackagingReport(report: PackagingReport, query: PackagingReportRequest | null) {
  return usePagedList(LISTS[report], query, FETCHERS[report]);
}

/**
 * Every row of a report for these filters, in its order, read a page of 100 at a time, up to `cap` rows:
 * `more` says whether the report holds more than were read. `onProgress` hears the count after each page.
 */
export async function readReportRows(
  report: PackagingReport,
  query: PackagingReportRequest,
  cap: number,
  onProgress: (rows: number) => void,
): Promise<{ rows: PackagingCheck[]; more: boolean }> {
  const rows: PackagingCheck[] = [];
  let continuationToken: string | undefined;
  do {
    const page: Page<PackagingCheck> = await apiRequest(reportPath(report), {
      query: {
        ...query,
        pageSize: Math.min(MAX_PAGE_SIZE, cap - rows.length),
        continuationToken,
      },
      schema: PackagingCheckPageSchema,
      showLoader: false,
    });
    rows.push(...page.items);
    continuationToken = page.continuationToken;
    onProgress(rows.length);
  } while (continuationToken && rows.length < cap);
  return { rows, more: continuationToken !== undefined };
}
