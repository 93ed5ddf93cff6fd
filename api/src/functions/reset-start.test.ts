import { ResetJobSchema } from "@aql-portal/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { QUEUES } from "../data/queues";
import { contextAs, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { resetStart } from "./reset-start";

/** POST /api/reset: an administrator starts the environment reset, one at a time. */
describe("reset-start", () => {
  const services = demoTenantForEachTest();
  beforeEach(() => {
    services.config = {
      ...services.config,
      features: { ...services.config.features, showResetEnvironment: true },
    };
  });

  const start = (confirm = services.config.customerName) =>
    answer(
      ResetJobSchema,
      runAs(services, "ADMINISTRATOR", resetStart, {
        query: undefined,
        params: undefined,
        body: { confirm },
      }),
    );

  it("queues a reset for the administrator who confirms it with the environment's name", async () => {
    const { user } = await contextAs(services, "ADMINISTRATOR");
    const job = await start();
    expect(job).toMatchObject({
      status: "queued",
      step: "build",
      startedBy: { id: user.id, name: user.name },
    });
    expect(services.queues.sent).toEqual([
      { queue: QUEUES.reset, message: { tenantId: services.config.tenantId, jobId: job.id } },
    ]);
  });

  it("refuses a confirmation that is not the environment's name exactly, naming it", async () => {
    const name = services.config.customerName;
    await expect(start(`${name}!`)).rejects.toMatchObject({
      status: 400,
      message: `To confirm, type the environment's name exactly: "${name}".`,
    });
    expect(await services.resetJobs.get(services.config.tenantId)).toBeUndefined();
    expect(services.queues.sent).toEqual([]);
  });

  it("answers the reset already queued rather than starting a second", async () => {
    const first = await start();
    expect(await start()).toEqual(first);
    expect(services.queues.sent).toHaveLength(1);
  });

  it("resumes a failed reset as the same job, queued again", async () => {
    const first = await start();
    const stored = (await services.resetJobs.get(services.config.tenantId))!;
    await services.resetJobs.write({ ...stored, status: "failed", step: "copy", error: "Timed out" }, stored);
    const resumed = await start();
    expect(resumed).toMatchObject({ id: first.id, status: "queued", step: "copy", error: null });
    expect(services.queues.sent).toHaveLength(2);
  });

  it("answers 503 and leaves the job failed when the queue does not take it", async () => {
    services.queues.send = () => Promise.reject(new Error("The queue is unreachable"));
    await expect(start()).rejects.toMatchObject({ status: 503 });
    expect(await services.resetJobs.get(services.config.tenantId)).toMatchObject({ status: "failed" });
  });
});
