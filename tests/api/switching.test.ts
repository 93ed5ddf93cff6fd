import {
  SupplierSwitchingListSchema,
  SupplierSwitchingSchema,
  type InspectionDetail,
} from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { backfillSwitching } from "../../api/src/switching/backfill";
import { services, signInAll, token, uniqueCode, type Who } from "../support/demo";
import { seedReportedInspections } from "../support/reported-inspections";
import {
  assignToInspector,
  defect,
  detailOf,
  expectError,
  importedInspection,
  localDay,
  move,
  read,
  saveWork,
} from "../support/inspections";
import { api } from "../support/sign-in";
import { TEST_SUPPLIERS, testSupplierName } from "../support/test-suppliers";

/**
 * The switching rules on the real stack (docs/decisions/switching-rules.md), with the tests' own supplier: lots of
 * 1,200 (80 units; major 2.5: normal 5/6, tightened 3/4) fail and pass through the API as inspectors finish them,
 * and the supplier's state, its next lot's plan and the decisions follow.
 */
const SUPPLIER = TEST_SUPPLIERS.switchingApi;
const SUPPLIER_ID = `SUP-${SUPPLIER}`;

beforeAll(signInAll);

/** A lot of the supplier planned for today, as a planner imports and plans it. */
async function plannedLot(): Promise<InspectionDetail> {
  const created = await importedInspection({ quantity: 1200, date: "14/05/2031", supplier: SUPPLIER });
  return assignToInspector(created, localDay());
}

/** A lot of the supplier finished with `majors` units of major defects found. */
async function finishedWith(majors: number): Promise<InspectionDetail> {
  const running = await detailOf(await move(await plannedLot(), "start"));
  if (majors > 0) await detailOf(await saveWork(running, { defects: [defect("FAB01", "MAJOR", majors)] }));
  return detailOf(await move(await read(running.id), "finish"));
}

const state = async (who: Who = "reviewer") => {
  const response = await api(`switching/suppliers/${SUPPLIER_ID}`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return SupplierSwitchingSchema.parse(await response.json());
};

describe("a supplier's switching state on the real stack", () => {
  it("tightens the next lot after two lots not accepted in five, names the table, and lists the move", async () => {
    const failed = await finishedWith(6);
    await finishedWith(0);
    await finishedWith(7);
    const tightened = await state("manager");
    expect(tightened.supplier.name).toBe(testSupplierName(SUPPLIER));
    expect(tightened.major).toMatchObject({ severity: "tightened", reason: "two-not-accepted-in-five" });
    expect(tightened.lots.map((lot) => lot.lot.id)).toContain(failed.id);

    const next = await plannedLot();
    expect(next.plan).toMatchObject({
      sampleSize: 80,
      major: { accept: 3, reject: 4, inspection: "tightened" },
    });
    expect(next.allowedDefectsMaj).toBe(3);

    const list = await api("switching/suppliers", { token: token("planner") });
    const row = SupplierSwitchingListSchema.parse(await list.json()).suppliers.find(
      (supplier) => supplier.supplier.id === SUPPLIER_ID,
    );
    expect(row?.major.severity).toBe("tightened");
  });

  it("refuses a decision that does not apply, and decisions from roles without the authority", async () => {
    const decide = (who: Who, body: unknown) =>
      api(`switching/suppliers/${SUPPLIER_ID}/decisions`, { method: "POST", token: token(who), body });
    await expectError(
      await decide("reviewer", { class: "major", decision: "corrected", note: "New needle checks" }),
      409,
      /a correction is recorded only for a supplier whose inspection is discontinued/,
    );
    await expectError(await decide("planner", { class: "major", decision: "approve-reduced" }), 403);
    await expectError(await decide("supplier", { class: "major", decision: "approve-reduced" }), 403);
    await expectError(await decide("reviewer", { class: "critical", decision: "approve-reduced" }), 400);
  });

  it("shows a supplier user only its own supplier's state", async () => {
    await expectError(await api(`switching/suppliers/${SUPPLIER_ID}`, { token: token("supplier") }), 404);
    const own = await api("switching/suppliers", { token: token("supplier") });
    expect(
      SupplierSwitchingListSchema.parse(await own.json()).suppliers.map((row) => row.supplier.id),
    ).toEqual(["SUP-DKW"]);
  });
});

describe("lots inspected before the switching rules were kept", () => {
  it("are counted once, in the order they were finished, when no supplier has a state yet", async () => {
    const tenantId = uniqueCode("backfill").toLowerCase();
    const store = services();
    const supplier = { id: "SUP-OLD", name: "Old Records Ltd" };
    const ids = await seedReportedInspections(store, tenantId, {
      tag: uniqueCode("BF"),
      count: 3,
      days: ["2030-03-03", "2030-03-01", "2030-03-02"],
      supplier,
      pdf: null,
    });
    expect(await backfillSwitching(store, tenantId)).toBe(3);
    const state = await store.switching.supplier(tenantId, supplier.id);
    // Newest first: the lot finished on 3 March, then 2 March, then 1 March.
    expect(state?.lots.map((lot) => lot.lot.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(state?.major.state.severity).toBe("normal");
    // Once any supplier has a state, every finish counts itself: nothing is counted again.
    expect(await backfillSwitching(store, tenantId)).toBe(0);
  });
});
