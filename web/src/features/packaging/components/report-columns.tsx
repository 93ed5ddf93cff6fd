import { createContext, useContext, useMemo, type ReactNode } from "react";
import { Box, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { t } from "@lingui/core/macro";
import {
  formatCount,
  formatDateTime,
  formatDecimal,
  type Dimensions,
  type PackagingCheck,
  type PackagingReport,
} from "@aql-portal/shared";
import { noValue, PoNumbersCell, subLine } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { perLanguage, shownLanguage } from "../../../lib/i18n";
import type { ExportCell, ExportColumn, ExportTable } from "../../../lib/table-export";
import { useShowCheckAtOnce } from "../api/get-check";
import { CHECK_PARAM } from "./packaging-address";
import {
  formatPercDiff,
  formatSides,
  issueLabel,
  PaperTape,
  paperTapeText,
  ResultBadge,
} from "./packaging-text";

/**
 * The columns of the packaging reports (spec §3 "Report tables"), each once: how the table shows it, the spec's
 * name for it (said on hover over the header, and in the export's header), and what the export writes. Each
 * report picks the columns a DC quality team reads it for; the export holds the same columns as the table.
 */
interface ExportField {
  header: string;
  format?: ExportColumn["format"];
  value: (check: PackagingCheck) => ExportCell;
}

interface CheckColumn {
  header: string;
  /** The column's name in the spec (and the old reports), e.g. "UDC_id": a code, the same in every language. */
  specId?: string;
  /** Sorts on the server: the column's id is the API's sort key. */
  sorts?: boolean;
  align?: "end";
  minWidth: number;
  cell: (check: PackagingCheck) => ReactNode;
  /** What the export writes: one column, or several (a size's three sides). */
  exports: readonly ExportField[];
}

/** "DC [UDC_id]": the header people read, then the spec's name. */
const withSpec = (header: string, spec?: string) => (spec ? `${header} [${spec}]` : header);

type Side = keyof Dimensions;
const SIDES: readonly Side[] = ["length", "width", "height"];

/**
 * A size, L × W × H on one line; its three sides as numbers in the file, each headed in words and by the spec's
 * name (`carton_length`…).
 */
function sizeColumn(
  header: string,
  spec: "carton" | "unit",
  sideHeaders: Readonly<Record<Side, string>>,
  of: (check: PackagingCheck) => Dimensions | null,
): CheckColumn {
  return {
    header,
    minWidth: 150,
    cell: (check) => {
      const size = of(check);
      return size ? <Text whiteSpace="nowrap">{formatSides(size)}</Text> : noValue(t`Not measured`);
    },
    exports: SIDES.map((side) => ({
      header: withSpec(sideHeaders[side], `${spec}_${side}`),
      value: (check: PackagingCheck) => of(check)?.[side] ?? null,
      format: "decimal" as const,
    })),
  };
}

/** A report's result, as a badge. */
function resultColumn(
  header: string,
  spec: string | undefined,
  field: "complianceResult" | "accuracyResult" | "garmentResult",
  minWidth: number,
): CheckColumn {
  return {
    header,
    ...(spec ? { specId: spec } : {}),
    minWidth,
    cell: (check) => <ResultBadge result={check.outcome[field]} />,
    exports: [{ header: withSpec(header, spec), value: (check) => check.outcome[field] }],
  };
}

/** A count (cartons, units): its digits aligned, a dash said as `missing` when there is none, a number in the file. */
function countColumn(
  {
    header,
    specId,
    exportHeader,
    minWidth,
  }: { header: string; specId: string; exportHeader: string; minWidth: number },
  value: (check: PackagingCheck) => number | null,
  missing: string,
): CheckColumn {
  return {
    header,
    specId,
    align: "end",
    minWidth,
    cell: (check) => {
      const number = value(check);
      return number === null ? (
        noValue(missing)
      ) : (
        <Text fontVariantNumeric="tabular-nums">{formatCount(number)}</Text>
      );
    },
    exports: [{ header: withSpec(exportHeader, specId), value, format: "count" }],
  };
}

/** The page a check's link opens it on: its path, and its parameters but the open check's. */
const CheckLinkBase = createContext<{ pathname: string; search: string } | null>(null);

/**
 * Gives the booking references inside it the address they open a check from. Only this reads the address: the
 * links take it from here, so a check opened or closed (only `check` changing) draws none of them again.
 */
export function CheckLinks({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(CHECK_PARAM);
  const rest = params.toString();
  const base = useMemo(() => ({ pathname, search: rest }), [pathname, rest]);
  return <CheckLinkBase.Provider value={base}>{children}</CheckLinkBase.Provider>;
}

/** The booking reference opens the delivery's check in the drawer (?check=…): the row's link, so its name. */
function CheckLink({ check }: { check: PackagingCheck }) {
  const base = useContext(CheckLinkBase);
  const showAtOnce = useShowCheckAtOnce();
  if (!base) throw new Error("A check's link is drawn inside CheckLinks");
  const params = new URLSearchParams(base.search);
  params.set(CHECK_PARAM, check.id);
  return (
    <Link asChild fontWeight="semibold" whiteSpace="nowrap">
      <RouterLink to={`${base.pathname}?${params.toString()}`} onClick={() => showAtOnce(check)}>
        {check.bookingReference}
      </RouterLink>
    </Link>
  );
}

/** The columns, made in each language (their words are), once: the tables are memoised on their identity. */
const columns = perLanguage(() => {
  const more = (count: number) => t`+${count} more`;
  return {
    checkedOn: {
      header: t`Checked`,
      sorts: true,
      minWidth: 150,
      cell: (check) => (
        <Box>
          <Text whiteSpace="nowrap">{formatDateTime(check.checkedOn)}</Text>
          {subLine(check.checkedBy.name)}
        </Box>
      ),
      exports: [
        { header: t`Checked on`, value: (check) => check.checkedOn, format: "moment" },
        { header: t`Checked by`, value: (check) => check.checkedBy.name },
      ],
    },
    bookingReference: {
      header: t`Booking ref.`,
      specId: "booking_reference",
      sorts: true,
      minWidth: 130,
      cell: (check) => <CheckLink check={check} />,
      exports: [
        { header: t`Booking reference [booking_reference]`, value: (check) => check.bookingReference },
      ],
    },
    centre: {
      header: t`DC`,
      specId: "UDC_id",
      sorts: true,
      minWidth: 130,
      cell: (check) => (
        <Box minW="24">
          <Text fontWeight="medium">{check.centre.code}</Text>
          {subLine(check.centre.name)}
        </Box>
      ),
      exports: [
        { header: t`DC [UDC_id]`, value: (check) => check.centre.code },
        { header: t`DC name`, value: (check) => check.centre.name },
      ],
    },
    supplier: {
      header: t`Supplier`,
      specId: "supplier_name",
      sorts: true,
      minWidth: 150,
      cell: (check) => <Box minW="28">{check.supplier.name}</Box>,
      exports: [{ header: t`Supplier [supplier_name]`, value: (check) => check.supplier.name }],
    },
    styleCode: {
      header: t`Style`,
      specId: "style_code",
      sorts: true,
      minWidth: 170,
      cell: (check) => (
        <Box minW="32">
          <Text fontWeight="medium" whiteSpace="nowrap">
            {check.styleCode}
          </Text>
          {subLine([check.styleName, check.colour].filter(Boolean).join(" · "))}
        </Box>
      ),
      exports: [
        { header: t`Style [style_code]`, value: (check) => check.styleCode },
        { header: t`Style name`, value: (check) => check.styleName },
        { header: t`Colour`, value: (check) => check.colour },
      ],
    },
    poNumbers: {
      header: t`PO numbers`,
      minWidth: 120,
      cell: (check) => <PoNumbersCell numbers={check.poNumbers} />,
      exports: [{ header: t`PO numbers`, value: (check) => check.poNumbers.join(", ") }],
    },
    complianceResult: resultColumn(t`Compliance`, "compliance_result", "complianceResult", 140),
    accuracyResult: resultColumn(t`Accuracy`, undefined, "accuracyResult", 110),
    garmentResult: resultColumn(t`Garment check`, undefined, "garmentResult", 140),
    suggestedIssue: {
      header: t`Suggested issue`,
      specId: "Suggested_Issue",
      minWidth: 160,
      cell: ({ outcome }) => {
        if (!outcome.suggestedIssue) return noValue(t`No issue`);
        const others = outcome.issues.filter((issue) => issue !== outcome.suggestedIssue);
        return (
          <Box minW="28" title={outcome.issues.map(issueLabel).join(", ")}>
            <Text>{issueLabel(outcome.suggestedIssue)}</Text>
            {others.length > 0 ? subLine(more(others.length)) : null}
          </Box>
        );
      },
      exports: [
        {
          header: t`Suggested issue [Suggested_Issue]`,
          value: (check) => (check.outcome.suggestedIssue ? issueLabel(check.outcome.suggestedIssue) : null),
        },
        { header: t`All issues`, value: (check) => check.outcome.issues.map(issueLabel).join(", ") || null },
      ],
    },
    status: {
      header: t`Status`,
      specId: "status_EN",
      minWidth: 110,
      cell: (check) => (
        <Text color={check.outcome.status === "Complete" ? undefined : "fg.muted"}>
          {check.outcome.status}
        </Text>
      ),
      exports: [{ header: t`Status [status_EN]`, value: (check) => check.outcome.status }],
    },
    cartonCount: countColumn(
      { header: t`Cartons`, specId: "carton_count", exportHeader: t`Cartons`, minWidth: 95 },
      (check) => check.checks.cartonCount,
      t`Not counted`,
    ),
    paperTape: {
      header: t`Tape`,
      specId: "paper_tape",
      minWidth: 90,
      cell: (check) =>
        check.checks.paperTape === null ? (
          noValue(t`Not checked`)
        ) : (
          <PaperTape paperTape={check.checks.paperTape} />
        ),
      exports: [{ header: t`Tape [paper_tape]`, value: (check) => paperTapeText(check.checks.paperTape) }],
    },
    receivedQuantity: countColumn(
      { header: t`Received`, specId: "actual_received_qty", exportHeader: t`Received`, minWidth: 105 },
      (check) => check.checks.receivedQuantity,
      t`Not counted`,
    ),
    poQuantity: countColumn(
      { header: t`PO qty`, specId: "po_quantity", exportHeader: t`PO qty`, minWidth: 95 },
      (check) => check.poQuantity,
      t`None`,
    ),
    percDiff: {
      header: t`Difference`,
      specId: "PercDiff",
      align: "end",
      minWidth: 115,
      cell: ({ outcome }) =>
        outcome.percDiff === null ? (
          noValue(t`Not worked out`)
        ) : (
          <Text
            fontVariantNumeric="tabular-nums"
            whiteSpace="nowrap"
            color={outcome.accuracyResult === "Accurate" ? undefined : "fg.error"}
            fontWeight={outcome.accuracyResult === "Accurate" ? undefined : "semibold"}
          >
            {formatPercDiff(outcome.percDiff)}
          </Text>
        ),
      exports: [
        { header: t`Difference % [PercDiff]`, value: (check) => check.outcome.percDiff, format: "decimal" },
      ],
    },
    cartonDimensions: sizeColumn(
      t`Carton`,
      "carton",
      { length: t`Carton length (cm)`, width: t`Carton width (cm)`, height: t`Carton height (cm)` },
      (check) => check.checks.cartonDimensions,
    ),
    standardBox: {
      header: t`Box`,
      specId: "SBS",
      minWidth: 80,
      cell: ({ outcome, checks }) =>
        outcome.standardBox ? (
          <Text fontWeight="medium">{outcome.standardBox}</Text>
        ) : checks.cartonDimensions ? (
          <Text color="fg.muted">{t`None`}</Text>
        ) : (
          noValue(t`Not measured`)
        ),
      exports: [
        {
          header: t`Standard box [SBS]`,
          value: (check) => check.outcome.standardBox ?? (check.checks.cartonDimensions ? t`None` : null),
        },
      ],
    },
    unitDimensions: sizeColumn(
      t`Unit`,
      "unit",
      { length: t`Unit length (cm)`, width: t`Unit width (cm)`, height: t`Unit height (cm)` },
      (check) => check.checks.unitDimensions,
    ),
    estUnitsPerCarton: countColumn(
      {
        header: t`Est. units/carton`,
        specId: "Est_UPC",
        exportHeader: t`Est. units per carton`,
        minWidth: 150,
      },
      (check) => check.outcome.estUnitsPerCarton,
      t`Not worked out`,
    ),
    unitsPerCarton: {
      header: t`Units/carton`,
      align: "end",
      minWidth: 120,
      cell: ({ outcome }) =>
        outcome.unitsPerCarton === null ? (
          noValue(t`Not worked out`)
        ) : (
          <Text fontVariantNumeric="tabular-nums">{formatDecimal(outcome.unitsPerCarton)}</Text>
        ),
      exports: [
        { header: t`Units per carton`, value: (check) => check.outcome.unitsPerCarton, format: "decimal" },
      ],
    },
  } satisfies Record<string, CheckColumn>;
});
type ColumnId = keyof ReturnType<typeof columns>;

/**
 * Each report's columns in order, with the priority by which they give way on a narrow screen (none: always
 * shown). What identifies the delivery comes first, then the report's result and the figures behind it.
 */
const REPORT_LAYOUT: Readonly<Record<PackagingReport, readonly (readonly [ColumnId, number?])[]>> = {
  compliance: [
    ["checkedOn", 1],
    ["bookingReference"],
    ["centre", 5],
    ["supplier", 3],
    ["styleCode", 2],
    ["complianceResult"],
    ["suggestedIssue", 4],
    ["paperTape", 6],
    ["cartonDimensions", 7],
    ["standardBox", 8],
    ["cartonCount", 9],
    ["receivedQuantity", 11],
    ["poQuantity", 12],
    ["status", 10],
  ],
  accuracy: [
    ["checkedOn", 1],
    ["bookingReference"],
    ["centre", 8],
    ["supplier", 3],
    ["styleCode", 2],
    ["poNumbers", 10],
    ["accuracyResult"],
    ["poQuantity", 4],
    ["receivedQuantity", 5],
    ["percDiff", 6],
    ["cartonCount", 11],
    ["unitsPerCarton", 12],
    ["suggestedIssue", 7],
    ["status", 9],
  ],
  "garment-check": [
    ["checkedOn", 1],
    ["bookingReference"],
    ["centre", 9],
    ["supplier", 3],
    ["styleCode", 2],
    ["garmentResult"],
    ["unitDimensions", 4],
    ["cartonDimensions", 5],
    ["estUnitsPerCarton", 6],
    ["unitsPerCarton", 7],
    ["cartonCount", 10],
    ["receivedQuantity", 11],
    ["standardBox", 12],
    ["suggestedIssue", 8],
    ["status", 13],
  ],
};

const column = dataTableColumnHelper<PackagingCheck>();

function tableColumns(report: PackagingReport) {
  const language = shownLanguage();
  return column.columns(
    REPORT_LAYOUT[report].map(([id, priority]) => {
      const definition: CheckColumn = columns()[id];
      return column.display({
        id,
        // In capitals as the language writes them (Turkish "i" is "İ").
        header: definition.header.toLocaleUpperCase(language),
        enableSorting: definition.sorts === true,
        cell: ({ row }) => definition.cell(row.original),
        meta: {
          priority,
          minWidth: definition.minWidth,
          align: definition.align,
          hint: definition.specId,
        },
      });
    }),
  );
}

/** Each report's table columns, made once in each language. */
export const reportColumns = perLanguage(
  () =>
    Object.fromEntries(
      (Object.keys(REPORT_LAYOUT) as PackagingReport[]).map((report) => [report, tableColumns(report)]),
    ) as Readonly<Record<PackagingReport, ReturnType<typeof tableColumns>>>,
);

/** A report's rows as a file: its columns, the sizes' sides as numbers, the spec's names in the headers. */
export function reportTable(
  report: PackagingReport,
  rows: readonly PackagingCheck[],
  name: string,
  sheet: string,
): ExportTable {
  const made = columns();
  const fields = REPORT_LAYOUT[report].flatMap(([id]): readonly ExportField[] => made[id].exports);
  return {
    name,
    sheet,
    columns: fields.map(({ header, format }) => ({ header, ...(format ? { format } : {}) })),
    rows: rows.map((check) => fields.map((exported) => exported.value(check))),
  };
}
