import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionCheck, recordedCheck } from "../testing/packaging-fixture";
import { packagingChecksDelete } from "./packaging-checks-delete";

/** DELETE /api/packaging/checks/{checkId}: DC staff remove a check recorded in error, under the etag read. */
describe("packaging-checks-delete", () => {
  const services = demoTenantForEachTest();
  const remove = (checkId: string, etag: string) =>
    runAs(
      services,
      "PLANNER",
      packagingChecksDelete,
      { params: { checkId }, body: undefined, query: undefined },
      etag,
    );
  const stored = (checkId: string) => services.packaging.getCheck(services.config.tenantId, checkId);

  it("removes the check", async () => {
    const check = await recordedCheck(services);
    expect(await remove(check.id, check.etag)).toEqual({});
    expect(await stored(check.id)).toBeUndefined();
  });

  it("keeps a check changed since it was read, and one an inspection recorded", async () => {
    const check = await recordedCheck(services);
    await expect(remove(check.id, "an-older-etag")).rejects.toMatchObject({ status: 412 });
    expect(await stored(check.id)).toBeDefined();
    const fromInspection = await inspectionCheck(services);
    await expect(remove(fromInspection.id, fromInspection.etag)).rejects.toMatchObject({ status: 409 });
    expect(await stored(fromInspection.id)).toBeDefined();
  });

  it("answers a check that is gone as missing", async () => {
    const check = await recordedCheck(services);
    await remove(check.id, check.etag);
    await expect(remove(check.id, check.etag)).rejects.toMatchObject({
      status: 404,
      message: "There is no such packaging check: it may have been deleted.",
    });
  });
});
