import { DEFAULT_PACKAGING_STANDARD, messages, PackagingStandardSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { demoUser, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { recordedCheck } from "../testing/packaging-fixture";
import { packagingStandardUpdate } from "./packaging-standard-update";

/** PUT /api/packaging/standard: an administrator changes the tenant's packaging standard under the etag read. */
describe("packaging-standard-update", () => {
  const services = demoTenantForEachTest();
  const current = () => services.packaging.standard(services.config.tenantId);
  const change = (body: typeof DEFAULT_PACKAGING_STANDARD, etag: string) =>
    runAs(
      services,
      "ADMINISTRATOR",
      packagingStandardUpdate,
      { params: undefined, body, query: undefined },
      etag,
    );

  it("saves the new thresholds, naming who changed them; checks recorded afterwards are judged by them", async () => {
    const before = await recordedCheck(services, { paperTape: false });
    expect(before.outcome.issues).toContain("PLASTIC_TAPE");
    const body = { ...DEFAULT_PACKAGING_STANDARD, paperTapeRequired: false };
    const saved = await answer(PackagingStandardSchema, change(body, (await current())._etag ?? ""));
    expect(saved).toMatchObject({
      paperTapeRequired: false,
      updatedBy: { id: (await demoUser(services, "admin@demo.local")).id },
    });
    const after = await recordedCheck(services, { paperTape: false });
    expect(after.outcome.issues).not.toContain("PLASTIC_TAPE");
    // A check keeps the result it was given.
    expect(
      (await services.packaging.getCheck(services.config.tenantId, before.id))?.outcome.issues,
    ).toContain("PLASTIC_TAPE");
  });

  it("refuses a change that changes nothing", async () => {
    await expect(change(DEFAULT_PACKAGING_STANDARD, (await current())._etag ?? "")).rejects.toMatchObject({
      status: 400,
      message: messages.noChangesDetected,
    });
  });

  it("refuses a change made on a standard changed since it was read", async () => {
    const read = (await current())._etag ?? "";
    await change({ ...DEFAULT_PACKAGING_STANDARD, minFillPercent: 70 }, read);
    await expect(change({ ...DEFAULT_PACKAGING_STANDARD, minFillPercent: 60 }, read)).rejects.toMatchObject({
      status: 412,
    });
    expect((await current()).minFillPercent).toBe(70);
  });
});
