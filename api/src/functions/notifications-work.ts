import { NotificationEventSchema } from "@aql-portal/shared";
import { z } from "zod";
import { remindOfDueCars } from "../corrective-actions/car-reminders";
import { QUEUES } from "../data/queues";
import { queueFunction } from "../lib/queue";
import { timerFunction } from "../lib/timer";
import { fanOut } from "../notifications/fan-out";
import { sendDigests, sendNotificationMail } from "../notifications/mail";
import { attemptDelivery } from "../notifications/webhooks";

/*
 * Telling people, in the background (docs/decisions/notifications.md): nothing here runs in a person's request, so
 * a slow mail service or webhook endpoint never slows one down. Each worker is idempotent by its own ids; a message
 * that keeps failing lands in its poison queue after the fifth delivery.
 */

/** An event becomes notifications, e-mails to queue and webhook deliveries. */
export const notificationsFanOut = queueFunction({
  name: "notifications-fan-out",
  queueName: QUEUES.notifications,
  message: NotificationEventSchema,
  run: async ({ services, message, log }) => {
    const { told, mailed } = await fanOut(services, message);
    log.log({ function: "notifications-fan-out", event: message.id, told, mailed });
  },
});

/** Sends one notification's e-mail, once. */
export const notificationMail = queueFunction({
  name: "notification-mail",
  queueName: QUEUES.notificationMail,
  message: z.object({
    tenantId: z.string().min(1),
    userId: z.string().min(1),
    notificationId: z.string().min(1),
  }),
  run: ({ services, message }) => sendNotificationMail(services, message),
});

/** One attempt of a webhook delivery; a failure queues the next after its backoff. */
export const webhookDeliveries = queueFunction({
  name: "webhook-deliveries",
  queueName: QUEUES.webhookDeliveries,
  message: z.object({ tenantId: z.string().min(1), deliveryId: z.string().min(1) }),
  run: ({ services, message }) => attemptDelivery(services, message),
});

/** Every hour, five minutes past: at the tenant's digest hour, the day's digests go out. */
export const notificationDigest = timerFunction({
  name: "notification-digest",
  schedule: "0 5 * * * *",
  run: async ({ services, now, log }) => {
    const sent = await sendDigests(services, now);
    if (sent > 0) log.log({ function: "notification-digest", sent });
  },
});

/** Every hour, ten minutes past: at the reminder hour, CARs due in two days or overdue are reminded of. */
export const carReminders = timerFunction({
  name: "car-reminders",
  schedule: "0 10 * * * *",
  run: async ({ services, now, log }) => {
    const reminded = await remindOfDueCars(services, now);
    if (reminded > 0) log.log({ function: "car-reminders", reminded });
  },
});
