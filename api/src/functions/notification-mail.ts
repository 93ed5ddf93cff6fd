import { z } from "zod";
import { QUEUES } from "../data/queues";
import { queueFunction } from "../lib/queue";
import { sendNotificationMail } from "../notifications/mail";

/** Sends one notification's e-mail, once, in the background (docs/decisions/notifications.md "E-mail"). */
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
