import type { Order } from "@aql-portal/shared";
import { TickBox } from "../../../components/data-table/tick-box";
import { ReadyStatus, lineColumns, orderColumn, orderLineName, type OrderColumns } from "./order-columns";
import { useReadyOrderRow } from "./ready-order-row";

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
      label={`Select ${orderLineName(order)}`}
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

const readOnlyColumns = [...lineColumns, statusColumn];

/** CREATE INSPECTIONS for planners: a tick box on each line. */
export const readyOrdersColumns: OrderColumns = orderColumn.columns([selectColumn, ...readOnlyColumns]);

/** CREATE INSPECTIONS for someone who may only look (a supplier): no tick boxes. */
export const readyOrdersReadOnlyColumns: OrderColumns = orderColumn.columns(readOnlyColumns);
