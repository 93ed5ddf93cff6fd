import { QueueServiceClient } from "@azure/storage-queue";
import type { StorageConfig } from "./blobs";
import { managedIdentity } from "./identity";

/**
 * The storage queues the API uses, each with a poison queue beside it (`<name>-poison`) where the host puts a
 * message after its fifth failed delivery (Azure's host.json default `queues.maxDequeueCount`).
 */
export const QUEUES = {
  /** One message per environment reset job: `{ tenantId, jobId }` (api/src/reset/). */
  reset: "environment-reset",
  /** One message per bulk download: `{ tenantId, downloadId }` (api/src/downloads/). */
  downloads: "report-downloads",
  /** One message per event to tell people of: the event itself (api/src/notifications/). */
  notifications: "notifications",
  /** One message per e-mail of a notification: `{ tenantId, userId, notificationId }`. */
  notificationMail: "notification-mail",
  /** One message per webhook delivery attempt: `{ tenantId, deliveryId }`, delayed for a retry. */
  webhookDeliveries: "webhook-deliveries",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export function poisonQueueName(queueName: string): string {
  return `${queueName}-poison`;
}

/** Sends work to the queue functions (api/src/lib/queue.ts). */
export interface Queues {
  /**
   * Puts one message on the queue, encoded as the Functions host reads it by default (base64 of the JSON); with
   * `delaySeconds`, it becomes visible only then (a retry's backoff).
   */
  send(queue: QueueName, message: unknown, options?: { delaySeconds?: number }): Promise<void>;
}

function queueService(storage: StorageConfig): QueueServiceClient {
  return storage.connectionString === undefined
    ? new QueueServiceClient(storage.queueServiceUri, managedIdentity())
    : QueueServiceClient.fromConnectionString(storage.connectionString);
}

export function createQueues(storage: StorageConfig): Queues {
  const service = queueService(storage);
  return {
    send: async (queue, message, options) => {
      await service
        .getQueueClient(queue)
        .sendMessage(encodeQueueMessage(message), { visibilityTimeout: options?.delaySeconds });
    },
  };
}

/** host.json's default `messageEncoding` is base64: a message the host cannot decode goes straight to poison. */
export function encodeQueueMessage(message: unknown): string {
  return Buffer.from(JSON.stringify(message), "utf8").toString("base64");
}

/** Every queue the API uses, each followed by its poison queue. */
export function allQueueNames(): string[] {
  return Object.values(QUEUES).flatMap((queue) => [queue, poisonQueueName(queue)]);
}

/**
 * With the account key (local stand-ins): creates every queue and its poison queue where missing. As the
 * managed identity: checks that the infrastructure made them (infra/). Seeding runs it; requests never do.
 */
export async function ensureQueues(storage: StorageConfig): Promise<void> {
  const service = queueService(storage);
  const missing: string[] = [];
  for (const queue of allQueueNames()) {
    if (storage.connectionString !== undefined) await service.getQueueClient(queue).createIfNotExists();
    else if (!(await service.getQueueClient(queue).exists())) missing.push(queue);
  }
  if (missing.length > 0) {
    throw new Error(
      `The storage account at ${service.url} has no queue ${missing.join(", ")}: deploy the infrastructure (infra/, README "Deploying to Azure"), which creates them.`,
    );
  }
}
