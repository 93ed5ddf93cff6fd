import { MAX_ACTIVE_DOWNLOADS } from "@aql-portal/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { addDownload, showDownloads } from "../testing/downloads-fixture";
import { runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { downloadsStart } from "./downloads-start";

/** POST /api/downloads: starts a .zip of the matching reports (counting them is the database's: tests/api). */
describe("downloads-start", () => {
  const services = demoTenantForEachTest();
  beforeEach(() => showDownloads(services));

  const start = (role: "SUPPLIER" | "CLIENT_MANAGER", body: Record<string, string>) =>
    runAs(services, role, downloadsStart, {
      query: undefined,
      params: undefined,
      body: { from: "2026-11-01", to: "2026-11-30", ...body },
    });

  it("refuses a supplier asking for another supplier's reports, naming the field", async () => {
    await expect(start("SUPPLIER", { supplierId: "SOMEONE-ELSE" })).rejects.toMatchObject({
      status: 400,
      message: "Suppliers download their own reports only: leave the supplier out.",
    });
    expect(services.queues.sent).toEqual([]);
  });

  it(`answers 409 while the caller has ${MAX_ACTIVE_DOWNLOADS} downloads being prepared, queueing nothing`, async () => {
    for (let i = 0; i < MAX_ACTIVE_DOWNLOADS; i++) {
      await addDownload(services, "CLIENT_MANAGER", { status: i === 0 ? "running" : "queued" });
    }
    await expect(start("CLIENT_MANAGER", {})).rejects.toMatchObject({
      status: 409,
      message: `You have ${MAX_ACTIVE_DOWNLOADS} downloads being prepared: start another when one of them is ready.`,
    });
    expect(services.queues.sent).toEqual([]);
  });

  it("answers 404 where the deployment does not show downloads", async () => {
    services.config = { ...services.config, features: { ...services.config.features, showDownloads: false } };
    await expect(start("CLIENT_MANAGER", {})).rejects.toMatchObject({ status: 404 });
  });
});
