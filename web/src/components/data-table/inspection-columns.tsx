import type { ReactNode } from "react";
import { Box, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Inspection } from "@aql-portal/shared";
import { InspectionResultBadge, InspectionStatusBadge } from "../ui/inspection-badges";
import { countCell, noValue, PoNumbersCell, textCell } from "./cells";
import { dataTableColumnHelper, type DataTableColumnMeta } from "./columns";

/*
 * What every table of inspections shows the same way (Manage Inspections, the client's Inspection tab, an
 * import's result): the columns themselves, each placed by its list (priority and room), and the cells.
 */

const column = dataTableColumnHelper<Inspection>();

/** Where a list puts a column: its priority when the table fits its width, and the room it needs. */
type Placement = Pick<DataTableColumnMeta, "priority" | "minWidth">;

/** A day (or what stands for it) with the inspection's number under it: lists are searched by it. */
export function DayAndNumberCell({ day, inspectionNumber }: { day: ReactNode; inspectionNumber: string }) {
  const { t } = useLingui();
  return (
    <Box>
      {day}
      <Text
        fontSize="xs"
        color="fg.muted"
        fontFamily="mono"
        whiteSpace="nowrap"
        title={t`Inspection number (search by it)`}
      >
        {inspectionNumber}
      </Text>
    </Box>
  );
}

/** A style: its code (a link to the report, a badge beside it) over its name, at least `minW` wide. */
export function StyleCell({ code, name, minW }: { code: ReactNode; name: string; minW: string }) {
  return (
    <Box minW={minW}>
      {code}
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {name}
      </Text>
    </Box>
  );
}

const statusCell = ({ getValue }: { getValue: () => Inspection["status"] }) => (
  <InspectionStatusBadge status={getValue()} />
);
const resultCell = ({ getValue }: { getValue: () => Inspection["result"] }) => (
  <InspectionResultBadge result={getValue()} />
);

/** A column of names: the text, or a dash read as `missing` ("No supplier"); see textCell for `minW`. */
interface TextColumn {
  id: string;
  header: string;
  value: (inspection: Inspection) => string;
  missing: string;
  minW?: string;
}

const textColumn = ({ id, header, value, missing, minW }: TextColumn, meta: Placement) =>
  column.accessor(value, {
    id,
    header,
    meta,
    enableSorting: false,
    cell: ({ getValue }) => textCell(getValue(), missing, minW),
  });

/**
 * The columns inspection lists share; `textMinW` keeps a text column from wrapping every word. Their words are
 * in the language shown when one is made: make a list's columns per language (perLanguage).
 */
export const inspectionColumns = {
  text: textColumn,
  status: (meta: Placement) =>
    column.accessor("status", { header: t`STATUS`, meta, enableSorting: false, cell: statusCell }),
  result: (meta: Placement) =>
    column.accessor("result", { header: t`RESULT`, meta, enableSorting: false, cell: resultCell }),
  controlPoint: (meta: Placement, textMinW: string) =>
    textColumn(
      {
        id: "controlPoint",
        header: t`CONTROL POINT`,
        value: (inspection) => inspection.controlPoint?.name ?? "",
        missing: t`No control point`,
        minW: textMinW,
      },
      meta,
    ),
  submissionNumber: (meta: Placement) =>
    column.accessor("submissionNumber", {
      header: t`SUBMISSION NO.`,
      meta,
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? noValue(t`No submission number`),
    }),
  poNumbers: (meta: Placement) =>
    column.accessor((inspection) => inspection.poNumbers.join(", "), {
      id: "poNumbers",
      header: t`PO NUMBERS`,
      meta,
      enableSorting: false,
      cell: ({ row }) => <PoNumbersCell numbers={row.original.poNumbers} />,
    }),
  season: (meta: Placement) =>
    column.accessor("seasonCode", { header: t`SEASON`, enableSorting: false, meta }),
  /** Sorts on the server (the API's sort key). */
  lotSize: (meta: Placement) =>
    column.accessor((inspection) => inspection.plan.lotSize, {
      id: "lotSize",
      header: t`LOT SIZE`,
      meta: { align: "end", ...meta },
      cell: ({ getValue }) => countCell(getValue()),
    }),
};
