import { NotificationEventSchema } from "@aql-portal/shared";
import { QUEUES } from "../data/queues";
import { queueFunction } from "../lib/queue";
import { fanOut } from "../notifications/fan-out";

/**
 * The notifications queue's worker (docs/decisions/notifications.md): an event becomes the notifications of the
 * people told, their e-mails to send and the webhook deliveries, each once. Nothing of it runs in a person's
 * request; a message that keeps failing lands in the poison queue after its fifth delivery.
 */
export const notificationsFanOut = queueFunction({
  name: "notifications-fan-out",
  queueName: QUEUES.notifications,
  message: NotificationEventSchema,
  run: async ({ services, message, log }) => {
    const { told, mailed } = await fanOut(services, message);
    log.log({ function: "notifications-fan-out", event: message.id, told, mailed });
  },
});
