import { useCallback, useState } from "react";
import { Box } from "@chakra-ui/react";
import { LuClipboardPlus } from "react-icons/lu";
import { useLingui } from "@lingui/react/macro";
import { can, messages, webRoutes, type Order } from "@aql-portal/shared";
import { PageHeader } from "../../../components/layouts/page-header";
import { useDialogs } from "../../../components/ui/dialogs";
import { LinkButton } from "../../../components/ui/link-button";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { skipOrders, unskipOrders, type SkipReasonChoice } from "../api/update-orders";
import { orderLineName } from "./order-columns";
import { OrderLinesList, useOrderLines } from "./order-lines-list";
import { SkipReasonDialog, type SkipReasonRequest } from "./skip-reason-dialog";
import { SkippedOrderRowContext, type SkippedOrderAction } from "./skipped-order-row";
import { skippedOrdersColumns, skippedOrdersReadOnlyColumns } from "./skipped-orders-columns";

/** Every outcome of a change to a line's skip reason, or of returning one: the newest replaces the one on screen. */
const REASON = { action: "skip-reason" };
const lineAction = (order: Order) => ({ action: `order:${order.id}` });

/**
 * /user/skipped-inspections, SKIPPED INSPECTIONS (spec §2, §7 Orders): PO lines a planner decided not to
 * inspect, with the reason. Planners change the reason or return a line to CREATE INSPECTIONS; others read.
 */
export function SkippedInspectionsPage() {
  const { t } = useLingui();
  const { role } = useSession();
  const { features } = useConfig();
  const dialogs = useDialogs();
  const canPlan = can(role.name, "inspections:plan");
  const lines = useOrderLines("skipped");
  const { applyChanges } = lines.orders;
  const [changing, setChanging] = useState<SkipReasonRequest | null>(null);

  const changeReason = async ({ lines: changed }: SkipReasonRequest, reason: SkipReasonChoice) => {
    let saved: Order[];
    try {
      saved = await skipOrders(
        changed.map((order) => order.id),
        reason,
      );
    } catch (error) {
      notify("error", errorMessage(error), messages.unableToUpdateSkipReason, REASON);
      throw error;
    }
    notify("success", messages.skipReasonUpdated, undefined, REASON);
    setChanging(null);
    await applyChanges(saved);
  };

  const perform = useCallback(
    async (order: Order, action: SkippedOrderAction) => {
      if (action === "change-reason") {
        setChanging({ lines: [order], current: order.skipReason ?? null });
        return;
      }
      const { poNumber, styleCode, colourCode } = order;
      const ok = await dialogs.confirm({
        title: t`Return to ready to inspect`,
        message: t`PO ${poNumber} (${styleCode} / ${colourCode}) goes back to CREATE INSPECTIONS, in no inspection, and loses its skip reason.`,
        confirmLabel: t`Return it`,
        cancelLabel: t`Cancel`,
      });
      if (!ok) return;
      try {
        await unskipOrders([order.id]);
        notify("success", `${orderLineName(order)}.`, messages.ordersUnskipped, lineAction(order));
        await applyChanges([], [order.id]);
      } catch (error) {
        notify("error", errorMessage(error), messages.unableToUpdateSkipReason, lineAction(order));
      }
    },
    [dialogs, applyChanges, t],
  );

  const onAction = useCallback(
    (order: Order, action: SkippedOrderAction) => void perform(order, action),
    [perform],
  );

  return (
    <Box>
      <PageHeader
        title={t`Skipped inspections`}
        description={
          canPlan
            ? t`PO lines that are not inspected, with the reason. Change a reason, or return a line to ready to inspect.`
            : t`PO lines that are not inspected, with the reason.`
        }
        actions={
          canPlan && features.showPoSelection ? (
            <LinkButton to={webRoutes.poSelection} icon={LuClipboardPlus}>
              {t`Create inspections`}
            </LinkButton>
          ) : null
        }
      />
      <SkippedOrderRowContext value={onAction}>
        <OrderLinesList
          lines={lines}
          columns={canPlan ? skippedOrdersColumns() : skippedOrdersReadOnlyColumns()}
        />
      </SkippedOrderRowContext>
      {canPlan ? (
        <SkipReasonDialog request={changing} onClose={() => setChanging(null)} onSubmit={changeReason} />
      ) : null}
    </Box>
  );
}
