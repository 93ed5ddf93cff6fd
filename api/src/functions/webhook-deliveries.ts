import { z } from "zod";
import { QUEUES } from "../data/queues";
import { queueFunction } from "../lib/queue";
import { attemptDelivery } from "../notifications/webhooks";

/**
 * One attempt of a webhook delivery; a failure queues the next after its backoff, the last fails it
 * (docs/decisions/notifications.md "Webhooks").
 */
export const webhookDeliveries = queueFunction({
  name: "webhook-deliveries",
  queueName: QUEUES.webhookDeliveries,
  message: z.object({ tenantId: z.string().min(1), deliveryId: z.string().min(1) }),
  run: ({ services, message }) => attemptDelivery(services, message),
});
