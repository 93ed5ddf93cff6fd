import { describe, expect, it } from "vitest";
import { demoUser, runAs } from "../testing/handler-context";
import { addLine } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { checkInput, recordedCheck } from "../testing/packaging-fixture";
import { packagingChecksCreate } from "./packaging-checks-create";

/** POST /api/packaging/checks: DC staff record a delivery's packaging check. */
describe("packaging-checks-create", () => {
  const services = demoTenantForEachTest();

  it("records the check with its PO lines' supplier and style, judged against the standard", async () => {
    const check = await recordedCheck(services, { receivedQuantity: 450 });
    expect(check).toMatchObject({
      centre: { id: "UDC-BFD", code: "BFD" },
      bookingReference: "BK-1001",
      supplier: { id: "SUP-DKW" },
      styleCode: "T61-1001",
      poQuantity: 500,
      source: { kind: "dc" },
      outcome: { accuracyResult: "Short", percDiff: -10, complianceResult: "Non-compliant" },
    });
    expect(check.outcome.issues).toContain("SHORT_SHIPMENT");
    const stored = await services.packaging.getCheck(services.config.tenantId, check.id);
    expect(stored?.checkedBy.id).toBe((await demoUser(services, "planner@demo.local")).id);
  });

  it("names every unknown DC and PO line at once", async () => {
    const body = { ...checkInput([addLine(services)]), centreId: "UDC-NOPE" };
    body.orderIds = [...body.orderIds, "no-such-line"];
    const call = runAs(services, "PLANNER", packagingChecksCreate, {
      body,
      query: undefined,
      params: undefined,
    });
    await expect(call).rejects.toMatchObject({
      status: 400,
      message:
        'The packaging check was not saved: body.centreId "UDC-NOPE" is not one of the DCs; body.orderIds.1 "no-such-line" is not a PO line of this client',
    });
  });

  it("refuses PO lines of two styles as one check", async () => {
    const lines = [addLine(services), addLine(services, { styleCode: "T61-2002" })];
    const call = runAs(services, "PLANNER", packagingChecksCreate, {
      body: checkInput(lines),
      query: undefined,
      params: undefined,
    });
    await expect(call).rejects.toMatchObject({
      status: 400,
      message:
        "The packaging check was not saved: body.orderIds are of different styles (T61-1001, T61-2002): record one check per style",
    });
  });
});
