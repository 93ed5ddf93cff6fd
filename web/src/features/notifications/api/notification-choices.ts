import useSWR, { type SWRResponse } from "swr";
import {
  apiRoutes,
  NotificationChoicesSchema,
  type NotificationChoices,
  type NotificationChoicesUpdate,
} from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/*
 * One's e-mail choices, signed in or with the token of an e-mail's link (docs/decisions/notifications.md "E-mail").
 * With a token they are read and changed through the link's own route, and nothing is sent as the signed-in
 * person's: the link speaks for the person it was sent to (whoever may be signed in on this browser), and its
 * refusal (403, 410) must not end anyone's session.
 */

const routeOf = (token: string | null) =>
  token === null ? apiRoutes.notificationChoices : apiRoutes.notificationChoicesByLink;

export function choicesKey(token: string | null) {
  return ["notification-choices", token] as const;
}

/**
 * GET /api/notification-choices, or /api/notification-choices/by-link?token=… without signing in. The page draws
 * its own skeleton.
 */
export function getNotificationChoices(token: string | null): Promise<NotificationChoices> {
  return apiRequest(routeOf(token), {
    query: { token: token ?? undefined },
    schema: NotificationChoicesSchema,
    auth: token === null,
    showLoader: false,
  });
}

/** Read once as the page opens, never again under a form being changed. */
export function useNotificationChoices(
  token: string | null,
): SWRResponse<NotificationChoices, ApiRequestError> {
  return useSWR<NotificationChoices, ApiRequestError, ReturnType<typeof choicesKey>>(
    choicesKey(token),
    ([, linkToken]) => getNotificationChoices(linkToken),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** PUT /api/notification-choices (by-link with the token in the body): the choices as saved. */
export function updateNotificationChoices(update: NotificationChoicesUpdate): Promise<NotificationChoices> {
  return apiRequest(routeOf(update.token ?? null), {
    method: "PUT",
    body: update,
    schema: NotificationChoicesSchema,
    auth: update.token === undefined,
    loaderMessage: "Saving your e-mail choices…",
  });
}
