import { useCallback, useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import { LuClipboardPlus, LuListChecks } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { can, messages, webRoutes, type Order, formatDay } from "@aql-portal/shared";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { ListFooter } from "../../../components/data-table/list-footer";
import { PageHeader } from "../../../components/layouts/page-header";
import { useDialogs } from "../../../components/ui/dialogs";
import { notify } from "../../../components/ui/toaster";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { useOrders } from "../api/list-orders";
import { skipOrders, unskipOrders, type SkipReasonChoice } from "../api/update-orders";
import { orderLineName } from "./order-columns";
import { OrdersToolbar } from "./orders-toolbar";
import { SkipReasonDialog, type SkipReasonRequest } from "./skip-reason-dialog";
import { SkippedOrderRowContext, type SkippedOrderAction } from "./skipped-order-row";
import { skippedOrdersColumns, skippedOrdersReadOnlyColumns } from "./skipped-orders-columns";
import { useOrdersFilters } from "./use-orders-filters";
import { errorMessage } from "../../../lib/api-client";

/** Every outcome of a change to a line's skip reason, or of returning one: the newest replaces the one on screen. */
const REASON = { action: "skip-reason" };
const lineAction = (order: Order) => ({ action: `order:${order.id}` });

/**
 * /user/skipped-inspections, SKIPPED INSPECTIONS (spec §2, §7 Orders): PO lines a planner decided not to
 * inspect, with the reason. Planners change the reason or return a line to CREATE INSPECTIONS; others read.
 */
export function SkippedInspectionsPage() {
  const { role, user } = useSession();
  const { features } = useConfig();
  const dialogs = useDialogs();
  const canPlan = can(role.name, "inspections:plan");
  const { filters, request, searchInput, setSearchInput, setFilter, setRange, narrowed, clear } =
    useOrdersFilters("skipped");
  const orders = useOrders(request.ok ? request.query : null);
  const { items, applyChanges, reload } = orders;
  const [changing, setChanging] = useState<SkipReasonRequest | null>(null);

  const changeReason = async ({ lines }: SkipReasonRequest, reason: SkipReasonChoice) => {
    let saved: Order[];
    try {
      saved = await skipOrders(
        lines.map((order) => order.id),
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
      const ok = await dialogs.confirm({
        title: "Return to ready to inspect",
        message: `PO ${order.poNumber} (${order.styleCode} / ${order.colourCode}) goes back to CREATE INSPECTIONS, in no inspection, and loses its skip reason.`,
        confirmLabel: "Return it",
        cancelLabel: "Cancel",
      });
      if (!ok) return;
      try {
        await unskipOrders([order.id]);
        notify(
          "success",
          `PO ${order.poNumber}, ${order.styleCode} / ${order.colourCode}.`,
          messages.ordersUnskipped,
          lineAction(order),
        );
        await applyChanges([], [order.id]);
      } catch (error) {
        notify("error", errorMessage(error), messages.unableToUpdateSkipReason, lineAction(order));
      }
    },
    [dialogs, applyChanges],
  );

  const onAction = useCallback(
    (order: Order, action: SkippedOrderAction) => void perform(order, action),
    [perform],
  );

  const status = listStatus(orders, () => void reload(), messages.unableToFetchSkippedInspections);

  return (
    <Box>
      <PageHeader
        title="Skipped inspections"
        description={
          canPlan
            ? "PO lines that are not inspected, with the reason. Change a reason, or return a line to ready to inspect."
            : "PO lines that are not inspected, with the reason."
        }
        actions={
          canPlan && features.showPoSelection ? (
            <Button asChild variant="outline" size="lg" bg="bg">
              <RouterLink to={webRoutes.poSelection}>
                <LuClipboardPlus aria-hidden="true" />
                Create inspections
              </RouterLink>
            </Button>
          ) : null
        }
      />
      <OrdersToolbar
        filters={filters}
        searchInput={searchInput}
        onSearchChange={setSearchInput}
        onFilterChange={setFilter}
        onRangeChange={setRange}
        rangeError={request.ok ? null : request.message}
        showSupplier={user.supplier === null}
        onClear={narrowed ? clear : undefined}
      />
      <SkippedOrderRowContext value={onAction}>
        <DataTable
          label="Skipped PO lines"
          columns={canPlan ? skippedOrdersColumns : skippedOrdersReadOnlyColumns}
          data={items}
          getRowId={(order) => order.id}
          status={status}
          refreshing={orders.isRefreshing}
          density="sm"
          rowName={orderLineName}
          empty={
            !request.ok ? (
              <ListEmpty icon={<LuListChecks />} title="Fix the delivery dates to see skipped lines." />
            ) : narrowed ? (
              <ListEmpty
                icon={<LuListChecks />}
                title="No skipped PO lines match these filters."
                clear={{ label: "Clear the filters", onClick: clear }}
              />
            ) : (
              <ListEmpty
                icon={<LuListChecks />}
                title={`No skipped PO lines delivering from ${formatDay(filters.from)}.`}
                detail="Lines skipped on CREATE INSPECTIONS are listed here with their reason."
              />
            )
          }
        />
      </SkippedOrderRowContext>
      <ListFooter list={orders} noun={["skipped PO line", "skipped PO lines"]} />
      {canPlan ? (
        <SkipReasonDialog request={changing} onClose={() => setChanging(null)} onSubmit={changeReason} />
      ) : null}
    </Box>
  );
}
