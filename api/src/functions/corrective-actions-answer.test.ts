import { CorrectiveActionSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { answerCarAs, raisedCar } from "../testing/cars-fixture";
import { rolesAllowed } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { correctiveActionsAnswer } from "./corrective-actions-answer";
import { correctiveActionsList } from "./corrective-actions-list";

/** PUT /api/corrective-actions/{carId}/answer: the supplier answers its own CAR, once per turn, under its etag. */
describe("corrective-actions-answer", () => {
  const services = demoTenantForEachTest();

  it("is routed to everyone who reads CARs; only the CAR's own supplier may answer", async () => {
    expect(rolesAllowed(correctiveActionsAnswer)).toEqual(rolesAllowed(correctiveActionsList));
    const car = await raisedCar(services);
    await expect(answerCarAs(services, "REVIEWER", car)).rejects.toMatchObject({ status: 403 });
    await expect(answerCarAs(services, "CLIENT_MANAGER", car)).rejects.toMatchObject({ status: 403 });
  });

  it("keeps the answer with who gave it, and refuses a stale read (412) and a second answer (409)", async () => {
    const car = await raisedCar(services);
    const answered = await answer(CorrectiveActionSchema, answerCarAs(services, "SUPPLIER", car));
    expect(answered).toMatchObject({
      status: "answered",
      answer: { rootCause: "machine", by: { name: "Sadia Rahman" } },
    });
    await expect(answerCarAs(services, "SUPPLIER", car)).rejects.toMatchObject({ status: 412 });
    await expect(answerCarAs(services, "SUPPLIER", answered)).rejects.toMatchObject({
      status: 409,
      message: "CAR-0001 is answered: it cannot be answered now.",
    });
  });
});
