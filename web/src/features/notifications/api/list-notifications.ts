import useSWR, { type SWRResponse } from "swr";
import type { NotificationList } from "@aql-portal/shared";
import type { ApiRequestError } from "../../../lib/api-client";

const NOTIFICATIONS_KEY = "notifications";

/** The count is read again this often while the page is in view (docs/decisions/notifications.md). */
const CHECK_EVERY_MS = 60_000;

/*
 * The read itself, with the schema that checks the answer (and so the catalogue of event kinds), is a chunk of its
 * own, fetched for the first read: the signed-in shell carries only this hook (docs/decisions/web-speed.md).
 */
const listNotifications = async (keepCopy: boolean): Promise<NotificationList> =>
  (await import("./read-notifications")).readNotifications(keepCopy, NOTIFICATIONS_KEY);

/**
 * The bell's list, read with the session and every minute while the page is visible and online (SWR reads nothing
 * while the page is hidden or offline, and reads again on focus and when the connection returns). A failed read
 * keeps what was known: the bell never reports a background read's failure.
 */
export function useNotifications(
  enabled: boolean,
  keepCopy: boolean,
): SWRResponse<NotificationList, ApiRequestError> {
  return useSWR<NotificationList, ApiRequestError, string | null>(
    enabled ? NOTIFICATIONS_KEY : null,
    () => listNotifications(keepCopy),
    { refreshInterval: CHECK_EVERY_MS, refreshWhenHidden: false, refreshWhenOffline: false },
  );
}
