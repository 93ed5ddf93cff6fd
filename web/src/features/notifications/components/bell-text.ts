import { t } from "@lingui/core/macro";
import { formatCount } from "@aql-portal/shared";

/** The most the bell's badge counts to; above it reads "99+" (the bell's name still says how many). */
const MOST_COUNTED = 99;

/** The badge on the bell: the unread count, "99+" above 99, nothing at none. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > MOST_COUNTED ? `${MOST_COUNTED}+` : String(unread);
}

/** The bell's accessible name: what it is and how many are unread, exactly ("Notifications, 3 unread"). */
export function bellLabel(unread: number): string {
  if (unread <= 0) return t`Notifications, none unread`;
  const count = formatCount(unread);
  return t`Notifications, ${count} unread`;
}
