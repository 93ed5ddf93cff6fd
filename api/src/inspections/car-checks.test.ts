import {
  CorrectiveActionSchema,
  EMPTY_WORK,
  InspectionDetailSchema,
  type CorrectiveAction,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { correctiveActionsGet } from "../functions/corrective-actions-get";
import { inspectionsWorkUpdate } from "../functions/inspections-work-update";
import { answerCarAs, raisedCar, reviewCarAs } from "../testing/cars-fixture";
import { runAs } from "../testing/handler-context";
import { answer, move, read, startedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest, type MemoryServices } from "../testing/memory-services";

/**
 * CARs at inspections (docs/decisions/corrective-actions.md): the lot a CAR was raised on names it; the next lot of
 * the supplier and style offers its inspector the accepted CAR to verify; its first finish makes the verification.
 */
describe("CARs at inspections", () => {
  const services = demoTenantForEachTest();

  async function acceptedCar(): Promise<CorrectiveAction> {
    const car = await raisedCar(services);
    const answered = await answer(CorrectiveActionSchema, answerCarAs(services, "SUPPLIER", car));
    return answer(CorrectiveActionSchema, reviewCarAs(services, "REVIEWER", answered, "accept"));
  }

  const carNow = (carId: string) =>
    answer(
      CorrectiveActionSchema,
      runAs(services, "REVIEWER", correctiveActionsGet, {
        params: { carId },
        body: undefined,
        query: undefined,
      }),
    );

  async function finishWithCheck(
    s: MemoryServices,
    carId: string,
    recurred: boolean,
    comment = "",
    beforeFinish: () => Promise<void> = async () => {},
  ) {
    const next = await startedLot(s);
    const input = {
      params: { inspectionId: next.id },
      body: { ...EMPTY_WORK, carChecks: [{ carId, recurred, comment }] },
      query: undefined,
    };
    const recorded = await answer(
      InspectionDetailSchema,
      runAs(s, "INSPECTOR", inspectionsWorkUpdate, input, next.workEtag),
    );
    await beforeFinish();
    return { next: recorded, finished: await move(s, recorded, "finish") };
  }

  it("names the CAR on the lot it was raised on, with its state", async () => {
    const car = await raisedCar(services);
    const lot = await read(services, car.inspections[0]?.id ?? "", "SUPPLIER");
    expect(lot.correctiveActions).toEqual([
      {
        id: car.id,
        reference: "CAR-0001",
        status: "open",
        overdue: false,
        dueDate: car.dueDate,
        relation: "raised",
      },
    ]);
  });

  it("offers an accepted CAR at the supplier's next lot of the style, and verifies it when the lot is finished", async () => {
    const car = await acceptedCar();
    const next = await startedLot(services);
    expect(next.carsToVerify).toEqual([
      {
        id: car.id,
        reference: "CAR-0001",
        defects: [{ defectName: car.defects[0]?.defectName, severity: "MAJOR" }],
        request: car.request,
        correctiveAction: "Sort the lot in hand; remove every garment with a hole.",
        preventiveAction: "Needle plates checked every shift.",
        inspections: car.inspections.map((lot) => lot.number),
      },
    ]);
    const { finished } = await finishWithCheck(
      services,
      car.id,
      false,
      "No holes in 80 garments.",
      async () => {
        // A check saved before the finish changes nothing yet: the inspector may still change it.
        expect((await carNow(car.id)).status).toBe("accepted");
      },
    );
    expect(finished.carsToVerify).toEqual([]);
    const verified = await carNow(car.id);
    expect(verified.status).toBe("verified");
    expect(verified.doneOn).not.toBeNull();
    expect(verified.verification).toMatchObject({ inspectionId: finished.id, recurred: false });
    expect(verified.history.at(-1)).toMatchObject({
      action: "verify",
      from: "accepted",
      to: "verified",
      by: { name: finished.inspector?.name },
      comment: `Inspection ${finished.inspectionNumber}: the defect did not recur. No holes in 80 garments.`,
    });
    expect((await read(services, finished.id, "REVIEWER")).correctiveActions).toMatchObject([
      { id: car.id, status: "verified", relation: "verified" },
    ]);
  });

  it("opens the CAR again for the supplier when the defect recurred, due in the tenant's days to answer", async () => {
    const car = await acceptedCar();
    await services.correctiveActions.saveSettings(services.config.tenantId, { dueDays: 10 });
    await finishWithCheck(services, car.id, true);
    const reopened = await carNow(car.id);
    expect(reopened.status).toBe("open");
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(reopened.dueDate).toBe(due);
    expect(reopened.doneOn).toBeNull();
  });

  it("leaves a CAR closed meanwhile, or one the lot's supplier and style do not match, as it is", async () => {
    const car = await acceptedCar();
    const closed = await answer(
      CorrectiveActionSchema,
      reviewCarAs(services, "REVIEWER", car, "close", "Done."),
    );
    await finishWithCheck(services, closed.id, false);
    const after = await carNow(car.id);
    expect(after.status).toBe("closed");
    expect(after.verification).toBeNull();
    const stranger = await finishWithCheck(services, "no-such-car", false);
    expect(stranger.finished.status).toBe("FINISHED");
  });
});
