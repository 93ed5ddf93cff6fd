import { CarListSchema, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { raisedCar } from "../testing/cars-fixture";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { correctiveActionsList } from "./corrective-actions-list";

/** GET /api/corrective-actions: the CARs the caller may see, filtered, overdue ones counted. */
describe("corrective-actions-list", () => {
  const services = demoTenantForEachTest();
  const list = (role: RoleName, query: Record<string, string> = {}) =>
    answer(
      CarListSchema,
      runAs(services, role, correctiveActionsList, { params: undefined, body: undefined, query }),
    );

  it("is for everyone who plans, reviews or decides on lots, and for suppliers", () => {
    expect(rolesAllowed(correctiveActionsList)).toEqual([
      "ADMINISTRATOR",
      "REVIEWER",
      "PLANNER",
      "SUPPLIER",
      "CLIENT_MANAGER",
      "CLIENT_OPERATOR",
    ]);
  });

  it("shows a supplier its own CARs only, and filters by supplier and state", async () => {
    await raisedCar(services);
    expect((await list("SUPPLIER")).items).toHaveLength(1);
    expect((await list("SUPPLIER", { supplierId: "SUP-ANT" })).items).toHaveLength(0);
    expect((await list("CLIENT_MANAGER", { supplierId: "SUP-ANT" })).items).toHaveLength(0);
    expect((await list("CLIENT_MANAGER", { status: "open" })).items.map((car) => car.reference)).toEqual([
      "CAR-0001",
    ]);
    expect(await list("CLIENT_MANAGER", { status: "overdue" })).toEqual({ items: [], overdue: 0 });
  });
});
