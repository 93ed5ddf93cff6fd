import { deleteExpiredDownloads } from "../downloads/run-download";
import { timerFunction } from "../lib/timer";

/**
 * Every five minutes: deletes the downloads whose day is over (DOWNLOAD_RETENTION_HOURS after they were ready),
 * their zips first, then their jobs. Decision: docs/decisions/downloads.md.
 */
export const downloadsCleanup = timerFunction({
  name: "downloads-cleanup",
  schedule: "0 */5 * * * *",
  run: async ({ services, now, log }) => {
    const deleted = await deleteExpiredDownloads(services, now);
    if (deleted > 0) log.log({ function: "downloads-cleanup", deleted });
  },
});
