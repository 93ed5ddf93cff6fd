import { formatCount, formatDecimal, formatPercent } from "@aql-portal/shared";
import { useMemo, type ReactNode } from "react";
import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { RowData } from "@tanstack/react-table";
import { useLingui } from "@lingui/react/macro";
import { compareNullableNumbers, compareText } from "./client-sort";
import { useClientSort } from "./use-client-sort";
import { dataTableColumnHelper } from "./columns";
import { DataTable } from "./data-table";
import { ExportMenu } from "../ui/export-menu";
import { notify } from "../ui/toaster";
import {
  downloadTable,
  formatDateCell,
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
} from "../../lib/table-export";
import { errorMessage } from "../../lib/api-client";

/** A column of figures: its value (what sorts and exports), and how the page shows it. */
export interface FigureColumn<T extends RowData> {
  id: string;
  header: string;
  value: (row: T) => ExportCell;
  format?: ExportColumn["format"];
  /** How the cell shows it; default, the value formatted. */
  cell?: (row: T) => ReactNode;
  width?: string;
  /** Shown only (e.g. a sparkline or a button): not sorted, not exported. */
  displayOnly?: boolean;
}

const isNumeric = (format: ExportColumn["format"]) =>
  format === "percent" || format === "decimal" || format === "count";

/** A figure (or a date) as the page writes it; nothing as a dash. */
export function formatFigure(value: ExportCell, format: FigureColumn<object>["format"]): string {
  if (value === null) return "—";
  if (typeof value === "string") return formatDateCell(value, format);
  if (format === "percent") return formatPercent(value);
  if (format === "decimal") return formatDecimal(value);
  return formatCount(value);
}

export interface FigureTableProps<T extends RowData> {
  /** The table's heading and accessible name. */
  title: string;
  /** What a row of it is, for screen readers and the export. */
  caption?: ReactNode;
  columns: readonly FigureColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The export's file name (without extension) and sheet name. */
  exportName: string;
  empty: ReactNode;
  defaultSort?: { id: string; desc: boolean };
  minWidth?: string;
}

/**
 * The data of a chart (or a page) as a table: sortable by any column, and exported as .xlsx or .csv exactly as
 * shown (sorted the same way). Screen readers read the figures here; the charts beside it are pictures of them.
 */
export function FigureTable<T extends RowData>({
  title,
  caption,
  columns,
  rows,
  getRowId,
  exportName,
  empty,
  defaultSort,
  minWidth,
}: FigureTableProps<T>) {
  const { t } = useLingui();
  const helper = dataTableColumnHelper<T>();
  const tableColumns = useMemo(
    () =>
      helper.columns(
        columns.map((column) =>
          helper.accessor((row: T) => column.value(row), {
            id: column.id,
            header: column.header.toUpperCase(),
            enableSorting: !column.displayOnly,
            cell: ({ row }) =>
              column.cell?.(row.original) ?? formatFigure(column.value(row.original), column.format),
            meta: { width: column.width, align: isNumeric(column.format) ? "end" : "start" },
          }),
        ),
      ),
    // The helper is stateless; columns are module-level or memoised by the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns],
  );
  const comparators = useMemo(
    () =>
      Object.fromEntries(
        columns.map((column) => [
          column.id,
          (a: T, b: T) => {
            const x = column.value(a);
            const y = column.value(b);
            return typeof x === "string" || typeof y === "string"
              ? compareText(String(x ?? ""), String(y ?? ""))
              : compareNullableNumbers(x, y);
          },
        ]),
      ),
    [columns],
  );
  const sorted = useClientSort(rows, comparators, defaultSort ? [defaultSort] : []);

  const exported = columns.filter((column) => !column.displayOnly);
  const download = (format: ExportFormat) =>
    downloadTable(
      {
        name: exportName,
        sheet: title,
        columns: exported.map((column) => ({ header: column.header, format: column.format })),
        rows: sorted.data.map((row) => exported.map((column) => column.value(row))),
      },
      format,
    ).catch((error: unknown) =>
      notify("error", errorMessage(error), t`The file could not be made`, {
        action: `export:${exportName}`,
      }),
    );

  return (
    <Box as="section" aria-label={title}>
      <Flex align="flex-end" justify="space-between" gap="3" mb="2">
        <Box flex="1" minW="0">
          <Heading as="h3" size="sm" color="brand.900">
            {title}
          </Heading>
          {caption ? (
            <Text fontSize="sm" color="fg.muted">
              {caption}
            </Text>
          ) : null}
        </Box>
        <ExportMenu onExport={(format) => void download(format)} disabled={rows.length === 0} />
      </Flex>
      <DataTable
        {...sorted}
        status={{ kind: "ready" }}
        label={title}
        columns={tableColumns}
        getRowId={getRowId}
        empty={empty}
        density="sm"
        minWidth={minWidth}
        maxHeight="480px"
      />
    </Box>
  );
}
