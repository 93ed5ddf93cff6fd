import {
  EVENT_KINDS,
  emailChoiceOf,
  type EventAudience,
  type NotificationEvent,
  type RoleName,
} from "@aql-portal/shared";
import { notificationPartition, type NotificationDocument } from "../data/notifications-repository";
import { QUEUES } from "../data/queues";
import type { UserDocument } from "../data/users-repository";
import type { Services } from "../lib/services";
import { queueDeliveries } from "./webhooks";

/*
 * The notifications queue's worker (docs/decisions/notifications.md): an event becomes one notification per
 * person told (the bell), an e-mail message for each who chose "at once", and a delivery for each webhook endpoint
 * that subscribed. Each is made under an id derived from the event, so a message delivered twice tells nobody
 * twice; what a stopped attempt left half done (an e-mail not yet queued) the next attempt finishes.
 */

/** The message the mail worker takes: one notification to e-mail. */
export interface MailMessage {
  tenantId: string;
  userId: string;
  notificationId: string;
}

/**
 * Whether `user` is told of an event for `audience`: of a role the kind tells; a supplier's people when it names
 * their supplier; the other roles all, or those it names; never the person who caused it.
 */
export function isTold(user: UserDocument, event: Pick<NotificationEvent, "kind" | "audience">): boolean {
  const audience: EventAudience = event.audience;
  const roles: readonly RoleName[] = EVENT_KINDS[event.kind].roles;
  if (!roles.includes(user.role) || user.id === audience.exceptUserId) return false;
  if (audience.userIds?.includes(user.id)) return true;
  if (user.role === "SUPPLIER") {
    return audience.supplierId !== undefined && user.supplier?.id === audience.supplierId;
  }
  return audience.userIds === undefined;
}

/**
 * Who may be told: the people an event names, read by id (a blocked person is told they were blocked), or else
 * every active user of the kind's roles.
 */
async function candidates(
  services: Pick<Services, "users">,
  { tenantId, kind, audience }: NotificationEvent,
): Promise<UserDocument[]> {
  if (audience.userIds && audience.supplierId === undefined) {
    const named = await Promise.all(audience.userIds.map((id) => services.users.get(tenantId, id)));
    return named.filter((user): user is UserDocument => user !== undefined && mayBeTold(user, kind));
  }
  return services.users.listActive(tenantId, EVENT_KINDS[kind].roles);
}

/** Active, or blocked and told so: nobody removed is told anything. */
export const mayBeTold = (user: UserDocument, kind: NotificationEvent["kind"]): boolean =>
  !user.deleted && (user.status === "ACTIVE" || kind === "account.blocked");

/** Tells everyone the event is for, and queues its e-mails and webhook deliveries. */
export async function fanOut(
  services: Pick<Services, "users" | "notifications" | "queues" | "webhooks" | "mailer" | "config">,
  event: NotificationEvent,
): Promise<{ told: number; mailed: number }> {
  let mailed = 0;
  const told = (await candidates(services, event)).filter((user) => isTold(user, event));
  for (const user of told) {
    const choice = services.mailer ? emailChoiceOf(user.role, user.emailChoices ?? {}, event.kind) : "off";
    const doc: NotificationDocument = {
      id: `${event.id}:${user.id}`,
      partitionKey: notificationPartition(event.tenantId, user.id),
      type: "notification",
      tenantId: event.tenantId,
      userId: user.id,
      eventId: event.id,
      kind: event.kind,
      subject: event.subject,
      createdAt: event.at,
      readAt: null,
      mail: choice === "off" ? null : { choice },
    };
    // Made before (a retried message): its e-mail is queued again unless sent, the mail worker sends it once.
    const stored =
      (await services.notifications.create(doc)) ??
      (await services.notifications.get(event.tenantId, user.id, doc.id));
    if (stored?.mail?.choice === "instant" && !stored.mail.sentAt) {
      const message: MailMessage = { tenantId: event.tenantId, userId: user.id, notificationId: doc.id };
      await services.queues.send(QUEUES.notificationMail, message);
      mailed++;
    }
  }
  await queueDeliveries(services, event);
  return { told: told.length, mailed };
}
