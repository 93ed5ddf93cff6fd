import {
  EVENT_KINDS,
  NOTIFICATIONS_LISTED,
  TENANT_TIME_ZONE,
  emailChoicesFor,
  eventKindsFor,
  eventLink,
  eventTitle,
  type EmailChoices,
  type Notification,
  type NotificationChoices,
  type NotificationList,
} from "@aql-portal/shared";
import type { NotificationDocument } from "../data/notifications-repository";
import { isStorageError } from "../data/storage-errors";
import type { UserDocument } from "../data/users-repository";
import { badRequest } from "../lib/errors";
import type { Services } from "../lib/services";

/*
 * The person's side of notifications (docs/decisions/notifications.md "In the portal", "E-mail"): the bell's list
 * and count, marking read, and the e-mail choices.
 */

type Person = Pick<UserDocument, "id" | "tenantId">;

export const toApiNotification = (doc: NotificationDocument): Notification => ({
  id: doc.id,
  kind: doc.kind,
  title: eventTitle(doc.kind, doc.subject),
  detail: doc.subject.detail,
  link: eventLink(doc.kind, doc.subject),
  createdAt: doc.createdAt,
  read: doc.readAt !== null,
});

/** The bell: the person's newest notifications and how many are unread. */
export async function notificationsOf(
  services: Pick<Services, "notifications">,
  user: Person,
): Promise<NotificationList> {
  const [latest, unread] = await Promise.all([
    services.notifications.latest(user.tenantId, user.id, NOTIFICATIONS_LISTED),
    services.notifications.unreadCount(user.tenantId, user.id),
  ]);
  return { items: latest.map(toApiNotification), unread };
}

/** Marks the person's notifications read: those named (ids not theirs are not found, so left alone), or all. */
export async function markRead(
  services: Pick<Services, "notifications">,
  user: Person,
  ids: readonly string[] | undefined,
  now = new Date(),
): Promise<void> {
  const docs = ids
    ? await Promise.all(ids.map((id) => services.notifications.get(user.tenantId, user.id, id)))
    : await services.notifications.unread(user.tenantId, user.id);
  for (const found of docs) {
    // Written meanwhile (its e-mail marked sent): read again and marked.
    for (let doc = found, attempt = 1; doc && doc.readAt === null; attempt++) {
      try {
        await services.notifications.replace({ ...doc, readAt: now.toISOString() }, doc._etag ?? "");
        break;
      } catch (error) {
        if (attempt >= 3 || !isStorageError(error, "stale")) throw error;
        doc = await services.notifications.get(user.tenantId, user.id, doc.id);
      }
    }
  }
}

/** The choices page: every kind the person's role is told of, with their choice or the default. */
export function choicesOf(services: Pick<Services, "config">, user: UserDocument): NotificationChoices {
  const choices = emailChoicesFor(user.role, user.emailChoices ?? {});
  return {
    email: user.email,
    choices: eventKindsFor(user.role).map((kind) => ({
      kind,
      label: EVENT_KINDS[kind].label,
      choice: choices[kind] ?? "off",
    })),
    digestHour: services.config.digestHour,
    timeZone: TENANT_TIME_ZONE,
  };
}

/** Saves the person's choices: a kind their role is not told of is 400 naming it, and nothing is saved. */
export async function saveChoices(
  services: Pick<Services, "users" | "config">,
  user: UserDocument,
  update: EmailChoices,
): Promise<NotificationChoices> {
  const told = new Set(eventKindsFor(user.role));
  const problems = Object.keys(update)
    .filter((kind) => !told.has(kind as keyof typeof EVENT_KINDS))
    .map((kind) => ({
      field: `body.choices.${kind}`,
      message: "is not a kind of event your role is told of",
    }));
  if (problems.length > 0)
    throw badRequest("Choose only among the kinds of event you are told of.", problems);
  // Read afresh: the caller may be this instance's copy of the session, a few seconds old.
  const current = (await services.users.get(user.tenantId, user.id)) ?? user;
  const saved = await services.users.replace(
    { ...current, emailChoices: { ...current.emailChoices, ...update } },
    current._etag ?? "",
  );
  return choicesOf(services, saved);
}
