import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "@aql-portal/shared";
import { perLanguage } from "../../../lib/i18n";
import { TickBox } from "../../../components/data-table/tick-box";
import { ReadyStatus, lineColumns, orderColumn, orderLineName, type OrderColumns } from "./order-columns";
import { useReadyOrderRow } from "./ready-order-row";

function SelectAllHeader() {
  const { t } = useLingui();
  const { all } = useReadyOrderRow();
  return (
    <TickBox
      checked={all.checked}
      indeterminate={all.indeterminate}
      label={t`Select every line shown that can join the selection`}
      disabledReason={all.disabledReason}
      onChange={all.onToggle}
    />
  );
}

function SelectCell({ order }: { order: Order }) {
  const { t } = useLingui();
  const { selectedIds, whyNotSelectable, onToggle } = useReadyOrderRow();
  const line = orderLineName(order);
  return (
    <TickBox
      checked={selectedIds.has(order.id)}
      label={t`Select ${line}`}
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

/** CREATE INSPECTIONS for someone who may only look (a supplier): no tick boxes. Made once per language. */
export const readyOrdersReadOnlyColumns = perLanguage((): OrderColumns =>
  orderColumn.columns([
    ...lineColumns(),
    orderColumn.display({
      id: "status",
      header: t`STATUS`,
      meta: { priority: 1, minWidth: 130 },
      cell: ({ row }) => <StatusCell order={row.original} />,
    }),
  ]),
);

/** CREATE INSPECTIONS for planners: a tick box on each line. Made once per language. */
export const readyOrdersColumns = perLanguage((): OrderColumns =>
  orderColumn.columns([selectColumn, ...readyOrdersReadOnlyColumns()]),
);
