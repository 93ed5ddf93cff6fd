import { useMemo } from "react";
import { Code, Text } from "@chakra-ui/react";
import type { SortingState } from "@tanstack/react-table";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { inertText, type ImportProblem } from "@aql-portal/shared";
import { compareNullableNumbers, compareText } from "../data-table/client-sort";
import { useClientSort } from "../data-table/use-client-sort";
import { dataTableColumnHelper } from "../data-table/columns";
import { DataTable } from "../data-table/data-table";
import { perLanguage } from "../../lib/i18n";

interface NumberedProblem extends ImportProblem {
  id: string;
}

const column = dataTableColumnHelper<NumberedProblem>();

const problemColumns = perLanguage(() =>
  column.columns([
    column.accessor("row", {
      header: t`ROW`,
      meta: { width: "72px" },
      cell: ({ getValue }) => {
        const row = getValue();
        return row === null ? (
          <Text as="span" color="fg.muted" title={t`The file as a whole`}>
            <Trans>File</Trans>
          </Text>
        ) : (
          <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {row}
          </Text>
        );
      },
    }),
    column.accessor("column", {
      header: t`COLUMN`,
      meta: { width: "20%" },
      cell: ({ getValue }) =>
        getValue() ?? (
          <Text as="span" color="fg.subtle">
            —
          </Text>
        ),
    }),
    column.accessor("value", {
      header: t`VALUE`,
      enableSorting: false,
      meta: { width: "22%" },
      cell: ({ getValue }) =>
        getValue() === "" ? (
          <Text as="span" color="fg.subtle" fontStyle="italic">
            <Trans>(empty)</Trans>
          </Text>
        ) : (
          <Code size="sm" variant="surface" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {getValue()}
          </Code>
        ),
    }),
    column.accessor("message", {
      header: t`PROBLEM`,
      enableSorting: false,
    }),
  ]),
);

const COMPARATORS = {
  // Within a row, problems stay in the order the server listed them (the row's columns, left to right).
  row: (a: NumberedProblem, b: NumberedProblem) => compareNullableNumbers(a.row, b.row),
  column: (a: NumberedProblem, b: NumberedProblem) =>
    compareText(a.column ?? "", b.column ?? "") || compareNullableNumbers(a.row, b.row),
};

export interface SpreadsheetProblemsTableProps {
  problems: readonly ImportProblem[];
  /** The table's accessible name. */
  label?: string;
  minWidth?: string;
}

/**
 * Every problem the API found in an uploaded spreadsheet: row (as numbered in the sheet), column, the value
 * as typed and what is wrong. Sorted by row; sortable by column, to fix one column at a time.
 */
/** In the file's order until sorted otherwise. */
const BY_ROW: SortingState = [{ id: "row", desc: false }];

export function SpreadsheetProblemsTable({
  problems,
  label,
  minWidth = "520px",
}: SpreadsheetProblemsTableProps) {
  const { t } = useLingui();
  const numbered = useMemo(
    () => problems.map((problem, index) => ({ ...problem, id: String(index) })),
    [problems],
  );
  const sorted = useClientSort(numbered, COMPARATORS, BY_ROW);
  return (
    <DataTable
      {...sorted}
      status={{ kind: "ready" }}
      label={label ?? t`Problems in the file`}
      columns={problemColumns()}
      getRowId={(problem) => problem.id}
      minWidth={minWidth}
      empty={
        <Text color="fg.muted">
          <Trans>No problems were listed.</Trans>
        </Text>
      }
    />
  );
}

/** A CSV of the problems, to work through beside the spreadsheet. */
export function problemsCsv(problems: readonly ImportProblem[]): string {
  // The file's own values come back here: one a spreadsheet would run as a formula is written inert.
  const cell = (value: string) => `"${inertText(value).replace(/"/g, '""')}"`;
  // The headings are the portal's words: quoted only when a language's words need it.
  const heading = (text: string) => (/[",\r\n]/.test(text) ? cell(text) : text);
  const lines = problems.map((problem) =>
    [
      problem.row === null ? t`File` : String(problem.row),
      problem.column ?? "",
      problem.value,
      problem.message,
    ]
      .map(cell)
      .join(","),
  );
  const headings = [t`Row`, t`Column`, t`Value`, t`Problem`].map(heading).join(",");
  return [headings, ...lines].join("\r\n");
}
