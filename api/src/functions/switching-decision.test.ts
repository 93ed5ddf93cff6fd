import { SupplierSwitchingSchema, type SwitchingDecisionInput } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { answer, createdLot, finishedLot, move, plannedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { switchingDecision } from "./switching-decision";
import { switchingSupplierGet } from "./switching-supplier-get";

/**
 * The switching rules as a supplier's lots and a person's decisions move them (docs/decisions/switching-rules.md):
 * lots of 500 from Dhaka Knitwear (code letter H, 50 units; major 2.5: normal 3/4, tightened 2/3).
 */
describe("switching-decision", () => {
  const services = demoTenantForEachTest();
  const DKW = "SUP-DKW";

  const state = (role: "REVIEWER" | "SUPPLIER" = "REVIEWER") =>
    answer(
      SupplierSwitchingSchema,
      runAs(services, role, switchingSupplierGet, {
        params: { supplierId: DKW },
        body: undefined,
        query: undefined,
      }),
    );
  const decideAs = (role: "REVIEWER" | "CLIENT_MANAGER", body: SwitchingDecisionInput) =>
    answer(
      SupplierSwitchingSchema,
      runAs(services, role, switchingDecision, { params: { supplierId: DKW }, body, query: undefined }),
    );
  const lots = async (...results: ("Pass" | "Fail")[]) => {
    for (const result of results) await finishedLot(services, result);
  };

  it("is for reviewers, client managers and administrators", () => {
    expect(rolesAllowed(switchingDecision)).toEqual(["ADMINISTRATOR", "REVIEWER", "CLIENT_MANAGER"]);
  });

  it("tightens a supplier's next lot after its second lot not accepted in five, and says why", async () => {
    await lots("Fail", "Pass", "Fail");
    const tightened = await state();
    expect(tightened.major).toMatchObject({ severity: "tightened", reason: "two-not-accepted-in-five" });
    expect(tightened.major.why).toMatch(
      /^Tightened since \d\d \w{3} \d{4}: 2 of 5 or fewer consecutive lots/,
    );
    // The failures were major defects only: the minor class is still on normal.
    expect(tightened.minor.severity).toBe("normal");
    expect(tightened.lots).toHaveLength(3);
    expect(tightened.history[0]).toMatchObject({ class: "major", from: "normal", to: "tightened", by: null });
    expect(tightened.history[0]?.lot?.number).toBe(tightened.lots[0]?.lot.number);

    // The next lot is planned from Table 2-B: the same 50 units, 2 major allowed instead of 3.
    const next = await plannedLot(services);
    expect(next.plan).toMatchObject({
      sampleSize: 50,
      major: { accept: 2, reject: 3, inspection: "tightened" },
      minor: { inspection: "normal" },
    });
  });

  it("returns a tightened supplier to normal after five lots accepted in a row", async () => {
    await lots("Fail", "Fail", "Pass", "Pass", "Pass", "Pass");
    expect((await state()).major.severity).toBe("tightened");
    await lots("Pass");
    const back = await state();
    expect(back.major).toMatchObject({ severity: "normal", reason: "five-accepted-on-tightened" });
    expect(back.history.map((event) => event.to)).toEqual(["normal", "tightened"]);
  });

  it("refuses to plan a discontinued supplier's lots until a reviewer records its correction", async () => {
    await lots("Fail", "Fail", "Fail", "Fail", "Fail", "Fail");
    expect((await state()).major.severity).toBe("tightened");
    await lots("Fail");
    expect((await state()).major).toMatchObject({
      severity: "discontinued",
      reason: "five-not-accepted-on-tightened",
    });
    const refused = await createdLot(services).catch(
      (error: unknown) => error as { status: number; message: string },
    );
    expect(refused).toMatchObject({ status: 409 });
    expect((refused as { message: string }).message).toMatch(
      /^Acceptance inspection of Dhaka Knitwear Ltd is discontinued \(major defects/,
    );

    // A correction needs a note saying what the supplier changed.
    await expect(decideAs("CLIENT_MANAGER", { class: "major", decision: "corrected" })).rejects.toMatchObject(
      {
        status: 400,
        fieldErrors: [{ field: "body.note", message: "is required to record a correction" }],
      },
    );
    const resumed = await decideAs("CLIENT_MANAGER", {
      class: "major",
      decision: "corrected",
      note: "New needle checks on every line, 8D report received",
    });
    expect(resumed.major).toMatchObject({ severity: "tightened", reason: "corrected" });
    expect(resumed.history[0]).toMatchObject({
      from: "discontinued",
      to: "tightened",
      by: { name: "Megan Clarke" },
      note: "New needle checks on every line, 8D report received",
      lot: null,
    });
    // Inspection resumes on tightened.
    expect((await plannedLot(services)).plan.major.inspection).toBe("tightened");
  });

  it("proposes reduced inspection at a switching score of 30, and moves there only when a person approves", async () => {
    await expect(decideAs("REVIEWER", { class: "major", decision: "approve-reduced" })).rejects.toMatchObject(
      {
        status: 409,
        message:
          "Dhaka Knitwear Ltd is on normal inspection for major defects, and reduced inspection is not proposed: its record does not allow it yet.",
      },
    );
    // Ten lots with nothing found: 3 points each (Ac 3, and accepted at Ac 2 too).
    await lots(...Array<"Pass">(9).fill("Pass"));
    expect((await state()).major).toMatchObject({
      severity: "normal",
      switchingScore: 27,
      reducedProposed: false,
    });
    await lots("Pass");
    const proposed = await state();
    expect(proposed.major).toMatchObject({ severity: "normal", switchingScore: 30, reducedProposed: true });
    expect(proposed.major.why).toContain("Reduced inspection proposed: awaiting approval.");

    const approved = await decideAs("REVIEWER", { class: "major", decision: "approve-reduced" });
    expect(approved.major).toMatchObject({ severity: "reduced", reason: "reduced-approved" });
    expect(approved.history[0]).toMatchObject({ by: { name: "Riya Shah" }, to: "reduced" });
    // Major from Table 2-C (H: 20 units); the minor class, proposed too but not approved, stays normal, and its
    // 50 units are the sample drawn.
    expect((await plannedLot(services)).plan).toMatchObject({
      sampleSize: 50,
      major: { inspection: "reduced" },
      minor: { inspection: "normal" },
    });

    // A lot not accepted on reduced inspection sends the next one back to normal.
    await lots("Fail");
    expect((await state()).major).toMatchObject({ severity: "normal", reason: "not-accepted-on-reduced" });
    await expect(
      decideAs("REVIEWER", { class: "major", decision: "return-to-normal" }),
    ).rejects.toMatchObject({
      status: 409,
      message:
        "Dhaka Knitwear Ltd is on normal inspection for major defects: only a supplier on reduced inspection can be returned to normal.",
    });
  });

  it("counts a lot once, on its first finish: reopening and finishing again changes nothing", async () => {
    const failed = await finishedLot(services, "Fail");
    const reopened = await move(services, failed, "reopen", "REVIEWER");
    expect((await move(services, reopened, "finish")).status).toBe("FINISHED");
    const counted = await state();
    expect(counted.lots.map((lot) => lot.lot.id)).toEqual([failed.id]);
    expect(counted.major.counts.recentNotAccepted).toBe(1);
  });
});
