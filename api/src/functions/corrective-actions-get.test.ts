import { CorrectiveActionSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { raisedCar } from "../testing/cars-fixture";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { correctiveActionsGet } from "./corrective-actions-get";
import { correctiveActionsList } from "./corrective-actions-list";

/** GET /api/corrective-actions/{carId}: one CAR, to whoever may see it; another supplier's is 404 as a missing one. */
describe("corrective-actions-get", () => {
  const services = demoTenantForEachTest();
  const get = (role: "SUPPLIER" | "REVIEWER", carId: string) =>
    runAs(services, role, correctiveActionsGet, { params: { carId }, body: undefined, query: undefined });

  it("is for the same roles as the list", () => {
    expect(rolesAllowed(correctiveActionsGet)).toEqual(rolesAllowed(correctiveActionsList));
  });

  it("answers the CAR's own supplier, and 404 for an id no CAR has", async () => {
    const car = await raisedCar(services);
    expect((await answer(CorrectiveActionSchema, get("SUPPLIER", car.id))).reference).toBe("CAR-0001");
    await expect(get("REVIEWER", "no-such-car")).rejects.toMatchObject({
      status: 404,
      message: "No corrective action request has this id.",
    });
  });
});
