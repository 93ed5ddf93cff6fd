import { z } from "zod";
import { apiRoutes, type MarkNotificationsReadSchema, type NotificationList } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/notifications/read: those notifications read, or (no ids) all of them. Answers 204. */
export function markNotificationsRead(ids?: readonly string[]): Promise<void> {
  const body: z.input<typeof MarkNotificationsReadSchema> = ids ? { ids: [...ids] } : {};
  return apiRequest(apiRoutes.notificationsRead, {
    method: "POST",
    body,
    schema: z.undefined(),
    showLoader: false,
  });
}

/**
 * The list as it is once those notifications (or, without ids, all) are read: what the bell shows at once, before
 * the server has answered. The count goes down by the listed ones that were unread; all read is none unread, even
 * beyond the listed ones.
 */
export function listWithRead(list: NotificationList, ids?: readonly string[]): NotificationList {
  if (!ids) return { items: list.items.map((item) => ({ ...item, read: true })), unread: 0 };
  const marked = new Set(ids);
  const newlyRead = list.items.filter((item) => !item.read && marked.has(item.id)).length;
  return {
    items: list.items.map((item) => (marked.has(item.id) ? { ...item, read: true } : item)),
    unread: Math.max(0, list.unread - newlyRead),
  };
}
