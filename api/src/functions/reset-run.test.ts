import azureFunctions from "@azure/functions";
import { describe, expect, it } from "vitest";
import type { ResetJobDocument } from "../data/reset-jobs-repository";
import type { CosmosServices } from "../lib/services";
import { startReset } from "../reset/run-reset";
import { contextAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { resetPoison, resetRun } from "./reset-run";

/**
 * The environment reset's worker and its poison handler, called as the queue host calls them once a message
 * fits. The reset itself moves the tenant's content in Cosmos DB and blob storage, which only the local stack
 * holds (tests/api); here, which job a message runs and how a reset whose retries ran out ends.
 */
describe("reset-run", () => {
  const services = demoTenantForEachTest();
  const log = new azureFunctions.InvocationContext({
    functionName: "unit-test",
    logHandler: () => undefined,
  });
  // The queue functions are handed the repositories whole; these paths use only the reset job, held in memory.
  const asQueueServices = () => services as unknown as CosmosServices;

  /** The tenant's reset, started by the administrator, with `changes` written over it. */
  const resetJob = async (changes: Partial<ResetJobDocument> = {}) => {
    const { user, tenantId } = await contextAs(services, "ADMINISTRATOR");
    await startReset(services, tenantId, user, services.config.customerName);
    const stored = (await services.resetJobs.get(tenantId))!;
    return (await services.resetJobs.write({ ...stored, ...changes }, stored))!;
  };

  it("finishes at once with a message for a job that is not the tenant's now, or is over", async () => {
    const running = await resetJob({ status: "running", step: "clear", attempts: 1 });
    const stale = { tenantId: running.tenantId, jobId: crypto.randomUUID() };
    await resetRun.run({ services: asQueueServices(), message: stale, log });
    await resetPoison.run({ services: asQueueServices(), message: stale, log });
    expect(await services.resetJobs.get(running.tenantId)).toEqual(running);

    const done = (await services.resetJobs.write({ ...running, status: "done" }, running))!;
    const own = { tenantId: done.tenantId, jobId: done.jobId };
    await resetRun.run({ services: asQueueServices(), message: own, log });
    await resetPoison.run({ services: asQueueServices(), message: own, log });
    expect(await services.resetJobs.get(done.tenantId)).toEqual(done);
  });

  it("after the last retry, marks the reset failed, saying at which step and after how many attempts", async () => {
    const job = await resetJob({ status: "running", step: "copy", attempts: 5, lastError: "Copy timed out" });
    await resetPoison.run({
      services: asQueueServices(),
      message: { tenantId: job.tenantId, jobId: job.jobId },
      log,
    });
    expect(await services.resetJobs.get(job.tenantId)).toMatchObject({
      status: "failed",
      error: 'Copy timed out (at "copy", after 5 attempts).',
    });
  });
});
