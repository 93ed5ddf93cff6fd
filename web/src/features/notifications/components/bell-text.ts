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
  return `Notifications, ${unread > 0 ? formatCount(unread) : "none"} unread`;
}
