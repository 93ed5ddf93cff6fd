import azureFunctions from "@azure/functions";
import { describe, expect, it } from "vitest";
import type { CosmosServices } from "../lib/services";
import { addDownload } from "../testing/downloads-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { downloadsPoison, downloadsRun } from "./downloads-run";

/**
 * The bulk downloads' worker and its poison handler, called as the queue host calls them once a message fits.
 * Building a zip lists the matching inspections (the database's query), so it is tested against the local stack
 * (tests/api); here, what the worker does with the job its message names.
 */
describe("downloads-run", () => {
  const services = demoTenantForEachTest();
  const log = new azureFunctions.InvocationContext({
    functionName: "unit-test",
    logHandler: () => undefined,
  });
  // The queue functions are handed the repositories whole; these handlers use only the download jobs, held in memory.
  const asQueueServices = () => services as unknown as CosmosServices;

  it("leaves a finished or failed download as it is when its message comes again", async () => {
    for (const status of ["done", "failed"] as const) {
      const job = await addDownload(services, "CLIENT_MANAGER", { status, done: 12 });
      const message = { tenantId: job.tenantId, downloadId: job.id };
      await downloadsRun.run({ services: asQueueServices(), message, log });
      await downloadsPoison.run({ services: asQueueServices(), message, log });
      expect(await services.downloadJobs.get(job.tenantId, job.id)).toEqual(job);
    }
  });

  it("after the last retry, marks the download failed with the last error a worker met", async () => {
    const job = await addDownload(services, "CLIENT_MANAGER", {
      status: "running",
      attempts: 5,
      lastError: "The report store timed out",
    });
    await downloadsPoison.run({
      services: asQueueServices(),
      message: { tenantId: job.tenantId, downloadId: job.id },
      log,
    });
    const failed = await services.downloadJobs.get(job.tenantId, job.id);
    expect(failed).toMatchObject({
      status: "failed",
      error: "The report store timed out (after 5 attempts). Start it again.",
    });
    expect(failed?.finishedOn).not.toBeNull();
  });
});
