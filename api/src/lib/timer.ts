import type { InvocationContext, Timer } from "@azure/functions";
import { getServices, type Services } from "./services";

/** A timer-triggered function as both hosts see it: Azure registers it with app.timer, the local host runs it. */
export interface TimerFunctionDefinition {
  trigger: "timer";
  name: string;
  /** NCRONTAB, as Azure Functions takes it: {second} {minute} {hour} {day} {month} {day of week}. */
  schedule: string;
  handler: (timer: Timer, context: InvocationContext) => Promise<void>;
}

export interface TimerRun {
  services: Services;
  /** When this run was due (the schedule's moment, or now when it fires late). */
  now: Date;
  log: InvocationContext;
}

/**
 * Defines a timer function: it runs `run` with the process's services on the schedule, and logs a failure
 * (rethrown, so the host records the run as failed) rather than letting it pass unseen.
 */
export function timerFunction(spec: {
  name: string;
  schedule: string;
  run: (input: TimerRun) => Promise<void>;
}): TimerFunctionDefinition & {
  /** What `handler` runs, for a test to call with services of its own (api/src/testing/). */
  run: (input: TimerRun) => Promise<void>;
} {
  return {
    trigger: "timer",
    name: spec.name,
    schedule: spec.schedule,
    run: spec.run,
    handler: async (_timer, context) => {
      try {
        await spec.run({ services: getServices(), now: new Date(), log: context });
      } catch (error) {
        context.error({
          function: spec.name,
          error: error instanceof Error ? String(error.stack) : String(error),
        });
        throw error;
      }
    },
  };
}
