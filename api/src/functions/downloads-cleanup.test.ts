import azureFunctions from "@azure/functions";
import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { addDownload } from "../testing/downloads-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { downloadsCleanup } from "./downloads-cleanup";

/** Every five minutes: the downloads whose day is over are deleted, their zips with them. */
describe("downloads-cleanup", () => {
  const services = demoTenantForEachTest();
  const log = new azureFunctions.InvocationContext({
    functionName: "unit-test",
    logHandler: () => undefined,
  });

  it("deletes the downloads past their time with their zips, and keeps the others", async () => {
    const now = new Date();
    const over = await addDownload(services, "CLIENT_MANAGER", {
      status: "done",
      expiresOn: new Date(now.getTime() - 1000).toISOString(),
    });
    await services.downloadJobs.writeFile(
      over,
      Readable.from([Buffer.from("zip")]),
      new AbortController().signal,
    );
    const kept = await addDownload(services, "SUPPLIER", { status: "done" });
    await services.downloadJobs.writeFile(
      kept,
      Readable.from([Buffer.from("zip")]),
      new AbortController().signal,
    );

    await downloadsCleanup.run({ services, now, log });

    expect(await services.downloadJobs.get(over.tenantId, over.id)).toBeUndefined();
    expect(services.downloadJobs.hasFile(over.blobName)).toBe(false);
    expect(await services.downloadJobs.get(kept.tenantId, kept.id)).toMatchObject({ id: kept.id });
    expect(services.downloadJobs.hasFile(kept.blobName)).toBe(true);
  });
});
