import { useEffect, useState, useSyncExternalStore } from "react";
import useSWR, { type SWRResponse } from "swr";
import type { SizeChart } from "@aql-portal/shared";
import type { ApiRequestError } from "../../../lib/api-client";
import { getSizeChart } from "../../../lib/size-chart";
import { getInspectionDetail } from "../api/get-inspection-detail";
import { saveInspectionWork } from "../api/save-inspection-work";
import { uploadInspectionPhoto } from "../api/upload-inspection-photo";
import { tabletStorage } from "../sync/inspection-storage";
import { InspectionSync, browserConnectivity, type SyncSnapshot } from "../sync/inspection-sync";

const api = {
  getDetail: getInspectionDetail,
  saveWork: saveInspectionWork,
  uploadPhoto: uploadInspectionPhoto,
};

/** The inspection kept on this tablet and sent when it can; one for the screen's lifetime. */
export function useInspectionSync(inspectionId: string): [InspectionSync, SyncSnapshot] {
  const [sync] = useState(
    () =>
      new InspectionSync({
        inspectionId,
        storage: tabletStorage(),
        api,
        connectivity: browserConnectivity,
      }),
  );
  useEffect(() => sync.start(), [sync]);
  return [sync, useSyncExternalStore(sync.subscribe, sync.getSnapshot)];
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

/**
 * The time when the component mounted, ticking every `ms` (null: not ticking): for countdowns ("retrying in
 * 10 s"), which are remounted for each new deadline.
 */
export function useNow(ms: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (ms === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}
