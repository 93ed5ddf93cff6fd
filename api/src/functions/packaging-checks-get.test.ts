import { PackagingCheckSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { addLine, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { checkInput, recordedCheck } from "../testing/packaging-fixture";
import { packagingChecksCreate } from "./packaging-checks-create";
import { packagingChecksGet } from "./packaging-checks-get";

/** GET /api/packaging/checks/{checkId}: one delivery's check, as a report row opens it. */
describe("packaging-checks-get", () => {
  const services = demoTenantForEachTest();
  const get = (checkId: string, role: Parameters<typeof runAs>[1]) =>
    runAs(services, role, packagingChecksGet, { params: { checkId }, body: undefined, query: undefined });

  it("answers the check as it was recorded", async () => {
    const recorded = await recordedCheck(services);
    expect(await answer(PackagingCheckSchema, get(recorded.id, "CLIENT_OPERATOR"))).toEqual(recorded);
  });

  it("shows a supplier their own supplier's checks only; another's is as missing as an unknown one", async () => {
    const own = await recordedCheck(services);
    const line = addLine(services, { supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." } });
    const body = checkInput([line]);
    const other = await answer(
      PackagingCheckSchema,
      runAs(services, "PLANNER", packagingChecksCreate, { body, query: undefined, params: undefined }),
    );
    expect((await answer(PackagingCheckSchema, get(own.id, "SUPPLIER"))).id).toBe(own.id);
    const missing = { status: 404, message: "There is no such packaging check: it may have been deleted." };
    await expect(get(other.id, "SUPPLIER")).rejects.toMatchObject(missing);
    await expect(get("no-such-check", "SUPPLIER")).rejects.toMatchObject(missing);
  });
});
