import { CorrectiveActionSchema, PACKAGING_ISSUE_LABELS } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { inTwoWeeks, raisedCar } from "../testing/cars-fixture";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { answer, decide, finishedLot } from "../testing/lots-fixture";
import { upsertCheck } from "../packaging/check-writes";
import { recordedCheck } from "../testing/packaging-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { correctiveActionsRaise } from "./corrective-actions-raise";

/** POST /api/corrective-actions: a CAR on failed lots of one supplier and style, with defects from their records. */
describe("corrective-actions-raise", () => {
  const services = demoTenantForEachTest();
  const raise = (body: {
    inspectionIds: string[];
    defects: string[];
    dueDate?: string;
    packagingCheckIds?: string[];
  }) =>
    runAs(services, "REVIEWER", correctiveActionsRaise, {
      params: undefined,
      body: {
        request: "Why?",
        dueDate: inTwoWeeks(),
        verificationRequired: true,
        packagingCheckIds: [],
        ...body,
      },
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

  it("raises one on a DC packaging check that found issues, naming them, with the style's failed lots or alone; a clean check is refused", async () => {
    // 300 received of 500 ordered, taped with plastic: short and taped wrong.
    const short = await recordedCheck(services, { receivedQuantity: 300, paperTape: false });
    expect(short.outcome.issues.length).toBeGreaterThan(0);
    const car = await answer(
      CorrectiveActionSchema,
      raise({ inspectionIds: [], defects: [], packagingCheckIds: [short.id] }),
    );
    expect(car).toMatchObject({
      supplier: { id: short.supplier.id },
      styleCode: short.styleCode,
      inspections: [],
      defects: [],
      packagingChecks: [
        {
          id: short.id,
          bookingReference: "BK-1001",
          issues: short.outcome.issues.map((issue) => PACKAGING_ISSUE_LABELS[issue]),
        },
      ],
    });
    // A check that found nothing (the standard judged it clean).
    const { etag: _etag, ...recorded } = await recordedCheck(services);
    const clean = await upsertCheck(services, services.config.tenantId, {
      ...recorded,
      id: "clean-check",
      outcome: { ...recorded.outcome, issues: [], suggestedIssue: null },
    });
    await expect(
      raise({ inspectionIds: [], defects: [], packagingCheckIds: [clean.id] }),
    ).rejects.toMatchObject({
      status: 409,
      message: "Packaging check BK-1001 found no issue: a corrective action is asked for checks that did.",
    });
    // A failed lot of the same supplier and style and the check, in one CAR.
    const failed = await finishedLot(services, "Fail");
    const both = await answer(
      CorrectiveActionSchema,
      raise({
        inspectionIds: [failed.id],
        defects: [`${failed.id}~${failed.work.defects[0]?.id ?? ""}`],
        packagingCheckIds: [short.id],
      }),
    );
    expect([both.inspections.length, both.defects.length, both.packagingChecks.length]).toEqual([1, 1, 1]);
    await expect(
      raise({ inspectionIds: [], defects: [], packagingCheckIds: ["no-such-check"] }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("raises one on a lot the client rejected though it passed, and asks for a defect where the lots recorded some", async () => {
    const passed = await finishedLot(services, "Pass");
    const rejected = await decide(
      services,
      passed,
      "REJECTED",
      "Colour off shade against the approved sample.",
    );
    expect(rejected.clientDecision).toBe("Rejected");
    const car = await answer(CorrectiveActionSchema, raise({ inspectionIds: [rejected.id], defects: [] }));
    expect(car).toMatchObject({ inspections: [{ id: rejected.id }], defects: [] });
    const failed = await finishedLot(services, "Fail");
    await expect(raise({ inspectionIds: [failed.id], defects: [] })).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: "body.defects", message: "pick at least one defect" }],
    });
  });
});
