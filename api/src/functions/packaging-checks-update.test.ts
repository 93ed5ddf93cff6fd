import { PackagingCheckSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { checkInput, inspectionCheck, recordedCheck } from "../testing/packaging-fixture";
import { packagingChecksUpdate } from "./packaging-checks-update";

/** PUT /api/packaging/checks/{checkId}: DC staff correct a check under the etag they read. */
describe("packaging-checks-update", () => {
  const services = demoTenantForEachTest();
  const correct = (
    check: { id: string; orderIds: string[] },
    etag: string,
    fields: Partial<ReturnType<typeof checkInput>>,
  ) => {
    const body = { ...checkInput([]), orderIds: check.orderIds, ...fields };
    return runAs(
      services,
      "INSPECTOR",
      packagingChecksUpdate,
      { params: { checkId: check.id }, body, query: undefined },
      etag,
    );
  };

  it("judges the corrected check again, keeps its day and names who corrected it", async () => {
    const recorded = await recordedCheck(services, { paperTape: false });
    expect(recorded.outcome.issues).toContain("PLASTIC_TAPE");
    const corrected = await answer(
      PackagingCheckSchema,
      correct(recorded, recorded.etag, { paperTape: true }),
    );
    expect(corrected).toMatchObject({
      id: recorded.id,
      checkedDay: recorded.checkedDay,
      checks: { paperTape: true },
    });
    expect(corrected.outcome.issues).not.toContain("PLASTIC_TAPE");
    expect(corrected.checkedBy.id).not.toBe(recorded.checkedBy.id);
    expect(corrected.etag).not.toBe(recorded.etag);
  });

  it("refuses a correction made on a check changed since it was read", async () => {
    const recorded = await recordedCheck(services);
    await correct(recorded, recorded.etag, { receivedQuantity: 480 });
    await expect(correct(recorded, recorded.etag, { receivedQuantity: 490 })).rejects.toMatchObject({
      status: 412,
      message: "This packaging check was changed by someone else. Reload it and make your change again.",
    });
  });

  it("leaves a check recorded during an inspection to that inspection's packaging panel", async () => {
    const check = await inspectionCheck(services);
    // What the form sends (the tablet's check names no PO lines of its own): it is refused before being read.
    await expect(correct({ id: check.id, orderIds: ["a-po-line"] }, check.etag, {})).rejects.toMatchObject({
      status: 409,
      message:
        "This check was recorded during inspection INS-000001: change it in that inspection's packaging panel.",
    });
  });
});
