import { useMemo, useState } from "react";
import { Box, Flex, Text } from "@chakra-ui/react";
import { LuPackageCheck } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  PACKAGING_DEFAULT_DAYS,
  PACKAGING_REPORT_RESULTS,
  PACKAGING_REPORT_TITLES,
  formatCount,
  formatDay,
  type PackagingCheck,
  type PackagingReport,
} from "@aql-portal/shared";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { PagedListTable } from "../../../components/data-table/paged-list-table";
import { ExportMenu } from "../../../components/ui/export-menu";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { perLanguage } from "../../../lib/i18n";
import { rangeProblem } from "../../../lib/list-filters";
import { downloadTable, type ExportFormat } from "../../../lib/table-export";
import { useListAddress } from "../../../lib/use-list-params";
import { readReportRows, usePackagingReport, type PackagingReportRequest } from "../api/list-report";
import { exportName, REPORT_ADDRESSES } from "./packaging-address";
import { PackagingToolbar } from "./packaging-toolbar";
import { CheckLinks, reportColumns, reportTable } from "./report-columns";

/** The most checks one export holds: a month of every DC's deliveries, read 100 at a time. */
export const EXPORT_ROW_CAP = 5000;

/** What each report is for, under its tabs. */
const reportPurposes = perLanguage((): Readonly<Record<PackagingReport, string>> => ({
  compliance: t`Each delivery against the packaging standard: tape, carton size and standard box, quantity, and the issue to raise first.`,
  accuracy: t`What arrived against what was ordered: short and over shipments, by how much (PercDiff).`,
  "garment-check": t`How well the cartons are filled: units per carton against the estimate from the unit and carton sizes (Est_UPC).`,
}));

export interface ReportViewProps {
  report: PackagingReport;
  /** What the list says when nothing has been checked in the period, e.g. how to record a check. */
  emptyDetail: string;
}

const rowIdOf = (check: PackagingCheck) => check.id;
const rowNameOf = (check: PackagingCheck) => {
  const { bookingReference, styleCode } = check;
  return t`booking ${bookingReference} (${styleCode})`;
};
const noun = perLanguage(() => [t`check`, t`checks`] as const);
const resultFilter = (report: PackagingReport) => ({
  label: t`Result`,
  options: PACKAGING_REPORT_RESULTS[report],
});
/** Each report's filter on its results, once in each language (the toolbar is memoised). */
const resultFilters = perLanguage((): Readonly<Record<PackagingReport, ReturnType<typeof resultFilter>>> => ({
  compliance: resultFilter("compliance"),
  accuracy: resultFilter("accuracy"),
  "garment-check": resultFilter("garment-check"),
}));

/**
 * One packaging report: its filters (period, supplier, DC, result, search), the checks newest first, sortable and
 * paged, exported whole to .xlsx or .csv; a booking reference opens the delivery's check in the drawer.
 *
 * What the toolbar and the table are given keeps its identity while the filters, the sort and the rows stay the
 * same, so opening or closing a check (the address's `check`) draws neither again.
 */
export function ReportView({ report, emptyDetail }: ReportViewProps) {
  const { t } = useLingui();
  const { filters, request, toolbar, table } = useListAddress(REPORT_ADDRESSES[report]);
  const list = usePackagingReport(report, request.ok ? request.query : null);
  const { onClear } = toolbar;

  const empty = useMemo(() => {
    const clear = onClear && { label: t`Clear filters`, onClick: onClear };
    if (!request.ok) {
      return (
        <ListEmpty
          icon={<LuPackageCheck />}
          title={t`Fix the period to see checks.`}
          detail={rangeProblem(request)}
          clear={clear}
        />
      );
    }
    if (clear) {
      const fromDay = formatDay(filters.from);
      const toDay = formatDay(filters.to);
      return (
        <ListEmpty
          icon={<LuPackageCheck />}
          title={t`No checks match these filters.`}
          detail={t`Looked for checks made from ${fromDay} to ${toDay}.`}
          clear={clear}
        />
      );
    }
    const defaultDays = PACKAGING_DEFAULT_DAYS;
    return (
      <ListEmpty
        icon={<LuPackageCheck />}
        title={t`No packaging checks in the last ${defaultDays} days.`}
        detail={emptyDetail}
      />
    );
  }, [request, onClear, filters.from, filters.to, emptyDetail, t]);

  const reportTitle = PACKAGING_REPORT_TITLES[report];
  return (
    <Box>
      <PackagingToolbar
        {...toolbar}
        result={resultFilters()[report]}
        searchPlaceholder={t`Booking reference, style code or PO number`}
      />
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="3">
        <Text fontSize="sm" color="fg.muted" flex="1 1 420px">
          {reportPurposes()[report]}
        </Text>
        <ReportExport
          report={report}
          query={request.ok ? request.query : null}
          name={exportName(report, filters)}
          hasRows={list.items.length > 0}
        />
      </Flex>
      <CheckLinks>
        <PagedListTable
          {...table}
          label={t`${reportTitle} report`}
          columns={reportColumns()[report]}
          list={list}
          getRowId={rowIdOf}
          rowName={rowNameOf}
          failedTo={t`Unable to fetch the packaging checks`}
          density="sm"
          noun={noun()}
          empty={empty}
        />
      </CheckLinks>
    </Box>
  );
}

/**
 * Export: every check of the filters (not only the pages shown), read a page at a time, up to EXPORT_ROW_CAP;
 * a report holding more says so, and the file holds the first ones in the report's order.
 */
function ReportExport({
  report,
  query,
  name,
  hasRows,
}: {
  report: PackagingReport;
  query: PackagingReportRequest | null;
  name: string;
  hasRows: boolean;
}) {
  const { t } = useLingui();
  const [read, setRead] = useState<number | null>(null);
  const outcome = { action: `export:${name}` };
  const rowCap = formatCount(EXPORT_ROW_CAP);
  const readCount = formatCount(read ?? 0);
  const run = async (format: ExportFormat) => {
    if (!query) return;
    setRead(0);
    try {
      const { rows, more } = await readReportRows(report, query, EXPORT_ROW_CAP, setRead);
      await downloadTable(reportTable(report, rows, name, PACKAGING_REPORT_TITLES[report]), format);
      if (more) {
        notify(
          "warning",
          t`The file holds the first ${rowCap} checks in the report's order. Choose a shorter period, or a supplier or DC, to export the rest.`,
          t`More than ${rowCap} checks`,
          outcome,
        );
      }
    } catch (error) {
      notify("error", errorMessage(error), t`The file could not be made`, outcome);
    } finally {
      setRead(null);
    }
  };
  return (
    <Flex align="center" gap="3" ms="auto">
      <Text fontSize="xs" color="fg.muted">
        <Trans>Every check of these filters, up to {rowCap}</Trans>
      </Text>
      <ExportMenu
        onExport={(format) => void run(format)}
        disabled={!query || !hasRows}
        loading={read !== null}
        loadingText={t`Reading ${readCount}…`}
      />
    </Flex>
  );
}
