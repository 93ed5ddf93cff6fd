import { useEffect, useSyncExternalStore } from "react";
import useSWR, { type SWRResponse } from "swr";
import type { SizeChart } from "@aql-portal/shared";
import type { ApiRequestError } from "../../../lib/api-client";
import { getSizeChart } from "../../../lib/size-chart";
import { getInspectionDetail } from "../../../lib/inspections";
import { saveInspectionWork } from "../api/save-inspection-work";
import { uploadInspectionPhoto } from "../api/upload-inspection-photo";
import { BackgroundSender, type PendingWork } from "../outbox/background-sender";
import { tabletStorage } from "../outbox/inspection-storage";
import { browserConnectivity, type InspectionOutbox, type OutboxSnapshot } from "../outbox/inspection-outbox";

let browserSender: BackgroundSender | null = null;

/** The page's background sender, which also holds each inspection's outbox (the screen borrows it). */
function tabletSender(): BackgroundSender {
  return (browserSender ??= new BackgroundSender({
    storage: tabletStorage(),
    api: { getDetail: getInspectionDetail, saveWork: saveInspectionWork, uploadPhoto: uploadInspectionPhoto },
    connectivity: browserConnectivity,
  }));
}

/**
 * The inspection kept on this tablet and sent while its screen is open; when the screen closes with entries
 * unsent, the background sender takes them over.
 */
export function useInspectionOutbox(inspectionId: string): [InspectionOutbox, OutboxSnapshot] {
  const sender = tabletSender();
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

/** Sends unsent work of every inspection on this tablet while the calling component (the area) is shown. */
export function useBackgroundSender(): void {
  useEffect(() => tabletSender().start(), []);
}

/** What waits on this tablet for an inspection (undefined: nothing to say). */
export function usePendingWork(inspectionId: string): PendingWork | undefined {
  const sender = tabletSender();
  return useSyncExternalStore(sender.subscribe, () => sender.getSnapshot().get(inspectionId));
}

/**
 * The style's size chart (null: it has none). Kept on the tablet as well, so measuring goes on when the
 * connection drops; the server's answer wins whenever there is one.
 */
export function useInspectionSizeChart(productId: string): SWRResponse<SizeChart | null, ApiRequestError> {
  return useSWR(
    ["inspection-size-chart", productId] as const,
    async ([, id]) => {
      const storage = tabletStorage();
      try {
        const chart = await getSizeChart(id);
        await storage.writeSizeChart(id, chart).catch(() => {
          // Only a copy for later: the chart just read is what the screen shows now.
        });
        return chart;
      } catch (error) {
        const kept = await storage.readSizeChart(id).catch(() => undefined);
        if (kept !== undefined) return kept;
        throw error;
      }
    },
    { revalidateOnFocus: false },
  );
}
