import { poisonQueueName, QUEUES } from "../data/queues";
import { queueFunction } from "../lib/queue";
import { failReset, ResetMessageSchema, runReset } from "../reset/run-reset";

/**
 * The environment reset's worker: runs or resumes the job its message names (api/src/reset/run-reset.ts). A
 * failure is retried by the queue; a worker that dies leaves the message to reappear, and the next resumes.
 */
export const resetRun = queueFunction({
  name: "reset-run",
  queueName: QUEUES.reset,
  message: ResetMessageSchema,
  run: ({ services, message }) => runReset(services, message),
});

/** After the fifth failed delivery the message lands in the poison queue: the job is marked failed, with why. */
export const resetPoison = queueFunction({
  name: "reset-poison",
  queueName: poisonQueueName(QUEUES.reset),
  message: ResetMessageSchema,
  run: ({ services, message }) => failReset(services, message),
});
