import { useCallback, useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatCount, isOneLot, messages, type Inspection, type Order } from "@aql-portal/shared";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { createInspection } from "../api/create-inspection";
import { skipOrders, type SkipReasonChoice } from "../api/update-orders";
import { addSelectable, whyNotSelectable, type SelectionPurpose } from "./lot-selection";
import type { OrderLines } from "./order-lines-list";
import type { ReadyOrderRowContextValue } from "./ready-order-row";
import type { SkipReasonRequest } from "./skip-reason-dialog";

/** Each try at making the ticked lines an inspection, or at skipping them: the newest outcome replaces the last. */
const CREATING = { action: "create-inspection" };
const SKIPPING = { action: "skip-orders" };

/**
 * CREATE INSPECTIONS' selection: the lines ticked (for one inspection, or to skip), what the table needs to tick
 * them, and the two things to do with them. After a creation, the inspection made, until something else is
 * ticked.
 */
/** What Create inspection came to: a new inspection, or the one these lines already made up. */
export interface MadeInspection {
  inspection: Inspection;
  existed: boolean;
}

export function useReadySelection({ items, applyChanges, reload }: OrderLines["orders"]) {
  const { t } = useLingui();
  const [purpose, setPurpose] = useState<SelectionPurpose>("inspect");
  const [selected, setSelected] = useState<Order[]>([]);
  /** The inspection this page last made, or found already made of the very lines selected. */
  const [created, setCreated] = useState<MadeInspection | null>(null);
  const [creating, setCreating] = useState(false);
  /** Why the last Create failed (the server's message), until the selection changes. */
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
            ? t`No lines to select.`
            : purpose === "inspect" && selected.length === 0
              ? t`Tick one line first: this then ticks every line shown that can join it.`
              : null,
        onToggle: () =>
          changeSelection(
            allTicked
              ? selected.filter((order) => !items.some((shown) => shown.id === order.id))
              : addSelectable(selected, items, purpose),
          ),
      },
      newInspectionId: created && !created.existed ? created.inspection.id : null,
    };
  }, [selected, purpose, items, created, changeSelection, t]);

  const changePurpose = (next: SelectionPurpose) => {
    setPurpose(next);
    // Lines ticked for skipping may be of several styles: they cannot all go into one inspection.
    if (next === "inspect" && selected.length > 0 && !isOneLot(selected)) changeSelection([]);
  };

  const create = async () => {
    if (!isOneLot(selected) || creating) return;
    setCreating(true);
    setFailure(null);
    try {
      const inspection = await createInspection(selected.map((order) => order.id));
      // These very lines already made up this inspection: the server answered it as it was.
      const existed = selected.every((order) => order.inspectionId === inspection.id);
      const { inspectionNumber } = inspection;
      const lineCount = selected.length;
      const lotSize = formatCount(inspection.plan.lotSize);
      const sampleSize = formatCount(inspection.plan.sampleSize);
      notify(
        existed ? "info" : "success",
        existed
          ? messages.inspectionAlreadyMade(inspection.inspectionNumber)
          : t`Inspection ${inspectionNumber}: ${plural(lineCount, { one: "# PO line", other: "# PO lines" })}, lot ${lotSize}, sample ${sampleSize}.`,
        existed ? messages.inspectionAlreadyMadeTitle : messages.inspectionCreated,
        CREATING,
      );
      const moved = selected.map((order) => ({
        ...order,
        inspectionId: inspection.id,
        status: "OPEN" as const,
      }));
      setSelected([]);
      setCreated({ inspection, existed });
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
    const lineCount = ids.length;
    notify(
      "success",
      t`${plural(lineCount, { one: "# PO line", other: "# PO lines" })} moved to SKIPPED INSPECTIONS.`,
      messages.ordersSkipped,
      SKIPPING,
    );
    setSkipping(null);
    changeSelection([]);
    await applyChanges([], ids);
  };

  return {
    purpose,
    changePurpose,
    selected,
    created,
    creating,
    failure,
    rowContext,
    create: () => void create(),
    clear: () => changeSelection([]),
    dismissCreated: () => setCreated(null),
    /** The skip dialog's request while it is open. */
    skipping,
    startSkip: () => setSkipping({ lines: selected, current: null }),
    cancelSkip: () => setSkipping(null),
    skip,
  };
}

export type ReadySelection = ReturnType<typeof useReadySelection>;
