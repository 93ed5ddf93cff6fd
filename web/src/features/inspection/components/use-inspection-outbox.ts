import { useEffect, useSyncExternalStore } from "react";
import useSWR, { type SWRResponse } from "swr";
import { SizeChartSchema, type SizeChart } from "@aql-portal/shared";
import type { ApiRequestError } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { readThrough } from "../../../lib/kept-copies";
import { getSizeChart } from "../../../lib/size-chart";
import { getInspectionDetail } from "../../../lib/inspections";
import { moveInspection } from "../api/move-inspection";
import { saveInspectionWork } from "../api/save-inspection-work";
import { uploadInspectionPhoto } from "../api/upload-inspection-photo";
import { BackgroundSender, type PendingWork } from "../outbox/background-sender";
import { EARLIER_DATABASE, adoptEarlierWork, tabletStorage } from "../outbox/inspection-storage";
import { browserConnectivity, type InspectionOutbox, type OutboxSnapshot } from "../outbox/inspection-outbox";

const senders = new Map<string, BackgroundSender>();

/**
 * The signed-in inspector's outbox on this tablet (their own store: another inspector's work is never sent under
 * this sign-in), which also holds each inspection's outbox (the screen borrows it).
 */
export function tabletSender(userId: string): BackgroundSender {
  let sender = senders.get(userId);
  if (!sender) {
    sender = new BackgroundSender({
      storage: tabletStorage(userId),
      api: {
        getDetail: getInspectionDetail,
        saveWork: saveInspectionWork,
        uploadPhoto: uploadInspectionPhoto,
        moveInspection,
      },
      connectivity: browserConnectivity,
    });
    senders.set(userId, sender);
  }
  return sender;
}

function useTabletSender(): BackgroundSender {
  return tabletSender(useSession().user.id);
}

/**
 * The inspection kept on this tablet and sent while its screen is open; when the screen closes with entries
 * unsent, the background sender takes them over.
 */
export function useInspectionOutbox(inspectionId: string): [InspectionOutbox, OutboxSnapshot] {
  const sender = useTabletSender();
  const outbox = sender.outboxFor(inspectionId);
  useEffect(() => {
    const stop = outbox.start();
    return () => {
      stop();
      sender.wake();
    };
  }, [sender, outbox]);
  return [outbox, useSyncExternalStore(outbox.subscribe, outbox.getSnapshot)];
}

/**
 * Sends unsent work of every inspection the signed-in inspector has on this tablet while the calling component
 * (the area) is shown — first taking over what an earlier release kept in the database all inspectors shared.
 */
export function useBackgroundSender(): void {
  const userId = useSession().user.id;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    void adoptEarlierWorkOnce(userId).finally(() => {
      if (!stopped) stop = tabletSender(userId).start();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId]);
}

const adopted = new Map<string, Promise<void>>();

/** Only where the earlier database is there at all: opening it by name would make an empty one. */
function adoptEarlierWorkOnce(userId: string): Promise<void> {
  let adopting = adopted.get(userId);
  if (!adopting) {
    adopting = indexedDB
      .databases()
      .then(async (databases) => {
        if (databases.some((database) => database.name === EARLIER_DATABASE)) {
          await adoptEarlierWork(userId, tabletStorage(userId));
        }
      })
      .catch(() => undefined);
    adopted.set(userId, adopting);
  }
  return adopting;
}

/** What waits on this tablet for an inspection (undefined: nothing to say). */
export function usePendingWork(inspectionId: string): PendingWork | undefined {
  const sender = useTabletSender();
  return useSyncExternalStore(sender.subscribe, () => sender.getSnapshot().get(inspectionId));
}

/** Everything the signed-in inspector has waiting on this tablet, by inspection id. */
export function useAllPendingWork(): ReadonlyMap<string, PendingWork> {
  const sender = useTabletSender();
  return useSyncExternalStore(sender.subscribe, sender.getSnapshot);
}

/**
 * The style's size chart (null: it has none). Kept on the tablet as well, so measuring goes on when the
 * connection drops; the server's answer wins whenever there is one.
 */
export function useInspectionSizeChart(productId: string): SWRResponse<SizeChart | null, ApiRequestError> {
  return useSWR(["inspection-size-chart", productId] as const, ([, id]) => readSizeChart(id), {
    revalidateOnFocus: false,
  });
}

/** GET /api/size-charts/info/{productId}, kept on the tablet (kept-copies.ts). */
export function readSizeChart(productId: string): Promise<SizeChart | null> {
  return readThrough(`size-chart:${productId}`, SizeChartSchema.nullable(), () => getSizeChart(productId));
}
