import { Badge, Box, Link, Stack, Text } from "@chakra-ui/react";
import { LuCircleAlert } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";
import { INITIAL_CLIENT_DECISION, isReported, type Inspection, formatDay } from "@aql-portal/shared";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import {
  DayAndNumberCell,
  StyleCell,
  inspectionColumns,
} from "../../../components/data-table/inspection-columns";
import { ClientDecisionBadge } from "../../../components/ui/inspection-badges";
import { perLanguage } from "../../../lib/i18n";
import { inspectionReportPath } from "../../../lib/inspections";
import { needsDecision } from "./client-inspection-filters";

const column = dataTableColumnHelper<Inspection>();

/** The style opens the inspection's AQL report: the one link of the row, so it reads as the row's name. */
function StyleLinkCell({ inspection }: { inspection: Inspection }) {
  return (
    <StyleCell
      minW="48"
      name={inspection.product.styleName}
      code={
        <Link asChild fontWeight="semibold" whiteSpace="nowrap">
          <RouterLink to={inspectionReportPath(inspection.id)}>{inspection.product.styleCode}</RouterLink>
        </Link>
      }
    />
  );
}

/**
 * The retailer's decision. A reported inspection still Under Review is marked "Decision needed"; one whose
 * report is not out yet says so rather than repeat "Under Review" down the list (no decision can be recorded
 * before the report).
 */
function DecisionCell({ inspection }: { inspection: Inspection }) {
  const { t } = useLingui();
  if (needsDecision(inspection)) {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="orange" variant="solid" whiteSpace="nowrap">
          <LuCircleAlert aria-hidden="true" />
          <Trans>Decision needed</Trans>
        </Badge>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {inspection.clientDecision}
        </Text>
      </Stack>
    );
  }
  if (!isReported(inspection.status) && inspection.clientDecision === INITIAL_CLIENT_DECISION) {
    const initialDecision = INITIAL_CLIENT_DECISION;
    return (
      <Text
        fontSize="sm"
        color="fg.muted"
        whiteSpace="nowrap"
        title={t`${initialDecision} until the report is out`}
      >
        <Trans>Awaiting report</Trans>
      </Text>
    );
  }
  return <ClientDecisionBadge decision={inspection.clientDecision} />;
}

/** The day an inspection is planned on, or the delivery date the list placed it by while it has none. */
function InspectionDay({ inspection }: { inspection: Inspection }) {
  const { t } = useLingui();
  if (inspection.inspectionDate)
    return <Text whiteSpace="nowrap">{formatDay(inspection.inspectionDate)}</Text>;
  const deliveryDay = formatDay(inspection.deliveryDate);
  // Not planned yet: the list placed it by its delivery date, which is said as such.
  return (
    <Text whiteSpace="nowrap" color="fg.muted" title={t`No inspection date yet`}>
      <Trans>Due {deliveryDay}</Trans>
    </Text>
  );
}

/**
 * Spec §3 "Inspection table columns (client)". The style (the link to the report), result and client decision
 * come straight after the date, so what a client manager acts on is in view without scrolling on a laptop;
 * the rest follow in the spec's order. Columns named after the API's sort keys sort on the server. Made once per
 * language.
 */
export const clientInspectionsColumns = perLanguage(() =>
  column.columns([
    column.accessor("inspectionDate", {
      header: t`INSPECTION DATE`,
      meta: { priority: 1, minWidth: 175 },
      cell: ({ row }) => (
        <DayAndNumberCell
          inspectionNumber={row.original.inspectionNumber}
          day={<InspectionDay inspection={row.original} />}
        />
      ),
    }),
    column.accessor((inspection) => inspection.product.styleCode, {
      id: "styleCode",
      header: t`STYLE CODE`,
      meta: { minWidth: 210 },
      cell: ({ row }) => <StyleLinkCell inspection={row.original} />,
    }),
    inspectionColumns.result({ priority: 2, minWidth: 105 }),
    column.accessor("clientDecision", {
      header: t`CLIENT DECISION`,
      meta: { priority: 3, minWidth: 185 },
      enableSorting: false,
      cell: ({ row }) => <DecisionCell inspection={row.original} />,
    }),
    inspectionColumns.controlPoint({ priority: 6, minWidth: 160 }, "36"),
    inspectionColumns.text(
      { id: "location", header: t`LOCATION`, value: (i) => i.centre.name, missing: t`No location` },
      { priority: 9, minWidth: 115 },
    ),
    inspectionColumns.submissionNumber({ priority: 13, minWidth: 140 }),
    column.accessor((inspection) => `${inspection.colour.code} ${inspection.colour.name}`, {
      id: "colour",
      header: t`COLOUR`,
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
    inspectionColumns.season({ priority: 12, minWidth: 80 }),
    inspectionColumns.poNumbers({ priority: 8, minWidth: 115 }),
    inspectionColumns.text(
      {
        id: "productCategory",
        header: t`PRODUCT CATEGORY`,
        value: (i) => i.productCategory.name || i.productCategory.code,
        missing: t`None`,
      },
      { priority: 11, minWidth: 170 },
    ),
    inspectionColumns.text(
      {
        id: "supplier",
        header: t`SUPPLIER`,
        value: (i) => i.supplier.name,
        missing: t`No supplier`,
        minW: "32",
      },
      { priority: 4, minWidth: 145 },
    ),
    inspectionColumns.text(
      { id: "factory", header: t`FACTORY`, value: (i) => i.factory.name, missing: t`No factory`, minW: "28" },
      { priority: 10, minWidth: 130 },
    ),
    inspectionColumns.lotSize({ priority: 5, minWidth: 110 }),
  ]),
);
