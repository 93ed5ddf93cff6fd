import { HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { t } from "@lingui/core/macro";
import type { AqlStandard, ClassSwitching, SupplierSwitchingList, SwitchingClass } from "@aql-portal/shared";
import { dayCell } from "../../../components/data-table/cells";
import { compareText, type Comparator } from "../../../components/data-table/client-sort";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { ReducedProposedBadge, SwitchingSeverityBadge } from "../../../components/ui/switching-badges";
import { attentionOf } from "../../../lib/supplier-switching";
import { SUPPLIER_PARAM } from "./suppliers-address";
import { classDefectsTitle, progressLine, sinceLine } from "./switching-text";

export type SupplierRow = SupplierSwitchingList["suppliers"][number];

const column = dataTableColumnHelper<SupplierRow>();

/** The supplier's name opens its detail in the drawer (?supplier=…): the row's link. */
function SupplierLink({ row }: { row: SupplierRow }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(SUPPLIER_PARAM, row.supplier.id);
  return (
    <Link asChild fontWeight="semibold">
      <RouterLink to={`${pathname}?${params.toString()}`}>{row.supplier.name}</RouterLink>
    </Link>
  );
}

/** A class's state: its severity (and a proposal to decide), where it stands, since when. */
function ClassCell({ state, standard }: { state: ClassSwitching; standard: AqlStandard }) {
  return (
    <Stack gap="1" minW="44">
      <HStack gap="1.5" wrap="wrap">
        <SwitchingSeverityBadge severity={state.severity} />
        {state.reducedProposed ? <ReducedProposedBadge /> : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted" lineHeight="short">
        {progressLine(state, standard)}
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          {sinceLine(state)}
        </Text>
      </Text>
    </Stack>
  );
}

const classColumn = (cls: SwitchingClass, standard: AqlStandard) =>
  column.accessor((row) => row[cls].severity, {
    id: cls,
    header: classDefectsTitle(cls),
    cell: ({ row }) => <ClassCell state={row.original[cls]} standard={standard} />,
    meta: { minWidth: 220 },
  });

/** The suppliers' table: name, each class's state, when the state last changed. */
export function supplierColumns(standard: AqlStandard) {
  const nothingCounted = t`Nothing counted yet`;
  return column.columns([
    column.accessor((row) => row.supplier.name, {
      id: "supplier",
      header: t`Supplier`,
      cell: ({ row }) => <SupplierLink row={row.original} />,
      meta: { minWidth: 200 },
    }),
    classColumn("major", standard),
    classColumn("minor", standard),
    column.accessor("updatedOn", {
      id: "updatedOn",
      header: t`Last counted`,
      cell: ({ row }) => dayCell(row.original.updatedOn, nothingCounted),
      meta: { hint: t`When the last lot was counted or decision recorded`, minWidth: 130 },
    }),
  ]);
}

/** Severity sorts by how much it asks for attention: discontinued, tightened, proposed, normal, reduced. */
const byClass =
  (cls: SwitchingClass): Comparator<SupplierRow> =>
  (a, b) =>
    attentionOf({ major: a[cls], minor: a[cls] }) - attentionOf({ major: b[cls], minor: b[cls] });

export const SUPPLIER_COMPARATORS: Readonly<Record<string, Comparator<SupplierRow>>> = {
  supplier: (a, b) => compareText(a.supplier.name, b.supplier.name),
  major: byClass("major"),
  minor: byClass("minor"),
  updatedOn: (a, b) => (a.updatedOn ?? "").localeCompare(b.updatedOn ?? ""),
};

/** The list's own order: the suppliers that ask for attention first, then by name. */
export function byAttention(rows: readonly SupplierRow[]): SupplierRow[] {
  return [...rows].sort(
    (a, b) => attentionOf(b) - attentionOf(a) || compareText(a.supplier.name, b.supplier.name),
  );
}
