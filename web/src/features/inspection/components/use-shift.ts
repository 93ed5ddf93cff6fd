import { useEffect, useSyncExternalStore } from "react";
import { useSession } from "../../../lib/auth/session-context";
import { defaultPlanRange, readWholePlan } from "../../../lib/inspection-plan";
import { fetchMetaList } from "../../../lib/reference-data";
import { userStore } from "../../../lib/tablet-store";
import { browserConnectivity } from "../outbox/inspection-outbox";
import { ShiftPreparation, type ReadinessState } from "../offline/prepare-shift";
import { readSizeChart, tabletSender } from "./use-inspection-outbox";

const preparations = new Map<string, ShiftPreparation>();

function preparationFor(userId: string, keepAppCode: () => Promise<number | null>): ShiftPreparation {
  let preparation = preparations.get(userId);
  if (!preparation) {
    const store = userStore(userId);
    preparation = new ShiftPreparation(
      {
        readPlan: () => readWholePlan(defaultPlanRange(new Date()), store),
        keepInspection: (id) => tabletSender(userId).outboxFor(id).keepServerCopy(),
        readSizeChart,
        readLists: () => Promise.all([fetchMetaList("defects"), fetchMetaList("inspection-levels")]),
        keepAppCode,
        persist: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
      },
      store,
    );
    preparations.set(userId, preparation);
  }
  return preparation;
}

/**
 * Gets the tablet ready for the shift offline when the inspector reaches the plan online (and again when the
 * connection returns, if it could not finish): `keepAppCode` asks the service worker to keep the pages' code.
 */
export function useShiftPreparation(keepAppCode: () => Promise<number | null>): ReadinessState {
  const preparation = preparationFor(useSession().user.id, keepAppCode);
  useEffect(() => {
    void preparation.run(browserConnectivity.isOnline());
    return browserConnectivity.subscribe(() => void preparation.run(browserConnectivity.isOnline()));
  }, [preparation]);
  return useSyncExternalStore(preparation.subscribe, preparation.getSnapshot);
}

/** Whether the tablet has a connection, as the browser says (navigator.onLine and its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => browserConnectivity.subscribe(onChange),
    () => browserConnectivity.isOnline(),
  );
}
