import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { inspectionNumberOf, type Order, formatCount, formatDay } from "@aql-portal/shared";
import { subLine } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import type { DataTableProps } from "../../../components/data-table/data-table";
import { statusLabel } from "../../../components/ui/inspection-badges";
import { perLanguage } from "../../../lib/i18n";

/**
 * The columns both PO-line lists show (CREATE INSPECTIONS, SKIPPED INSPECTIONS). The lists are in delivery
 * date order, as the server reads them; no column sorts.
 */
export const orderColumn = dataTableColumnHelper<Order>();
export type OrderColumns = DataTableProps<Order>["columns"];

/** A line as its tick box and actions name it: "PO 45001211, T41-3150 / 001". */
export function orderLineName(order: Order): string {
  const { poNumber, styleCode, colourCode } = order;
  return t`PO ${poNumber}, ${styleCode} / ${colourCode}`;
}

/** A code people search for, with the name under it. */
function CodeAndName({ code, name }: { code: string; name: string }) {
  return (
    <Box minW="0">
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {code}
      </Text>
      {name && name !== code ? (
        <Text fontSize="sm" color="fg.muted" lineClamp="2">
          {name}
        </Text>
      ) : null}
    </Box>
  );
}

/*
 * Both lists fit their width (DataTableColumnMeta.priority): the PO and the style always show, then what each
 * list is about (its status or skip reason, priority 1), then delivery, quantity, colour, supplier.
 */

const poColumn = () =>
  orderColumn.accessor("poNumber", {
    header: t`PO`,
    meta: { minWidth: 120 },
    cell: ({ getValue }) => (
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {getValue()}
      </Text>
    ),
  });

/** The style, with its season: one column, so the list fits a 1024 px screen. */
const styleColumn = () =>
  orderColumn.accessor("styleCode", {
    header: t`STYLE`,
    meta: { minWidth: 170 },
    cell: ({ row }) => {
      const { styleCode, styleName, seasonCode } = row.original;
      return (
        <Box minW="36">
          <HStack gap="1.5" wrap="wrap">
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {styleCode}
            </Text>
            {seasonCode ? (
              <Badge variant="outline" size="sm" title={t`Season ${seasonCode}`}>
                {seasonCode}
              </Badge>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp="2">
            {styleName}
          </Text>
        </Box>
      );
    },
  });

const colourColumn = () =>
  orderColumn.accessor("colourCode", {
    header: t`COLOUR`,
    meta: { priority: 4, minWidth: 100 },
    cell: ({ row }) => <CodeAndName code={row.original.colourCode} name={row.original.colourName} />,
  });

const supplierColumn = () =>
  orderColumn.accessor((order) => order.supplier.name, {
    id: "supplier",
    header: t`SUPPLIER / FACTORY`,
    meta: { priority: 5, minWidth: 170 },
    cell: ({ row }) => (
      <Box minW="0">
        {row.original.supplier.name}
        {subLine(row.original.factory.name)}
      </Box>
    ),
  });

/** When and where the line is delivered: the date, and the centre under it. */
const deliveryColumn = () =>
  orderColumn.accessor("deliveryDate", {
    header: t`DELIVERY`,
    meta: { priority: 2, minWidth: 130 },
    cell: ({ row }) => (
      <Box>
        <Text whiteSpace="nowrap">{formatDay(row.original.deliveryDate)}</Text>
        {subLine(row.original.centre.name)}
      </Box>
    ),
  });

/** Order quantity, with the cartons under it when the import gave them. */
const quantityColumn = () =>
  orderColumn.accessor("quantity", {
    header: t`QUANTITY`,
    meta: { align: "end", priority: 3, minWidth: 110 },
    cell: ({ row }) => {
      const { quantity, cartons } = row.original;
      return (
        <Box whiteSpace="nowrap">
          {formatCount(quantity)}
          {cartons === null ? null : subLine(plural(cartons, { one: "# carton", other: "# cartons" }))}
        </Box>
      );
    },
  });

/** The line's own columns, which both lists show before what each is about (made once per language). */
export const lineColumns = perLanguage((): OrderColumns =>
  orderColumn.columns([
    poColumn(),
    styleColumn(),
    colourColumn(),
    supplierColumn(),
    deliveryColumn(),
    quantityColumn(),
  ]),
);

/**
 * Where a ready line stands: in no inspection, or in one not planned yet (status Created, as Manage Inspections
 * names it: an import's grouping or a planner's), which a new inspection of it takes it out of.
 * `newInspectionId` marks the one this page just made.
 */
export function ReadyStatus({ order, newInspectionId }: { order: Order; newInspectionId: string | null }) {
  const { t } = useLingui();
  if (order.inspectionId === null) {
    return (
      <Badge colorPalette="gray" variant="outline" whiteSpace="nowrap">
        <Trans>No inspection</Trans>
      </Badge>
    );
  }
  const isNew = order.inspectionId === newInspectionId;
  const inspectionNumber = inspectionNumberOf(order.inspectionId);
  return (
    <Box
      title={
        isNew
          ? t`The inspection you just created. Plan it in Manage Inspections.`
          : t`In an inspection created and not planned yet. A new inspection of this line takes it from there.`
      }
    >
      <Badge colorPalette={isNew ? "green" : "blue"} variant="subtle" whiteSpace="nowrap">
        {isNew ? t`Created just now` : statusLabel("CREATED")}
      </Badge>
      <Text fontSize="xs" color="fg.muted" mt="1" fontFamily="mono">
        <Trans>No. {inspectionNumber}</Trans>
      </Text>
    </Box>
  );
}
