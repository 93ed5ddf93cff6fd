import type { DownloadJob } from "@aql-portal/shared";

/** The statuses a download may be narrowed to, as the page names them. */
export const STATUS_LABELS: Readonly<Record<NonNullable<DownloadJob["filters"]["status"]>, string>> = {
  FINISHED: "Finished",
  CLOSED: "Closed",
};
