import { SupplierSwitchingListSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { answer, finishedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { switchingSuppliersList } from "./switching-suppliers-list";

/** GET /api/switching/suppliers and /{supplierId}: each supplier's state per class, a supplier its own only. */
describe("switching-suppliers-list", () => {
  const services = demoTenantForEachTest();
  const list = (role: "REVIEWER" | "SUPPLIER" | "CLIENT_MANAGER" = "REVIEWER") =>
    answer(
      SupplierSwitchingListSchema,
      runAs(services, role, switchingSuppliersList, { params: undefined, body: undefined, query: undefined }),
    );

  it("is for everyone who plans, reviews or decides on lots, and for suppliers", () => {
    expect(rolesAllowed(switchingSuppliersList)).toEqual([
      "ADMINISTRATOR",
      "REVIEWER",
      "PLANNER",
      "SUPPLIER",
      "CLIENT_MANAGER",
      "CLIENT_OPERATOR",
    ]);
  });

  it("lists every supplier of the tenant, on normal inspection until its lots say otherwise", async () => {
    await finishedLot(services, "Fail");
    await finishedLot(services, "Fail");
    const page = await list("CLIENT_MANAGER");
    expect(page.standard).toBe("ISO2859-1");
    expect(page.suppliers.length).toBeGreaterThan(2);
    const names = page.suppliers.map((row) => row.supplier.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const severities = new Map(page.suppliers.map((row) => [row.supplier.id, row.major.severity]));
    expect(severities.get("SUP-DKW")).toBe("tightened");
    expect(severities.get("SUP-ANT")).toBe("normal");
    expect(page.suppliers.find((row) => row.supplier.id === "SUP-ANT")?.major.why).toBe(
      "Normal inspection (switching score 0 of 30).",
    );
  });
});
