import { Box, Text } from "@chakra-ui/react";
import { LuPencil, LuUndo2 } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "@aql-portal/shared";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";
import { noValue } from "../../../components/data-table/cells";
import { perLanguage } from "../../../lib/i18n";
import { lineColumns, orderColumn, orderLineName, type OrderColumns } from "./order-columns";
import { useSkippedOrderAction, type SkippedOrderAction } from "./skipped-order-row";

const actions = perLanguage((): readonly RowAction<SkippedOrderAction>[] => [
  { value: "change-reason", label: t`Change reason…`, icon: LuPencil },
  { value: "unskip", label: t`Return to ready to inspect`, icon: LuUndo2 },
]);

function ActionsCell({ order }: { order: Order }) {
  const { t } = useLingui();
  const onAction = useSkippedOrderAction();
  const line = orderLineName(order);
  return (
    <RowActionsMenu
      label={t`Actions for ${line}`}
      groups={[actions()]}
      onAction={(action) => onAction(order, action)}
    />
  );
}

/** The reason, and under it the planner's words for a reason that asks for them ("Other"). */
const reasonColumn = () =>
  orderColumn.accessor((order) => order.skipReason?.name ?? "", {
    id: "skipReason",
    header: t`SKIP REASON`,
    meta: { priority: 1, minWidth: 200 },
    cell: ({ row }) => {
      const reason = row.original.skipReason;
      if (!reason) return noValue(t`No reason`);
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

/** SKIPPED INSPECTIONS for someone who may only look. Made once per language. */
export const skippedOrdersReadOnlyColumns = perLanguage((): OrderColumns =>
  orderColumn.columns([...lineColumns(), reasonColumn()]),
);

/** SKIPPED INSPECTIONS for planners: each line's actions at the right edge. Made once per language. */
export const skippedOrdersColumns = perLanguage((): OrderColumns =>
  orderColumn.columns([
    ...skippedOrdersReadOnlyColumns(),
    orderColumn.display({
      id: "actions",
      header: t`ACTION`,
      meta: { width: "64px", align: "end", stickyEnd: true, minWidth: 72 },
      cell: ({ row }) => <ActionsCell order={row.original} />,
    }),
  ]),
);
