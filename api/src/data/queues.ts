import { QueueServiceClient } from "@azure/storage-queue";
import { poisonQueueName, QUEUES, type QueueName } from "../lib/queue";

/** Sends work to the queue functions (api/src/lib/queue.ts). */
export interface Queues {
  /** Puts one message on the queue, encoded as the Functions host reads it by default (base64 of the JSON). */
  send(queue: QueueName, message: unknown): Promise<void>;
}

export function createQueues(connectionString: string): Queues {
  const service = QueueServiceClient.fromConnectionString(connectionString);
  return {
    send: async (queue, message) => {
      await service.getQueueClient(queue).sendMessage(encodeQueueMessage(message));
    },
  };
}

/** host.json's default `messageEncoding` is base64: a message the host cannot decode goes straight to poison. */
export function encodeQueueMessage(message: unknown): string {
  return Buffer.from(JSON.stringify(message), "utf8").toString("base64");
}

/** Creates every queue and its poison queue where missing (deploy and local start-up; not on each request). */
export async function ensureQueues(connectionString: string): Promise<void> {
  const service = QueueServiceClient.fromConnectionString(connectionString);
  for (const queue of Object.values(QUEUES)) {
    await service.getQueueClient(queue).createIfNotExists();
    await service.getQueueClient(poisonQueueName(queue)).createIfNotExists();
  }
}
