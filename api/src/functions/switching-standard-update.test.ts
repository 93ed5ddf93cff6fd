import { SupplierSwitchingListSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { finishedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { switchingStandardUpdate } from "./switching-standard-update";

/** PUT /api/switching/standard: an administrator chooses the standard the plans and switching rules follow. */
describe("switching-standard-update", () => {
  const services = demoTenantForEachTest();

  it("is for administrators", () => {
    expect(rolesAllowed(switchingStandardUpdate)).toEqual(["ADMINISTRATOR"]);
  });

  it("lets an administrator choose ANSI/ASQ Z1.4: the next lots are planned from its tables", async () => {
    const change = (standard: "ISO2859-1" | "Z1.4") =>
      runAs(services, "ADMINISTRATOR", switchingStandardUpdate, {
        params: undefined,
        body: { standard },
        query: undefined,
      });
    const changed = SupplierSwitchingListSchema.parse((await change("Z1.4")).body);
    expect(changed.standard).toBe("Z1.4");
    expect(changed.suppliers[0]?.major.why).toBe("Normal inspection (0 lots accepted in a row of 10).");
    await expect(change("Z1.4")).rejects.toMatchObject({ status: 400, message: "No changes detected." });
    const lot = await finishedLot(services, "Pass");
    expect(lot.plan.standard).toBe("Z1.4");
  });
});
