import { useCallback, useMemo, useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import { LuListX, LuPackageSearch, LuUpload } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import {
  can,
  messages,
  webRoutes,
  type Inspection,
  type Order,
  formatCount,
  formatCountOf,
  formatDay,
} from "@aql-portal/shared";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { ListFooter } from "../../../components/data-table/list-footer";
import { PageHeader } from "../../../components/layouts/page-header";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { createInspection } from "../api/create-inspection";
import { useOrders } from "../api/list-orders";
import { skipOrders, type SkipReasonChoice } from "../api/update-orders";
import {
  addSelectable,
  isOneLot,
  lotSummary,
  whyNotSelectable,
  type SelectionPurpose,
} from "./lot-selection";
import { orderLineName } from "./order-columns";
import { OrdersToolbar } from "./orders-toolbar";
import { ReadyOrderRowContext, type ReadyOrderRowContextValue } from "./ready-order-row";
import { readyOrdersColumns, readyOrdersReadOnlyColumns } from "./ready-orders-columns";
import { SelectionBar } from "./selection-bar";
import { SkipReasonDialog, type SkipReasonRequest } from "./skip-reason-dialog";
import { useOrdersFilters } from "./use-orders-filters";

/** Each try at making the ticked lines an inspection, or at skipping them: the newest outcome replaces the last. */
const CREATING = { action: "create-inspection" };
const SKIPPING = { action: "skip-orders" };

/**
 * /user/po-selection, CREATE INSPECTIONS (spec §2, §7 Orders): PO lines ready to inspect, by delivery date from
 * yesterday (spec §9). A planner ticks lines of one style and colour and makes them one inspection (lot = their
 * quantities, plan from ISO 2859-1), or skips lines with a reason. Whoever may not plan only reads the list.
 */
export function CreateInspectionsPage() {
  const { role, user } = useSession();
  const { features } = useConfig();
  const canPlan = can(role.name, "inspections:plan");
  const { filters, request, searchInput, setSearchInput, setFilter, setRange, narrowed, clear } =
    useOrdersFilters("ready");
  const orders = useOrders(request.ok ? request.query : null);
  const { items, applyChanges, reload } = orders;

  const [purpose, setPurpose] = useState<SelectionPurpose>("inspect");
  const [selected, setSelected] = useState<Order[]>([]);
  const [created, setCreated] = useState<Inspection | null>(null);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [skipping, setSkipping] = useState<SkipReasonRequest | null>(null);

  const changeSelection = useCallback((next: Order[]) => {
    setSelected(next);
    setFailure(null);
    if (next.length > 0) setCreated(null);
  }, []);

  const rowContext = useMemo<ReadyOrderRowContextValue>(() => {
    const selectedIds = new Set(selected.map((order) => order.id));
    const whyNot = (order: Order) => whyNotSelectable(selected, order, purpose);
    const candidates = items.filter((order) => whyNot(order) === null);
    const tickedShown = candidates.filter((order) => selectedIds.has(order.id)).length;
    const allTicked = candidates.length > 0 && tickedShown === candidates.length;
    return {
      selectedIds,
      whyNotSelectable: whyNot,
      onToggle: (order, tick) =>
        changeSelection(
          tick
            ? addSelectable(selected, [order], purpose)
            : selected.filter((candidate) => candidate.id !== order.id),
        ),
      all: {
        checked: allTicked,
        indeterminate: tickedShown > 0 && !allTicked,
        disabledReason:
          items.length === 0
            ? "No lines to select."
            : purpose === "inspect" && selected.length === 0
              ? "Tick one line first: this then ticks every line shown that can join it."
              : null,
        onToggle: () =>
          changeSelection(
            allTicked
              ? selected.filter((order) => !items.some((shown) => shown.id === order.id))
              : addSelectable(selected, items, purpose),
          ),
      },
      newInspectionId: created?.id ?? null,
    };
  }, [selected, purpose, items, created, changeSelection]);

  const changePurpose = (next: SelectionPurpose) => {
    setPurpose(next);
    // Lines ticked for skipping may be of several styles: they cannot all go into one inspection.
    if (next === "inspect" && selected.length > 0 && !isOneLot(selected)) changeSelection([]);
  };

  const create = async () => {
    const lot = lotSummary(selected);
    if (!lot || creating) return;
    setCreating(true);
    setFailure(null);
    try {
      const inspection = await createInspection(selected.map((order) => order.id));
      notify(
        "success",
        `Inspection ${inspection.inspectionNumber}: ${formatCountOf(lot.lineCount, "PO line")}, lot ${formatCount(
          inspection.plan.lotSize,
        )}, sample ${formatCount(inspection.plan.sampleSize)}.`,
        messages.inspectionCreated,
        CREATING,
      );
      const moved = selected.map((order) => ({
        ...order,
        inspectionId: inspection.id,
        status: "OPEN" as const,
      }));
      setSelected([]);
      setCreated(inspection);
      await applyChanges(moved);
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      notify("error", message, messages.unableToCreateInspection, CREATING);
      // Someone changed these lines meanwhile (409): show them as they are now.
      if (error instanceof ApiRequestError && error.status === 409) await reload();
    } finally {
      setCreating(false);
    }
  };

  const skip = async ({ lines }: SkipReasonRequest, reason: SkipReasonChoice) => {
    const ids = lines.map((order) => order.id);
    try {
      await skipOrders(ids, reason);
    } catch (error) {
      notify("error", errorMessage(error), messages.unableToUpdateSkipReason, SKIPPING);
      throw error;
    }
    notify(
      "success",
      `${formatCountOf(ids.length, "PO line")} moved to SKIPPED INSPECTIONS.`,
      messages.ordersSkipped,
      SKIPPING,
    );
    setSkipping(null);
    changeSelection([]);
    await applyChanges([], ids);
  };

  const status = listStatus(orders, () => void reload());

  return (
    <Box>
      <PageHeader
        title="Create inspections"
        description={
          canPlan
            ? "PO lines ready to inspect, by delivery date. Make lines of one style and colour one inspection, or skip lines that need none."
            : "PO lines ready to inspect, by delivery date."
        }
        actions={
          <>
            {features.showSkipInspections ? (
              <Button asChild variant="outline" size="lg" bg="bg">
                <RouterLink to={webRoutes.skippedInspections}>
                  <LuListX aria-hidden="true" />
                  Skipped inspections
                </RouterLink>
              </Button>
            ) : null}
            {can(role.name, "products:manage") ? (
              <Button asChild variant="outline" size="lg" bg="bg">
                <RouterLink to={webRoutes.import}>
                  <LuUpload aria-hidden="true" />
                  Import orders
                </RouterLink>
              </Button>
            ) : null}
          </>
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
      {canPlan ? (
        <SelectionBar
          purpose={purpose}
          onPurposeChange={changePurpose}
          selected={selected}
          created={created}
          creating={creating}
          failure={failure}
          onCreate={() => void create()}
          onSkip={() => setSkipping({ lines: selected, current: null })}
          onClear={() => changeSelection([])}
          onDismissCreated={() => setCreated(null)}
        />
      ) : null}
      <ReadyOrderRowContext value={rowContext}>
        <DataTable
          label="PO lines ready to inspect"
          columns={canPlan ? readyOrdersColumns : readyOrdersReadOnlyColumns}
          data={items}
          getRowId={(order) => order.id}
          status={status}
          refreshing={orders.isRefreshing}
          isRowSelected={(order) => rowContext.selectedIds.has(order.id)}
          isRowMuted={(order) => selected.length > 0 && rowContext.whyNotSelectable(order) !== null}
          density="sm"
          rowName={orderLineName}
          empty={
            !request.ok ? (
              <ListEmpty icon={<LuPackageSearch />} title="Fix the delivery dates to see PO lines." />
            ) : narrowed ? (
              <ListEmpty
                icon={<LuPackageSearch />}
                title="No PO lines ready to inspect match these filters."
                clear={{ label: "Clear the filters", onClick: clear }}
              />
            ) : (
              <ListEmpty
                icon={<LuPackageSearch />}
                title={`No PO lines ready to inspect from ${formatDay(filters.from)}.`}
                detail="Lines arrive with an import of orders; lines already planned or skipped are not listed here."
              />
            )
          }
        />
      </ReadyOrderRowContext>
      <ListFooter list={orders} noun={["PO line", "PO lines"]} />
      {canPlan ? (
        <SkipReasonDialog request={skipping} onClose={() => setSkipping(null)} onSubmit={skip} />
      ) : null}
    </Box>
  );
}
