import { describe, expect, it } from "vitest";
import { EMPTY_PACKAGING, type PackagingChecks } from "./inspection-work";
import {
  DEFAULT_PACKAGING_STANDARD as STANDARD,
  estimateUnitsPerCarton,
  packagingOutcome,
  standardBoxOf,
} from "./packaging";

const complete: PackagingChecks = {
  cartonCount: 10,
  paperTape: true,
  cartonDimensions: { length: 60, width: 40, height: 40 },
  unitDimensions: { length: 30, width: 20, height: 5 },
  receivedQuantity: 1000,
};

describe("estimated units per carton (Est_UPC)", () => {
  it("counts whole units in the best orientation", () => {
    // 60/30 × 40/20 × 40/5 = 2 × 2 × 8
    expect(estimateUnitsPerCarton(complete.cartonDimensions!, complete.unitDimensions!)).toBe(32);
    // 25 cm does not go twice into 40 one way, but 40/25 … the best turn uses 60/25 = 2.
    expect(
      estimateUnitsPerCarton({ length: 60, width: 40, height: 40 }, { length: 25, width: 40, height: 10 }),
    ).toBe(8);
  });
  it("is 0 when a unit is larger than the carton", () => {
    expect(
      estimateUnitsPerCarton({ length: 30, width: 20, height: 10 }, { length: 35, width: 5, height: 5 }),
    ).toBe(0);
  });
  it("takes a side that fits exactly, despite decimals", () => {
    expect(
      estimateUnitsPerCarton({ length: 0.3, width: 1, height: 1 }, { length: 0.1, width: 1, height: 1 }),
    ).toBe(3);
  });
});

describe("standard box size (SBS)", () => {
  it("matches a box within the tolerance, whichever way the sides were measured", () => {
    expect(standardBoxOf({ length: 40, width: 61, height: 39 }, STANDARD)).toBe("A");
    expect(standardBoxOf({ length: 30, width: 40, height: 21 }, STANDARD)).toBe("D");
  });
  it("matches none just past the tolerance", () => {
    expect(standardBoxOf({ length: 61.1, width: 40, height: 40 }, STANDARD)).toBeNull();
  });
});

describe("packaging outcome", () => {
  it("is Compliant, Accurate and a good fill when all is within the standard", () => {
    // 1000 / 10 cartons = 100 per carton, but 32 fit: use a realistic delivery instead.
    const checks = { ...complete, cartonCount: 32, receivedQuantity: 1000 };
    const outcome = packagingOutcome(checks, 1000, STANDARD);
    expect(outcome).toMatchObject({
      status: "Complete",
      complianceResult: "Compliant",
      accuracyResult: "Accurate",
      garmentResult: "Good fill",
      estUnitsPerCarton: 32,
      unitsPerCarton: 31.3,
      standardBox: "A",
      percDiff: 0,
      issues: [],
      suggestedIssue: null,
    });
  });

  it("is accurate at exactly the tolerance, short or over just past it", () => {
    const at = (received: number) =>
      packagingOutcome({ ...EMPTY_PACKAGING, receivedQuantity: received }, 1000, STANDARD);
    expect(at(980).accuracyResult).toBe("Accurate");
    expect(at(1020).accuracyResult).toBe("Accurate");
    expect(at(979)).toMatchObject({
      accuracyResult: "Short",
      percDiff: -2.1,
      suggestedIssue: "SHORT_SHIPMENT",
    });
    expect(at(1021)).toMatchObject({
      accuracyResult: "Over",
      percDiff: 2.1,
      suggestedIssue: "OVER_SHIPMENT",
    });
  });

  it("finds plastic tape before anything else is recorded, and is Non-compliant though incomplete", () => {
    const outcome = packagingOutcome({ ...EMPTY_PACKAGING, paperTape: false }, 1000, STANDARD);
    expect(outcome).toMatchObject({
      status: "Incomplete",
      complianceResult: "Non-compliant",
      accuracyResult: "Pending",
      garmentResult: "Pending",
      suggestedIssue: "PLASTIC_TAPE",
    });
  });

  it("is Pending while incomplete with nothing wrong yet", () => {
    expect(packagingOutcome({ ...EMPTY_PACKAGING, paperTape: true }, 1000, STANDARD).complianceResult).toBe(
      "Pending",
    );
  });

  it("flags an oversize, non-standard carton; the most serious issue is suggested", () => {
    const outcome = packagingOutcome(
      { ...complete, cartonDimensions: { length: 70, width: 40, height: 40 }, receivedQuantity: 900 },
      1000,
      STANDARD,
    );
    expect(outcome.issues).toEqual([
      "SHORT_SHIPMENT",
      "OVERSIZE_CARTON",
      "OVERPACKED_CARTONS",
      "NON_STANDARD_CARTON",
    ]);
    expect(outcome.suggestedIssue).toBe("SHORT_SHIPMENT");
    expect(outcome.standardBox).toBeNull();
  });

  it("fills: overpacked above Est_UPC, underfilled below the minimum fill, good at exactly the minimum", () => {
    const fill = (cartons: number, received: number) =>
      packagingOutcome({ ...complete, cartonCount: cartons, receivedQuantity: received }, received, STANDARD)
        .garmentResult;
    expect(fill(10, 320)).toBe("Good fill"); // 32 a carton = Est_UPC
    expect(fill(10, 330)).toBe("Overpacked");
    expect(fill(10, 256)).toBe("Good fill"); // 25.6 = 80 % of 32
    expect(fill(10, 255)).toBe("Underfilled");
  });

  it("takes the thresholds from the tenant's standard", () => {
    const lenient = {
      ...STANDARD,
      paperTapeRequired: false,
      standardBoxRequired: false,
      quantityTolerancePercent: 10,
    };
    const outcome = packagingOutcome(
      {
        ...complete,
        paperTape: false,
        cartonDimensions: { length: 50, width: 40, height: 40 },
        receivedQuantity: 950,
      },
      1000,
      lenient,
    );
    expect(outcome.issues).not.toContain("PLASTIC_TAPE");
    expect(outcome.issues).not.toContain("NON_STANDARD_CARTON");
    expect(outcome.accuracyResult).toBe("Accurate");
  });
});
