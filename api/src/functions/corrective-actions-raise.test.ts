import { describe, expect, it } from "vitest";
import { inTwoWeeks, raisedCar } from "../testing/cars-fixture";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { finishedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { correctiveActionsRaise } from "./corrective-actions-raise";

/** POST /api/corrective-actions: a CAR on failed lots of one supplier and style, with defects from their records. */
describe("corrective-actions-raise", () => {
  const services = demoTenantForEachTest();
  const raise = (body: { inspectionIds: string[]; defects: string[]; dueDate?: string }) =>
    runAs(services, "REVIEWER", correctiveActionsRaise, {
      params: undefined,
      body: { request: "Why?", dueDate: inTwoWeeks(), verificationRequired: true, ...body },
      query: undefined,
    });

  it("is for reviewers, client managers and administrators", () => {
    expect(rolesAllowed(correctiveActionsRaise)).toEqual(["ADMINISTRATOR", "REVIEWER", "CLIENT_MANAGER"]);
  });

  it("numbers it, names the supplier, style, lot and the defects picked with their counts", async () => {
    const car = await raisedCar(services);
    expect(car).toMatchObject({
      reference: "CAR-0001",
      status: "open",
      supplier: { id: "SUP-DKW" },
      styleCode: "T61-1001",
      defects: [{ defectId: "FAB01", severity: "MAJOR" }],
      owner: { name: "Riya Shah" },
      overdue: false,
    });
    expect((await raisedCar(services)).reference).toBe("CAR-0002");
  });

  it("refuses a due date in the past, a defect not recorded on the lots, and a lot that was accepted", async () => {
    const failed = await finishedLot(services, "Fail");
    await expect(
      raise({ inspectionIds: [failed.id], defects: ["x~y"], dueDate: "2020-01-01" }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: "body.dueDate", message: "must be today or later" }],
    });
    await expect(
      raise({ inspectionIds: [failed.id], defects: [`${failed.id}~nothing`] }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: "body.defects.0", message: "is not a defect recorded on these lots" }],
    });
    const passed = await finishedLot(services, "Pass");
    await expect(raise({ inspectionIds: [passed.id], defects: ["x~y"] })).rejects.toMatchObject({
      status: 409,
      message: `Inspection ${passed.inspectionNumber} was accepted: a corrective action is asked for lots that were not.`,
    });
  });
});
