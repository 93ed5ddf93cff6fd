import { t } from "@lingui/core/macro";
import type { DownloadJob } from "@aql-portal/shared";

/** The statuses a download may be narrowed to, as the page names them (in the language shown when read). */
export const STATUS_LABELS: Readonly<Record<NonNullable<DownloadJob["filters"]["status"]>, string>> = {
  get FINISHED() {
    return t`Finished`;
  },
  get CLOSED() {
    return t`Closed`;
  },
};
