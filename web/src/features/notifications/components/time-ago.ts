import { plural, t } from "@lingui/core/macro";
import { formatDay } from "@aql-portal/shared";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Beyond a week a day says more than a count of days. */
const DAYS_COUNTED = 7;

/**
 * When something happened, as a list of recent events says it: "just now", "5 min ago", "3 h ago", "2 days ago",
 * then the day ("05 Jan 2026", formatDay). A moment a little ahead of `now` (another clock) is "just now";
 * anything unreadable is shown as it came.
 */
export function timeAgo(moment: string, now: number): string {
  const at = Date.parse(moment);
  if (Number.isNaN(at)) return moment;
  const elapsed = now - at;
  if (elapsed < MINUTE_MS) return t`just now`;
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return t`${minutes} min ago`;
  }
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return t`${hours} h ago`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return days < DAYS_COUNTED ? plural(days, { one: "# day ago", other: "# days ago" }) : formatDay(moment);
}
