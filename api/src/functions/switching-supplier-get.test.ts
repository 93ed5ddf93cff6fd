import { SupplierSwitchingListSchema, SupplierSwitchingSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { switchingSupplierGet } from "./switching-supplier-get";
import { switchingSuppliersList } from "./switching-suppliers-list";

/** GET /api/switching/suppliers/{supplierId}: one supplier's state, moves and lots; a supplier its own only. */
describe("switching-supplier-get", () => {
  const services = demoTenantForEachTest();
  const list = (role: "SUPPLIER") =>
    answer(
      SupplierSwitchingListSchema,
      runAs(services, role, switchingSuppliersList, { params: undefined, body: undefined, query: undefined }),
    );
  const one = (supplierId: string, role: "REVIEWER" | "SUPPLIER" = "REVIEWER") =>
    runAs(services, role, switchingSupplierGet, {
      params: { supplierId },
      body: undefined,
      query: undefined,
    });

  it("is for the same roles as the list", () => {
    expect(rolesAllowed(switchingSupplierGet)).toEqual(rolesAllowed(switchingSuppliersList));
  });

  it("shows a supplier user its own supplier only; any other is 404", async () => {
    const page = await list("SUPPLIER");
    expect(page.suppliers.map((row) => row.supplier.id)).toEqual(["SUP-DKW"]);
    expect(SupplierSwitchingSchema.parse((await one("SUP-DKW", "SUPPLIER")).body).supplier.id).toBe(
      "SUP-DKW",
    );
    await expect(one("SUP-ANT", "SUPPLIER")).rejects.toMatchObject({ status: 404 });
    await expect(one("SUP-NOBODY")).rejects.toMatchObject({
      status: 404,
      message: "No supplier has the id SUP-NOBODY.",
    });
  });
});
