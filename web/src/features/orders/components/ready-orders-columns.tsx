import { useEffect, useId, useRef } from "react";
import { chakra, VisuallyHidden } from "@chakra-ui/react";
import type { Order } from "@aql-portal/shared";
import {
  ReadyStatus,
  colourColumn,
  deliveryColumn,
  orderColumn,
  poColumn,
  type OrderColumns,
  quantityColumn,
  styleColumn,
  supplierColumn,
} from "./order-columns";
import { useReadyOrderRow } from "./ready-order-row";

interface TickBoxProps {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  /** Why it cannot be ticked: it is disabled, and the reason shows on hover and is read out. */
  disabledReason: string | null;
  onChange: (checked: boolean) => void;
}

/** A native checkbox in a 40 px target: React keeps it exactly as the selection says. */
function TickBox({ checked, indeterminate = false, label, disabledReason, onChange }: TickBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const disabled = disabledReason !== null;
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      justifyContent="center"
      minW="10"
      minH="10"
      borderRadius="md"
      cursor={disabled ? "not-allowed" : "pointer"}
      title={disabledReason ?? undefined}
      _hover={disabled ? undefined : { bg: "bg.emphasized" }}
    >
      <chakra.input
        ref={input}
        type="checkbox"
        boxSize="4.5"
        cursor="inherit"
        accentColor="brand.solid"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={label}
        aria-describedby={disabled ? reasonId : undefined}
      />
      {disabled ? <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden> : null}
    </chakra.label>
  );
}

function SelectAllHeader() {
  const { all } = useReadyOrderRow();
  return (
    <TickBox
      checked={all.checked}
      indeterminate={all.indeterminate}
      label="Select every line shown that can join the selection"
      disabledReason={all.disabledReason}
      onChange={all.onToggle}
    />
  );
}

function SelectCell({ order }: { order: Order }) {
  const { selectedIds, whyNotSelectable, onToggle } = useReadyOrderRow();
  return (
    <TickBox
      checked={selectedIds.has(order.id)}
      label={`Select PO ${order.poNumber}, ${order.styleCode} / ${order.colourCode}`}
      disabledReason={whyNotSelectable(order)}
      onChange={(checked) => onToggle(order, checked)}
    />
  );
}

function StatusCell({ order }: { order: Order }) {
  const { newInspectionId } = useReadyOrderRow();
  return <ReadyStatus order={order} newInspectionId={newInspectionId} />;
}

const selectColumn = orderColumn.display({
  id: "select",
  header: () => <SelectAllHeader />,
  meta: { width: "56px", minWidth: 56 },
  cell: ({ row }) => <SelectCell order={row.original} />,
});

const statusColumn = orderColumn.display({
  id: "status",
  header: "STATUS",
  meta: { priority: 1, minWidth: 130 },
  cell: ({ row }) => <StatusCell order={row.original} />,
});

const readOnlyColumns = [
  poColumn,
  styleColumn,
  colourColumn,
  supplierColumn,
  deliveryColumn,
  quantityColumn,
  statusColumn,
];

/** CREATE INSPECTIONS for planners: a tick box on each line. */
export const readyOrdersColumns: OrderColumns = orderColumn.columns([selectColumn, ...readOnlyColumns]);

/** CREATE INSPECTIONS for someone who may only look (a supplier): no tick boxes. */
export const readyOrdersReadOnlyColumns: OrderColumns = orderColumn.columns(readOnlyColumns);
