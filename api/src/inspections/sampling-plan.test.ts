import { DEFAULT_AQLS, lotPlan, NORMAL_INSPECTION, type PlanSeverities } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { completeInspection } from "../data/inspections-repository";
import { importedInspection } from "../testing/documents-fixture";
import { withPlan } from "./sampling-plan";

const TIGHTENED: PlanSeverities = { standard: "ISO2859-1", major: "tightened", minor: "tightened" };

describe("an inspection's plan", () => {
  it("is recomputed from the lot (delivery quantity, else PO quantity) and level, never a client's numbers", () => {
    const doc = completeInspection(importedInspection());
    const tampered = { ...doc, plan: { ...doc.plan, sampleSize: 1 } };
    expect(withPlan(tampered, "t", NORMAL_INSPECTION).plan).toEqual(lotPlan(1200, "II", DEFAULT_AQLS));
    expect(withPlan({ ...doc, level: "I" }, "t", NORMAL_INSPECTION).plan.sampleSize).toBe(32);
    expect(withPlan({ ...doc, deliveryQuantity: 3300 }, "t", NORMAL_INSPECTION).plan).toMatchObject({
      lotSize: 3300,
      sampleSize: 200,
    });
    expect(withPlan({ ...doc, poQuantity: 1 }, "t", NORMAL_INSPECTION).plan).toMatchObject({
      lotSize: 1,
      sampleSize: 1,
    });
  });

  it("takes the tables in force for the supplier while the lot is being planned", () => {
    const doc = completeInspection(importedInspection());
    // Table 2-B, J (80) at 2.5 and 4.0: 3/4 and 5/6, where normal inspection accepts 5 and 7.
    expect(withPlan(doc, "t", TIGHTENED).plan).toMatchObject({
      sampleSize: 80,
      major: { accept: 3, reject: 4, inspection: "tightened" },
      minor: { accept: 5, reject: 6, inspection: "tightened" },
    });
  });

  it("keeps the tables a lot under way was planned with: its sample does not change under the inspector", () => {
    const started = { ...completeInspection(importedInspection()), status: "STARTED" as const };
    const replanned = withPlan({ ...started, deliveryQuantity: 1100 }, "t", TIGHTENED);
    expect(replanned.plan).toMatchObject({ lotSize: 1100, major: { accept: 5, inspection: "normal" } });
  });
});
