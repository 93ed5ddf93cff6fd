import { apiRoutes, NotificationListSchema, type NotificationList } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

const readFromServer = (): Promise<NotificationList> =>
  apiRequest(apiRoutes.notifications, { schema: NotificationListSchema, showLoader: false });

/**
 * GET /api/notifications: the caller's latest notifications and how many are unread. Where the device keeps copies
 * for a shift offline (`keepCopy`: whoever carries out inspections), the answer is kept as `key` too, so a tablet
 * offline shows what it last knew even after a reload; the module that keeps it is loaded only for them.
 */
export async function readNotifications(keepCopy: boolean, key: string): Promise<NotificationList> {
  if (!keepCopy) return readFromServer();
  const { readThrough } = await import("../../../lib/kept-copies");
  return readThrough(key, NotificationListSchema, readFromServer);
}
