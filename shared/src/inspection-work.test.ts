import { describe, expect, it } from "vitest";
import { DEFAULT_AQLS, lotPlan } from "./inspection";
import {
  EMPTY_WORK,
  InspectionWorkInputSchema,
  PHOTO_LIMITS,
  checkMeasurement,
  defectTotals,
  garmentsInspected,
  inspectionVerdict,
} from "./inspection-work";

/** A lot of 1,200 at level II: sample 80, Ac 5 major, 7 minor (ISO 2859-1, AQL 2.5 / 4.0). */
const plan = lotPlan(1200, "II", DEFAULT_AQLS);
let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, "0")}`;
const entry = (severity: "CRITICAL" | "MAJOR" | "MINOR", count: number, photoIds: string[] = []) => ({
  id: uuid(),
  defectId: "FAB01",
  severity,
  count,
  photoIds,
  recordedAt: "2026-11-22T10:00:00.000Z",
});

describe("the verdict", () => {
  it("passes at Ac and fails at Ac + 1 in each class; one critical fails", () => {
    expect(inspectionVerdict(plan, defectTotals([entry("MAJOR", 5), entry("MINOR", 7)]))).toBe("Pass");
    expect(inspectionVerdict(plan, defectTotals([entry("MAJOR", 3), entry("MAJOR", 3)]))).toBe("Fail");
    expect(inspectionVerdict(plan, defectTotals([entry("MINOR", 8)]))).toBe("Fail");
    expect(inspectionVerdict(plan, defectTotals([entry("CRITICAL", 1)]))).toBe("Fail");
    expect(inspectionVerdict(plan, defectTotals([]))).toBe("Pass");
  });

  it("accepts a count in the gap of a Z1.4 reduced plan (Ac 2, Re 5) and rejects at Re", () => {
    const reduced = lotPlan(1200, "II", DEFAULT_AQLS, {
      standard: "Z1.4",
      major: "reduced",
      minor: "reduced",
    });
    expect(inspectionVerdict(reduced, defectTotals([entry("MAJOR", 4)]))).toBe("Pass");
    expect(inspectionVerdict(reduced, defectTotals([entry("MAJOR", 5)]))).toBe("Fail");
  });

  it("has nothing to go on until a defect or a measurement is recorded", () => {
    // Cartons counted and a comment written: still no garment looked at.
    const cartonsOnly = {
      ...EMPTY_WORK,
      packaging: { ...EMPTY_WORK.packaging, cartonCount: 4 },
      comment: "Sample drawn from cartons 1-4",
    };
    expect(garmentsInspected(cartonsOnly)).toBe(false);
    expect(garmentsInspected({ ...EMPTY_WORK, defects: [entry("MINOR", 1)] })).toBe(true);
    const measurement = {
      id: uuid(),
      garment: 1,
      size: "M",
      pointCode: "CH",
      value: 52,
      recordedAt: "2026-11-22T10:00:00.000Z",
    };
    expect(garmentsInspected({ ...EMPTY_WORK, measurements: [measurement] })).toBe(true);
  });
});

describe("a measurement against the size chart", () => {
  const chart = {
    points: [
      { code: "CH", name: "Chest", toleranceMinus: 1, tolerancePlus: 1.5, values: { M: 52, L: null } },
    ],
  };
  it("is within tolerance up to each bound, and flagged past it", () => {
    expect(checkMeasurement(chart, { size: "M", pointCode: "CH", value: 53.5 })).toEqual({
      specification: 52,
      deviation: 1.5,
      outOfTolerance: false,
    });
    expect(checkMeasurement(chart, { size: "M", pointCode: "CH", value: 50.9 }).outOfTolerance).toBe(true);
    expect(checkMeasurement(chart, { size: "M", pointCode: "CH", value: 53.6 })).toMatchObject({
      deviation: 1.6,
      outOfTolerance: true,
    });
  });
  it("does not judge a size or point the chart does not give", () => {
    expect(checkMeasurement(chart, { size: "L", pointCode: "CH", value: 60 }).outOfTolerance).toBe(false);
    expect(checkMeasurement(null, { size: "M", pointCode: "CH", value: 60 }).specification).toBeNull();
  });
});

describe("a record sent by the tablet", () => {
  it("names at most the photos one report carries", () => {
    const photos = (n: number) => Array.from({ length: n }, () => uuid());
    const withPhotos = (total: number) => ({
      ...EMPTY_WORK,
      defects: Array.from({ length: Math.ceil(total / PHOTO_LIMITS.perDefect) }, (_, i) =>
        entry("MINOR", 1, photos(Math.min(PHOTO_LIMITS.perDefect, total - i * PHOTO_LIMITS.perDefect))),
      ),
    });
    expect(InspectionWorkInputSchema.safeParse(withPhotos(PHOTO_LIMITS.perInspection)).success).toBe(true);
    const over = InspectionWorkInputSchema.safeParse(withPhotos(PHOTO_LIMITS.perInspection + 1));
    expect(over.error?.issues[0]?.message).toBe(`name at most ${PHOTO_LIMITS.perInspection} photos in all`);
  });
  it("refuses a comment over 400 characters and a time stamp that is not one", () => {
    expect(InspectionWorkInputSchema.safeParse({ ...EMPTY_WORK, comment: "x".repeat(401) }).success).toBe(
      false,
    );
    const padded = { ...entry("MINOR", 1), recordedAt: `2026-11-22T10:00:00.${"1".repeat(100)}Z` };
    expect(InspectionWorkInputSchema.safeParse({ ...EMPTY_WORK, defects: [padded] }).success).toBe(false);
  });
});
