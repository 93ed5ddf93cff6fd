import { useMemo, useState } from "react";
import { Alert, Box, Button, Code, Flex, Text } from "@chakra-ui/react";
import type { SortingState } from "@tanstack/react-table";
import { LuDownload } from "react-icons/lu";
import type { ImportProblem } from "@aql-portal/shared";
import { compareNullableNumbers, compareText, sortRows } from "../../../components/data-table/client-sort";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { saveFile } from "../../../lib/download";
import type { RejectedOutcome } from "./import-outcome";

interface NumberedProblem extends ImportProblem {
  id: string;
}

const column = dataTableColumnHelper<NumberedProblem>();

const problemColumns = column.columns([
  column.accessor("row", {
    header: "ROW",
    meta: { width: "96px" },
    cell: ({ getValue }) => {
      const row = getValue();
      return row === null ? (
        <Text as="span" color="fg.muted" title="The file as a whole">
          File
        </Text>
      ) : (
        <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {row}
        </Text>
      );
    },
  }),
  column.accessor("column", {
    header: "COLUMN",
    meta: { width: "20%" },
    cell: ({ getValue }) =>
      getValue() ?? (
        <Text as="span" color="fg.subtle">
          —
        </Text>
      ),
  }),
  column.accessor("value", {
    header: "VALUE",
    enableSorting: false,
    meta: { width: "22%" },
    cell: ({ getValue }) =>
      getValue() === "" ? (
        <Text as="span" color="fg.subtle" fontStyle="italic">
          (empty)
        </Text>
      ) : (
        <Code size="sm" variant="surface" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {getValue()}
        </Code>
      ),
  }),
  column.accessor("message", {
    header: "PROBLEM",
    enableSorting: false,
  }),
]);

const COMPARATORS = {
  // Within a row, problems stay in the order of the row's columns, as the server listed them.
  row: (a: NumberedProblem, b: NumberedProblem) => compareNullableNumbers(a.row, b.row),
  column: (a: NumberedProblem, b: NumberedProblem) =>
    compareText(a.column ?? "", b.column ?? "") || compareNullableNumbers(a.row, b.row),
};

/** A CSV of the problems, to work through beside the spreadsheet. */
function problemsCsv(problems: readonly ImportProblem[]): string {
  // A leading = + - @ would make a spreadsheet read the value as a formula: quote it as text.
  const cell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
  const lines = problems.map((problem) =>
    [
      problem.row === null ? "File" : String(problem.row),
      problem.column ?? "",
      problem.value,
      problem.message,
    ]
      .map(cell)
      .join(","),
  );
  return ["Row,Column,Value,Problem", ...lines].join("\r\n");
}

/** A refused file (422): every problem with its row, column and value; nothing was imported. */
export function ImportProblems({ outcome }: { outcome: RejectedOutcome }) {
  const { rejection, fileName } = outcome;
  const [sorting, setSorting] = useState<SortingState>([{ id: "row", desc: false }]);
  const numbered = useMemo(
    () => rejection.problems.map((problem, index) => ({ ...problem, id: String(index) })),
    [rejection.problems],
  );
  const rows = useMemo(() => sortRows(numbered, sorting, COMPARATORS), [numbered, sorting]);
  const count = rejection.problems.length;

  const download = () => {
    const base = fileName.replace(/\.[^.]+$/, "");
    saveFile(
      new Blob(["\uFEFF", problemsCsv(rejection.problems)], { type: "text/csv;charset=utf-8" }),
      `${base} - problems.csv`,
    );
  };

  return (
    <Box
      as="section"
      aria-labelledby="import-problems-title"
      bg="bg"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="xl"
      boxShadow="xs"
      overflow="hidden"
    >
      <Alert.Root status="error" borderRadius="0" px={{ base: "5", md: "6" }} py="4" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="import-problems-title" fontSize="md">
            {rejection.message}
          </Alert.Title>
          <Alert.Description overflowWrap="anywhere">
            {fileName}: fix {count === 1 ? "this problem" : "these problems"} in the file, then upload it
            again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box p={{ base: "4", md: "6" }}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
          <Text fontSize="sm" color="fg.muted">
            {count} {count === 1 ? "problem" : "problems"}, by spreadsheet row. Rows are numbered as in the
            spreadsheet, header included.
          </Text>
          <Button variant="outline" size="md" onClick={download}>
            <LuDownload aria-hidden="true" />
            Download this list
          </Button>
        </Flex>
        <DataTable
          label="Problems in the file"
          columns={problemColumns}
          data={rows}
          getRowId={(problem) => problem.id}
          sorting={sorting}
          onSortingChange={setSorting}
          status={{ kind: "ready" }}
          minWidth="640px"
          empty={<Text color="fg.muted">No problems were listed.</Text>}
        />
        {rejection.correlationId ? (
          <Text fontSize="xs" color="fg.subtle" mt="3">
            Reference: {rejection.correlationId}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
