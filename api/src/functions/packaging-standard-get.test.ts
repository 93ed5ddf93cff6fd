import { DEFAULT_PACKAGING_STANDARD, PackagingStandardSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { demoUser, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { packagingStandardGet } from "./packaging-standard-get";
import { packagingStandardUpdate } from "./packaging-standard-update";

/** GET /api/packaging/standard: the thresholds the packaging results are computed with. */
describe("packaging-standard-get", () => {
  const services = demoTenantForEachTest();
  const read = () =>
    answer(
      PackagingStandardSchema,
      runAs(services, "SUPPLIER", packagingStandardGet, {
        params: undefined,
        body: undefined,
        query: undefined,
      }),
    );

  it("answers the default standard a tenant starts with, changed by no one yet", async () => {
    expect(await read()).toMatchObject({ ...DEFAULT_PACKAGING_STANDARD, updatedBy: null, updatedOn: null });
  });

  it("answers the standard as an administrator last changed it", async () => {
    const current = await read();
    const body = { ...DEFAULT_PACKAGING_STANDARD, minFillPercent: 70 };
    await runAs(
      services,
      "ADMINISTRATOR",
      packagingStandardUpdate,
      { params: undefined, body, query: undefined },
      current.etag,
    );
    const changed = await read();
    expect(changed.minFillPercent).toBe(70);
    expect(changed.updatedBy?.id).toBe((await demoUser(services, "admin@demo.local")).id);
    expect(changed.etag).not.toBe(current.etag);
  });
});
