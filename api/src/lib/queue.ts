import type { InvocationContext } from "@azure/functions";
import type { z } from "zod";
import { getCosmosServices, type CosmosServices } from "./services";

/** A queue-triggered function as both hosts see it: Azure registers it with app.storageQueue, the local host runs it. */
export interface QueueFunctionDefinition {
  trigger: "queue";
  name: string;
  queueName: string;
  /** The message as the host hands it over: JSON parsed when it is JSON, else the text. */
  handler: (message: unknown, context: InvocationContext) => Promise<void>;
}

export interface QueueRun<M> {
  /** The repositories whole: background work may do more than a request (e.g. move a tenant's content). */
  services: CosmosServices;
  message: M;
  log: InvocationContext;
}

/**
 * Defines a queue function: the message is checked against `message` (one that does not fit is logged and dropped,
 * since delivering it again cannot help), then `run` gets it with the process's services. A failure is logged
 * and rethrown, so the host makes the message visible again and, at the last delivery, moves it to poison.
 */
export function queueFunction<S extends z.ZodType>(spec: {
  name: string;
  queueName: string;
  message: S;
  run: (input: QueueRun<z.output<S>>) => Promise<void>;
}): QueueFunctionDefinition & {
  /** What `handler` runs once the message fits, for a test to call with services of its own (api/src/testing/). */
  run: (input: QueueRun<z.output<S>>) => Promise<void>;
} {
  return {
    trigger: "queue",
    name: spec.name,
    queueName: spec.queueName,
    run: spec.run,
    handler: async (raw, context) => {
      const parsed = spec.message.safeParse(raw);
      if (!parsed.success) {
        context.error({ function: spec.name, dropped: raw, reason: parsed.error.message });
        return;
      }
      try {
        await spec.run({ services: getCosmosServices(), message: parsed.data, log: context });
      } catch (error) {
        context.error({
          function: spec.name,
          dequeueCount: context.triggerMetadata?.dequeueCount,
          error: error instanceof Error ? String(error.stack) : String(error),
        });
        throw error;
      }
    },
  };
}
