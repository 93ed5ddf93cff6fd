import { formatDay } from "@aql-portal/shared";
import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import { LuRuler } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Inspection } from "@aql-portal/shared";
import { countCell, dayCell } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import {
  DayAndNumberCell,
  StyleCell,
  inspectionColumns as shared,
} from "../../../components/data-table/inspection-columns";
import { perLanguage } from "../../../lib/i18n";
import { useMetaList } from "../../../lib/reference-data";
import { InspectionRowActions } from "./inspection-row-actions";

const column = dataTableColumnHelper<Inspection>();

/** The style's code, with a mark when its size chart is uploaded (the inspector measures against it). */
function StyleCode({ product }: { product: Inspection["product"] }) {
  const { t } = useLingui();
  return (
    <HStack gap="1.5">
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {product.styleCode}
      </Text>
      {product.hasSizeChart ? (
        <Badge colorPalette="green" variant="subtle" size="sm" px="1" title={t`Size chart uploaded`}>
          <LuRuler aria-hidden="true" />
          <Text as="span" srOnly>
            <Trans>Size chart uploaded</Trans>
          </Text>
        </Badge>
      ) : null}
    </HStack>
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
 * the spec's order. Columns named after the API's sort keys sort on the server. Made once per language.
 */
export const inspectionsColumns = perLanguage(() =>
  column.columns([
    column.accessor("createdOn", {
      header: t`CREATED ON`,
      meta: { priority: 8, minWidth: 135 },
      cell: ({ row }) => (
        <DayAndNumberCell
          day={<Text whiteSpace="nowrap">{formatDay(row.original.createdOn)}</Text>}
          inspectionNumber={row.original.inspectionNumber}
        />
      ),
    }),
    column.accessor((inspection) => inspection.product.styleCode, {
      id: "styleCode",
      header: t`STYLE`,
      meta: { minWidth: 180 },
      cell: ({ row }) => (
        <StyleCell
          minW="40"
          code={<StyleCode product={row.original.product} />}
          name={row.original.product.styleName}
        />
      ),
    }),
    shared.status({ priority: 1, minWidth: 80 }),
    shared.result({ priority: 2, minWidth: 80 }),
    shared.controlPoint({ priority: 10, minWidth: 135 }, "28"),
    shared.submissionNumber({ priority: 14, minWidth: 140 }),
    column.accessor("deliveryDate", {
      id: "date",
      header: t`DELIVERY DATE`,
      meta: { priority: 3, minWidth: 160 },
      cell: ({ getValue }) => dayCell(getValue(), t`No delivery date`),
    }),
    column.accessor("inspectionDate", {
      header: t`INSPECTION DATE`,
      meta: { priority: 4, minWidth: 175 },
      cell: ({ getValue }) => dayCell(getValue(), t`No inspection date`),
    }),
    column.accessor((inspection) => inspection.inspector?.name ?? "", {
      id: "inspector",
      header: t`INSPECTOR`,
      meta: { priority: 5, minWidth: 130 },
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() ? (
          <Box minW="28">{getValue()}</Box>
        ) : (
          <Text as="span" color="fg.subtle" whiteSpace="nowrap">
            <Trans>Not assigned</Trans>
          </Text>
        ),
    }),
    shared.poNumbers({ priority: 11, minWidth: 115 }),
    shared.season({ priority: 15, minWidth: 80 }),
    column.accessor((inspection) => inspection.colour.code, {
      id: "colourCode",
      header: t`COLOUR CODE`,
      meta: { priority: 17, minWidth: 120 },
      enableSorting: false,
    }),
    column.accessor((inspection) => inspection.colour.name, {
      id: "colour",
      header: t`COLOUR`,
      meta: { priority: 16, minWidth: 80 },
      enableSorting: false,
    }),
    column.accessor("level", {
      header: t`LEVEL`,
      meta: { priority: 13, minWidth: 70 },
      enableSorting: false,
      cell: ({ getValue }) => <LevelCell level={getValue()} />,
    }),
    shared.lotSize({ priority: 7, minWidth: 110 }),
    column.accessor((inspection) => inspection.plan.sampleSize, {
      id: "sampleSize",
      header: t`SAMPLE SIZE`,
      meta: { align: "end", priority: 6, minWidth: 140 },
      cell: ({ getValue }) => countCell(getValue()),
    }),
    column.accessor("allowedDefectsMaj", {
      header: t`ALLOWED MAJOR (AC)`,
      enableSorting: false,
      meta: { align: "end", priority: 12, minWidth: 175 },
      cell: ({ getValue }) => countCell(getValue()),
    }),
    column.accessor("totalDefects", {
      header: t`TOTAL DEFECTS`,
      enableSorting: false,
      meta: { align: "end", priority: 9, minWidth: 135 },
      cell: ({ getValue }) => countCell(getValue()),
    }),
  ]),
);

/** The action cell: the report for everyone, and for planners what the lifecycle allows on the row. */
export const inspectionsActionColumn = perLanguage(() =>
  column.display({
    id: "action",
    header: t`ACTION`,
    meta: { width: "64px", align: "end", stickyEnd: true, minWidth: 72 },
    cell: ({ row }) => <InspectionRowActions inspection={row.original} />,
  }),
);
