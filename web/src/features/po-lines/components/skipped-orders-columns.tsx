import { Box, Text } from "@chakra-ui/react";
import { LuPencil, LuUndo2 } from "react-icons/lu";
import type { Order } from "@aql-portal/shared";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";
import { noValue } from "../../../components/data-table/cells";
import { lineColumns, orderColumn, orderLineName, type OrderColumns } from "./order-columns";
import { useSkippedOrderAction, type SkippedOrderAction } from "./skipped-order-row";

const ACTIONS: readonly RowAction<SkippedOrderAction>[] = [
  { value: "change-reason", label: "Change reason…", icon: LuPencil },
  { value: "unskip", label: "Return to ready to inspect", icon: LuUndo2 },
];

function ActionsCell({ order }: { order: Order }) {
  const onAction = useSkippedOrderAction();
  return (
    <RowActionsMenu
      label={`Actions for ${orderLineName(order)}`}
      groups={[ACTIONS]}
      onAction={(action) => onAction(order, action)}
    />
  );
}

/** The reason, and under it the planner's words for a reason that asks for them ("Other"). */
const reasonColumn = orderColumn.accessor((order) => order.skipReason?.name ?? "", {
  id: "skipReason",
  header: "SKIP REASON",
  meta: { priority: 1, minWidth: 200 },
  cell: ({ row }) => {
    const reason = row.original.skipReason;
    if (!reason) return noValue("No reason");
    return (
      <Box maxW="72">
        <Text>{reason.name}</Text>
        {reason.detail ? (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            “{reason.detail}”
          </Text>
        ) : null}
      </Box>
    );
  },
});

const readOnlyColumns = [...lineColumns, reasonColumn];

/** SKIPPED INSPECTIONS for planners: each line's actions at the right edge. */
export const skippedOrdersColumns: OrderColumns = orderColumn.columns([
  ...readOnlyColumns,
  orderColumn.display({
    id: "actions",
    header: "ACTION",
    meta: { width: "64px", align: "end", stickyEnd: true, minWidth: 72 },
    cell: ({ row }) => <ActionsCell order={row.original} />,
  }),
]);

/** SKIPPED INSPECTIONS for someone who may only look. */
export const skippedOrdersReadOnlyColumns: OrderColumns = orderColumn.columns(readOnlyColumns);
