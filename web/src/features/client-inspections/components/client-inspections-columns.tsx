import { Badge, Box, Link, Stack, Text } from "@chakra-ui/react";
import { LuCircleAlert } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import {
  INITIAL_CLIENT_DECISION,
  isReported,
  webRoutes,
  type Inspection,
  formatCount,
  formatDay,
} from "@aql-portal/shared";
import { noValue, PoNumbersCell, textCell } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { ClientDecisionBadge, InspectionResultBadge } from "../../../components/ui/inspection-badges";
import { needsDecision } from "./client-inspection-filters";

const column = dataTableColumnHelper<Inspection>();

const reportPath = (inspection: Pick<Inspection, "id">) =>
  `${webRoutes.inspectionDetail}?${new URLSearchParams({ id: inspection.id })}`;

/** The style opens the inspection's AQL report: the one link of the row, so it reads as the row's name. */
function StyleCell({ inspection }: { inspection: Inspection }) {
  return (
    <Box minW="48">
      <Link asChild fontWeight="semibold" color="brand.fg" whiteSpace="nowrap">
        <RouterLink to={reportPath(inspection)}>{inspection.product.styleCode}</RouterLink>
      </Link>
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {inspection.product.styleName}
      </Text>
    </Box>
  );
}

/**
 * The retailer's decision. A reported inspection still Under Review is marked "Decision needed"; one whose
 * report is not out yet says so rather than repeat "Under Review" down the list (no decision can be recorded
 * before the report).
 */
function DecisionCell({ inspection }: { inspection: Inspection }) {
  if (needsDecision(inspection)) {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="orange" variant="solid" whiteSpace="nowrap">
          <LuCircleAlert aria-hidden="true" />
          Decision needed
        </Badge>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {inspection.clientDecision}
        </Text>
      </Stack>
    );
  }
  if (!isReported(inspection.status) && inspection.clientDecision === INITIAL_CLIENT_DECISION) {
    return (
      <Text
        fontSize="sm"
        color="fg.muted"
        whiteSpace="nowrap"
        title={`${INITIAL_CLIENT_DECISION} until the report is out`}
      >
        Awaiting report
      </Text>
    );
  }
  return <ClientDecisionBadge decision={inspection.clientDecision} />;
}

/**
 * Spec §3 "Inspection table columns (client)". The style (the link to the report), result and client decision
 * come straight after the date, so what a client manager acts on is in view without scrolling on a laptop;
 * the rest follow in the spec's order. Columns named after the API's sort keys sort on the server.
 */
export const clientInspectionsColumns = column.columns([
  column.accessor("inspectionDate", {
    header: "INSPECTION DATE",
    meta: { priority: 1, minWidth: 175 },
    cell: ({ row }) => (
      <Box>
        {row.original.inspectionDate ? (
          <Text whiteSpace="nowrap">{formatDay(row.original.inspectionDate)}</Text>
        ) : (
          // Not planned yet: the list placed it by its delivery date, which is said as such.
          <Text whiteSpace="nowrap" color="fg.muted" title="No inspection date yet">
            Due {formatDay(row.original.deliveryDate)}
          </Text>
        )}
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
    header: "STYLE CODE",
    meta: { minWidth: 210 },
    cell: ({ row }) => <StyleCell inspection={row.original} />,
  }),
  column.accessor("result", {
    header: "RESULT",
    meta: { priority: 2, minWidth: 105 },
    enableSorting: false,
    cell: ({ getValue }) => <InspectionResultBadge result={getValue()} />,
  }),
  column.accessor("clientDecision", {
    header: "CLIENT DECISION",
    meta: { priority: 3, minWidth: 185 },
    enableSorting: false,
    cell: ({ row }) => <DecisionCell inspection={row.original} />,
  }),
  column.accessor((inspection) => inspection.controlPoint?.name ?? "", {
    id: "controlPoint",
    header: "CONTROL POINT",
    meta: { priority: 6, minWidth: 160 },
    enableSorting: false,
    cell: ({ getValue }) => textCell(getValue(), "No control point", "36"),
  }),
  column.accessor((inspection) => inspection.centre.name, {
    id: "location",
    header: "LOCATION",
    meta: { priority: 9, minWidth: 115 },
    enableSorting: false,
    cell: ({ getValue }) => textCell(getValue(), "No location"),
  }),
  column.accessor("submissionNumber", {
    header: "SUBMISSION NO.",
    meta: { priority: 13, minWidth: 140 },
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? noValue("No submission number"),
  }),
  column.accessor((inspection) => `${inspection.colour.code} ${inspection.colour.name}`, {
    id: "colour",
    header: "COLOUR",
    meta: { priority: 7, minWidth: 115 },
    enableSorting: false,
    cell: ({ row }) => (
      <Box minW="24">
        <Text as="span" fontVariantNumeric="tabular-nums">
          {row.original.colour.code}
        </Text>{" "}
        <Text as="span" color="fg.muted">
          {row.original.colour.name}
        </Text>
      </Box>
    ),
  }),
  column.accessor("seasonCode", {
    header: "SEASON",
    enableSorting: false,
    meta: { priority: 12, minWidth: 80 },
  }),
  column.accessor((inspection) => inspection.poNumbers.join(", "), {
    id: "poNumbers",
    header: "PO NUMBERS",
    meta: { priority: 8, minWidth: 115 },
    enableSorting: false,
    cell: ({ row }) => <PoNumbersCell numbers={row.original.poNumbers} />,
  }),
  column.accessor((inspection) => inspection.productCategory.name, {
    id: "productCategory",
    header: "PRODUCT CATEGORY",
    meta: { priority: 11, minWidth: 170 },
    enableSorting: false,
    cell: ({ row }) =>
      textCell(row.original.productCategory.name || row.original.productCategory.code, "None"),
  }),
  column.accessor((inspection) => inspection.supplier.name, {
    id: "supplier",
    header: "SUPPLIER",
    meta: { priority: 4, minWidth: 145 },
    enableSorting: false,
    cell: ({ getValue }) => textCell(getValue(), "No supplier", "32"),
  }),
  column.accessor((inspection) => inspection.factory.name, {
    id: "factory",
    header: "FACTORY",
    meta: { priority: 10, minWidth: 130 },
    enableSorting: false,
    cell: ({ getValue }) => textCell(getValue(), "No factory", "28"),
  }),
  column.accessor((inspection) => inspection.plan.lotSize, {
    id: "lotSize",
    header: "LOT SIZE",
    meta: { align: "end", priority: 5, minWidth: 110 },
    cell: ({ getValue }) => <Text fontVariantNumeric="tabular-nums">{formatCount(getValue())}</Text>,
  }),
]);
