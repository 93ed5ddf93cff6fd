import { formatDay } from "@aql-portal/shared";
import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import { LuRuler } from "react-icons/lu";
import type { Inspection } from "@aql-portal/shared";
import { countCell, dayCell, noValue, PoNumbersCell } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { InspectionResultBadge, InspectionStatusBadge } from "../../../components/ui/inspection-badges";
import { useMetaList } from "../../../lib/reference-data";
import { InspectionRowActions } from "./inspection-row-actions";

const column = dataTableColumnHelper<Inspection>();

function StyleCell({ product }: { product: Inspection["product"] }) {
  return (
    <Box minW="40">
      <HStack gap="1.5">
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {product.styleCode}
        </Text>
        {product.hasSizeChart ? (
          <Badge colorPalette="green" variant="subtle" size="sm" px="1" title="Size chart uploaded">
            <LuRuler aria-hidden="true" />
            <Text as="span" srOnly>
              Size chart uploaded
            </Text>
          </Badge>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {product.styleName}
      </Text>
    </Box>
  );
}

/** The level's name from meta/inspection-levels ("Level II"), its id until the list has loaded. */
function LevelCell({ level }: { level: Inspection["level"] }) {
  const levels = useMetaList("inspection-levels");
  const name = levels.data?.find((candidate) => candidate.id === level)?.name ?? level;
  return <Text whiteSpace="nowrap">{name}</Text>;
}

/**
 * Spec §3 "Manage-inspection columns", plus delivery date and inspector (what planners plan by). Status and
 * result come straight after the style, so they are in view without scrolling on a laptop; the rest follow in
 * the spec's order. Columns named after the API's sort keys sort on the server.
 */
export const inspectionsColumns = column.columns([
  column.accessor("createdOn", {
    header: "CREATED ON",
    meta: { priority: 8, minWidth: 135 },
    cell: ({ row }) => (
      <Box>
        <Text whiteSpace="nowrap">{formatDay(row.original.createdOn)}</Text>
        <Text
          fontSize="xs"
          color="fg.muted"
          fontFamily="mono"
          whiteSpace="nowrap"
          title="Inspection number (search by it)"
        >
          {row.original.inspectionNumber}
        </Text>
      </Box>
    ),
  }),
  column.accessor((inspection) => inspection.product.styleCode, {
    id: "styleCode",
    header: "STYLE",
    meta: { minWidth: 180 },
    cell: ({ row }) => <StyleCell product={row.original.product} />,
  }),
  column.accessor("status", {
    header: "STATUS",
    meta: { priority: 1, minWidth: 80 },
    enableSorting: false,
    cell: ({ getValue }) => <InspectionStatusBadge status={getValue()} />,
  }),
  column.accessor("result", {
    header: "RESULT",
    meta: { priority: 2, minWidth: 80 },
    enableSorting: false,
    cell: ({ getValue }) => <InspectionResultBadge result={getValue()} />,
  }),
  column.accessor((inspection) => inspection.controlPoint?.name ?? "", {
    id: "controlPoint",
    header: "CONTROL POINT",
    meta: { priority: 10, minWidth: 135 },
    enableSorting: false,
    cell: ({ getValue }) => (getValue() ? <Box minW="28">{getValue()}</Box> : noValue("No control point")),
  }),
  column.accessor("submissionNumber", {
    header: "SUBMISSION NO.",
    meta: { priority: 14, minWidth: 140 },
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? noValue("No submission number"),
  }),
  column.accessor("deliveryDate", {
    id: "date",
    header: "DELIVERY DATE",
    meta: { priority: 3, minWidth: 160 },
    cell: ({ getValue }) => dayCell(getValue(), "No delivery date"),
  }),
  column.accessor("inspectionDate", {
    header: "INSPECTION DATE",
    meta: { priority: 4, minWidth: 175 },
    cell: ({ getValue }) => dayCell(getValue(), "No inspection date"),
  }),
  column.accessor((inspection) => inspection.inspector?.name ?? "", {
    id: "inspector",
    header: "INSPECTOR",
    meta: { priority: 5, minWidth: 130 },
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue() ? (
        <Box minW="28">{getValue()}</Box>
      ) : (
        <Text as="span" color="fg.subtle" whiteSpace="nowrap">
          Not assigned
        </Text>
      ),
  }),
  column.accessor((inspection) => inspection.poNumbers.join(", "), {
    id: "poNumbers",
    header: "PO NUMBERS",
    meta: { priority: 11, minWidth: 115 },
    enableSorting: false,
    cell: ({ row }) => <PoNumbersCell numbers={row.original.poNumbers} />,
  }),
  column.accessor("seasonCode", {
    header: "SEASON",
    enableSorting: false,
    meta: { priority: 15, minWidth: 80 },
  }),
  column.accessor((inspection) => inspection.colour.code, {
    id: "colourCode",
    header: "COLOUR CODE",
    meta: { priority: 17, minWidth: 120 },
    enableSorting: false,
  }),
  column.accessor((inspection) => inspection.colour.name, {
    id: "colour",
    header: "COLOUR",
    meta: { priority: 16, minWidth: 80 },
    enableSorting: false,
  }),
  column.accessor("level", {
    header: "LEVEL",
    meta: { priority: 13, minWidth: 70 },
    enableSorting: false,
    cell: ({ getValue }) => <LevelCell level={getValue()} />,
  }),
  column.accessor((inspection) => inspection.plan.lotSize, {
    id: "lotSize",
    header: "LOT SIZE",
    meta: { align: "end", priority: 7, minWidth: 110 },
    cell: ({ getValue }) => countCell(getValue()),
  }),
  column.accessor((inspection) => inspection.plan.sampleSize, {
    id: "sampleSize",
    header: "SAMPLE SIZE",
    meta: { align: "end", priority: 6, minWidth: 140 },
    cell: ({ getValue }) => countCell(getValue()),
  }),
  column.accessor("allowedDefectsMaj", {
    header: "ALLOWED MAJOR (AC)",
    enableSorting: false,
    meta: { align: "end", priority: 12, minWidth: 175 },
    cell: ({ getValue }) => countCell(getValue()),
  }),
  column.accessor("totalDefects", {
    header: "TOTAL DEFECTS",
    enableSorting: false,
    meta: { align: "end", priority: 9, minWidth: 135 },
    cell: ({ getValue }) => countCell(getValue()),
  }),
]);

/** The action cell: the report for everyone, and for planners what the lifecycle allows on the row. */
export const inspectionsActionColumn = column.display({
  id: "action",
  header: "ACTION",
  meta: { width: "64px", align: "end", stickyEnd: true, minWidth: 72 },
  cell: ({ row }) => <InspectionRowActions inspection={row.original} />,
});
