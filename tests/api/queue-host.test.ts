import { unmatchedRequest, type QueueFunctionDefinition } from "@aql-portal/api/app";
import { QueueServiceClient } from "@azure/storage-queue";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeQueueMessage } from "../../api/src/data/queues";
import { startFunctionsHost, type RunningFunctionsHost } from "../../scripts/stack/functions-host";
import { stackInfo } from "../support/stack-info";

/**
 * The local functions host delivers queue messages as Azure's does (against the stack's Azurite): decoded, with
 * their dequeue count, deleted on success, retried on failure and moved to `<queue>-poison` after the fifth;
 * a handler that outlives its lease keeps the message (renewal); a message a dead worker held comes back with
 * its count kept. Each case uses queues of its own.
 */
const connectionString = stackInfo().apiEnv.STORAGE_CONNECTION_STRING ?? "";
const service = QueueServiceClient.fromConnectionString(connectionString);
const run = Date.now().toString(36);
const LEASE_SECONDS = 2;

interface Delivery {
  message: unknown;
  dequeueCount: number;
}
const deliveries: Record<string, Delivery[]> = { ok: [], failing: [], slow: [], orphan: [] };
const queueOf = (kind: string) => `host-test-${kind}-${run}`;

function definition(kind: string, handle: (delivery: Delivery) => Promise<void>): QueueFunctionDefinition {
  return {
    trigger: "queue",
    name: `host-test-${kind}`,
    queueName: queueOf(kind),
    handler: async (message, context) => {
      const delivery = { message, dequeueCount: Number(context.triggerMetadata?.dequeueCount) };
      deliveries[kind]?.push(delivery);
      await handle(delivery);
    },
  };
}

let host: RunningFunctionsHost;
beforeAll(async () => {
  for (const kind of Object.keys(deliveries)) {
    await service.getQueueClient(queueOf(kind)).createIfNotExists();
  }
  host = await startFunctionsHost({
    unmatched: unmatchedRequest,
    port: 0,
    functions: [
      definition("ok", () => Promise.resolve()),
      definition("failing", () => Promise.reject(new Error("the handler failed"))),
      definition("slow", () => sleep(LEASE_SECONDS * 2_500)),
      definition("orphan", () => Promise.resolve()),
    ],
    queues: { connectionString, leaseSeconds: LEASE_SECONDS, pollMilliseconds: 100 },
    log: () => {},
  });
});
afterAll(async () => {
  await host.close();
  for (const kind of Object.keys(deliveries)) {
    await service.getQueueClient(queueOf(kind)).deleteIfExists();
    await service.getQueueClient(`${queueOf(kind)}-poison`).deleteIfExists();
  }
});

async function until(what: string, done: () => boolean | Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

const waiting = async (queue: string) =>
  (await service.getQueueClient(queue).getProperties()).approximateMessagesCount ?? 0;

describe("the local host's queue triggers", () => {
  it("hands a message over decoded, once, and deletes it when the handler succeeds", async () => {
    await service.getQueueClient(queueOf("ok")).sendMessage(encodeQueueMessage({ jobId: "j1", n: 3 }));
    await until("the delivery", () => deliveries.ok!.length === 1);
    await until("the deletion", async () => (await waiting(queueOf("ok"))) === 0);
    await sleep(LEASE_SECONDS * 1500);
    expect(deliveries.ok).toEqual([{ message: { jobId: "j1", n: 3 }, dequeueCount: 1 }]);
  });

  it("retries a failing message at once and moves it to the poison queue after the fifth failure", async () => {
    await service.getQueueClient(queueOf("failing")).sendMessage(encodeQueueMessage({ jobId: "j2" }));
    await until("the poison queue", async () => (await waiting(`${queueOf("failing")}-poison`)) === 1);
    expect(deliveries.failing!.map((d) => d.dequeueCount)).toEqual([1, 2, 3, 4, 5]);
    expect(await waiting(queueOf("failing"))).toBe(0);
    const [poisoned] = (await service.getQueueClient(`${queueOf("failing")}-poison`).peekMessages())
      .peekedMessageItems;
    expect(JSON.parse(Buffer.from(poisoned?.messageText ?? "", "base64").toString("utf8"))).toEqual({
      jobId: "j2",
    });
  });

  it("keeps renewing the lease of a handler that runs longer than it: no second delivery", async () => {
    await service.getQueueClient(queueOf("slow")).sendMessage(encodeQueueMessage({ jobId: "j3" }));
    await until(
      "the deletion",
      async () => (await waiting(queueOf("slow"))) === 0 && deliveries.slow!.length > 0,
    );
    expect(deliveries.slow!.map((d) => d.dequeueCount)).toEqual([1]);
  });

  it("delivers a message a dead worker held once its lease runs out, with its dequeue count kept", async () => {
    const queue = service.getQueueClient(`${queueOf("orphan")}`);
    // Another worker takes the message first and dies holding it (never deletes it) before this host sees it.
    await host.close();
    await queue.sendMessage(encodeQueueMessage({ jobId: "j4" }));
    const taken = await queue.receiveMessages({ visibilityTimeout: 1 });
    expect(taken.receivedMessageItems[0]?.dequeueCount).toBe(1);
    host = await startFunctionsHost({
      unmatched: unmatchedRequest,
      port: 0,
      functions: [definition("orphan", () => Promise.resolve())],
      queues: { connectionString, leaseSeconds: LEASE_SECONDS, pollMilliseconds: 100 },
      log: () => {},
    });
    await until("the delivery", () => deliveries.orphan!.length === 1);
    expect(deliveries.orphan).toEqual([{ message: { jobId: "j4" }, dequeueCount: 2 }]);
  });
});
