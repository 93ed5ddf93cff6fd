import type { QueueName, Queues } from "../data/queues";

/** The storage queues in memory: each message sent is recorded, in order, and nothing is delivered. */
export class MemoryQueues implements Queues {
  readonly sent: { queue: QueueName; message: unknown; delaySeconds?: number }[] = [];

  async send(queue: QueueName, message: unknown, options?: { delaySeconds?: number }): Promise<void> {
    this.sent.push({ queue, message: structuredClone(message), ...options });
  }
}
