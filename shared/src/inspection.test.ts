import { describe, expect, it } from "vitest";
import { ListInspectionsQuerySchema, UpdateInspectionSchema } from "./inspection-api";
import { DEFAULT_AQLS, inspectionNumberOf, IsoDateSchema, lotPlan } from "./inspection";
import { messages } from "./messages";

describe("an inspection's plan", () => {
  it("follows the ISO table for the lot and level: 1,200 at level II is J, 80 units", () => {
    const plan = lotPlan(1200, "II", DEFAULT_AQLS);
    expect(plan).toMatchObject({ lotSize: 1200, codeLetter: "J", sampleSize: 80, aql: DEFAULT_AQLS });
    expect(plan.major).toEqual({ accept: 5, reject: 6, inspection: "normal" });
    expect(plan.minor).toEqual({ accept: 7, reject: 8, inspection: "normal" });
    expect(plan.standard).toBe("ISO2859-1");
  });

  it("takes each class from the table of the severity it is on: major tightened (2-B), minor normal (2-A)", () => {
    const plan = lotPlan(1200, "II", DEFAULT_AQLS, {
      standard: "ISO2859-1",
      major: "tightened",
      minor: "normal",
    });
    // Table 2-B, J (80) at 2.5: 3/4 where normal inspection accepts 5; minor stays on 2-A's 7/8.
    expect(plan).toMatchObject({ codeLetter: "J", sampleSize: 80 });
    expect(plan.major).toEqual({ accept: 3, reject: 4, inspection: "tightened" });
    expect(plan.minor).toEqual({ accept: 7, reject: 8, inspection: "normal" });
  });

  it("draws reduced inspection's smaller sample, with Z1.4's gap between Ac and Re", () => {
    const reduced = { major: "reduced", minor: "reduced" } as const;
    // ISO 2859-1 Table 2-C, J: 32 units, 2.5 → 3/4, 4.0 → 5/6.
    expect(lotPlan(1200, "II", DEFAULT_AQLS, { standard: "ISO2859-1", ...reduced })).toMatchObject({
      sampleSize: 32,
      major: { accept: 3, reject: 4 },
      minor: { accept: 5, reject: 6 },
    });
    // ANSI/ASQ Z1.4 Table II-C, J: 32 units, 2.5 → 2/5, 4.0 → 3/6.
    expect(lotPlan(1200, "II", DEFAULT_AQLS, { standard: "Z1.4", ...reduced })).toMatchObject({
      standard: "Z1.4",
      sampleSize: 32,
      major: { accept: 2, reject: 5 },
      minor: { accept: 3, reject: 6 },
    });
  });

  it("is recomputed when the level changes: 1,200 at level I is G (32), at III K (125)", () => {
    expect(lotPlan(1200, "I", DEFAULT_AQLS)).toMatchObject({
      codeLetter: "G",
      sampleSize: 32,
      major: { accept: 2, reject: 3 },
    });
    expect(lotPlan(1200, "III", DEFAULT_AQLS)).toMatchObject({
      codeLetter: "K",
      sampleSize: 125,
      major: { accept: 7, reject: 8 },
    });
    // Positive release is special level S-3: 1,200 → E (13), where AQL 2.5 points down to F: 20 units, 1/2.
    expect(lotPlan(1200, "POSITIVE_RELEASE", DEFAULT_AQLS)).toMatchObject({
      codeLetter: "F",
      sampleSize: 20,
      major: { accept: 1, reject: 2 },
      minor: { accept: 1, reject: 2 },
    });
  });

  it("is recomputed when the lot changes", () => {
    expect(lotPlan(3201, "II", DEFAULT_AQLS).sampleSize).toBe(200);
    expect(lotPlan(2, "II", DEFAULT_AQLS).sampleSize).toBe(2);
  });

  it("inspects a lot of one unit whole", () => {
    expect(lotPlan(1, "II", DEFAULT_AQLS)).toMatchObject({ lotSize: 1, sampleSize: 1 });
  });
});

describe("inspection numbers and dates", () => {
  it("numbers an inspection by the first ten characters of its id, in capitals", () => {
    expect(inspectionNumberOf("0a1b2c3d4e5f60718293a4b5c6d7e8f9")).toBe("0A1B2C3D4E");
  });

  it.each([
    ["2026-12-15", true],
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["15/12/2026", false],
    ["2026-13-01", false],
    ["2000-01-01", true],
    ["2099-12-31", true],
  ])("date %s valid: %s", (value, valid) => {
    expect(IsoDateSchema.safeParse(value).success).toBe(valid);
  });

  it.each(["1999-12-31", "2100-01-01", "0202-05-01", "2206-05-01"])(
    "refuses %s, outside the product's years, naming them",
    (value) => {
      const result = IsoDateSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        "must be a date from 2000 to 2099",
      ]);
    },
  );
});

describe("Manage Inspections query", () => {
  it("refuses a range that ends before it starts with the spec's message", () => {
    const result = ListInspectionsQuerySchema.safeParse({ from: "2026-12-15", to: "2026-12-14" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.invalidDateRange);
  });

  it("defaults to 50 a page by date, ascending, and refuses unknown fields and sort keys", () => {
    expect(ListInspectionsQuerySchema.parse({})).toMatchObject({
      pageSize: 50,
      sortKey: "date",
      sortOrder: 1,
    });
    expect(ListInspectionsQuerySchema.safeParse({ colour: "red" }).success).toBe(false);
    expect(ListInspectionsQuerySchema.safeParse({ sortKey: "supplier" }).success).toBe(false);
    expect(ListInspectionsQuerySchema.safeParse({ pageSize: "500" }).success).toBe(false);
  });
});

describe("an inspection edit", () => {
  it("takes planning fields, nulls to clear, and nothing else", () => {
    expect(UpdateInspectionSchema.parse({ level: "I", inspectorId: null })).toEqual({
      level: "I",
      inspectorId: null,
    });
    expect(UpdateInspectionSchema.safeParse({ plan: { sampleSize: 2 } }).success).toBe(false);
    expect(UpdateInspectionSchema.safeParse({ deliveryQuantity: 0 }).success).toBe(false);
    expect(UpdateInspectionSchema.safeParse({ level: "IV" }).success).toBe(false);
  });
});
