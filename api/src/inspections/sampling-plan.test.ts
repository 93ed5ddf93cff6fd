import { DEFAULT_AQLS, lotPlan } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { completeInspection } from "../data/inspections-repository";
import { importedInspection } from "../testing/documents-fixture";
import { withPlan } from "./sampling-plan";

describe("an inspection's plan", () => {
  it("is recomputed from the lot (delivery quantity, else PO quantity) and level, never a client's numbers", () => {
    const doc = completeInspection(importedInspection());
    const tampered = { ...doc, plan: { ...doc.plan, sampleSize: 1 } };
    expect(withPlan(tampered, "t").plan).toEqual(lotPlan(1200, "II", DEFAULT_AQLS));
    expect(withPlan({ ...doc, level: "I" }, "t").plan.sampleSize).toBe(32);
    expect(withPlan({ ...doc, deliveryQuantity: 3300 }, "t").plan).toMatchObject({
      lotSize: 3300,
      sampleSize: 200,
    });
    expect(withPlan({ ...doc, poQuantity: 1 }, "t").plan).toMatchObject({ lotSize: 1, sampleSize: 1 });
  });
});
