import { describe, expect, it } from "vitest";
import {
  defectClassRows,
  DEFAULT_AQLS,
  lotPlan,
  type DefectEntry,
  type ReportVersion,
  type SizeChart,
} from "@aql-portal/shared";
import {
  allSelected,
  formatDeviation,
  hasPackagingChecks,
  mayCommercialPass,
  measurementRows,
  numberVersions,
  resultExplanation,
  reviewMoves,
  sortedDefects,
  toggleAll,
} from "./report-model";

// A lot of 1,200 at level II: 80 units, Ac 5 major (AQL 2.5), Ac 7 minor (AQL 4.0).
const plan = lotPlan(1200, "II", DEFAULT_AQLS);

describe("reviewMoves", () => {
  it("offers a reviewer close and reopen on a finished inspection, reopen on a closed one", () => {
    expect(reviewMoves("FINISHED", "REVIEWER").map((move) => move.action)).toEqual(["close", "reopen"]);
    expect(reviewMoves("CLOSED", "REVIEWER").map((move) => move.action)).toEqual(["reopen"]);
  });

  it("offers nothing before an inspection is finished, and nothing to roles that do not review", () => {
    expect(reviewMoves("STARTED", "REVIEWER")).toEqual([]);
    expect(reviewMoves("PLANNED", "ADMINISTRATOR")).toEqual([]);
    for (const role of ["PLANNER", "SUPPLIER", "INSPECTOR", "CLIENT_MANAGER", "CLIENT_OPERATOR"] as const) {
      expect(reviewMoves("FINISHED", role)).toEqual([]);
    }
  });
});

describe("mayCommercialPass", () => {
  it("is for reviewers, on a failed inspection that is finished or closed", () => {
    expect(mayCommercialPass({ status: "FINISHED", result: "Fail" }, "REVIEWER")).toBe(true);
    expect(mayCommercialPass({ status: "CLOSED", result: "Fail" }, "ADMINISTRATOR")).toBe(true);
    expect(mayCommercialPass({ status: "FINISHED", result: "Pass" }, "REVIEWER")).toBe(false);
    expect(mayCommercialPass({ status: "FINISHED", result: "Comm. Pass" }, "REVIEWER")).toBe(false);
    expect(mayCommercialPass({ status: "STARTED", result: "Fail" }, "REVIEWER")).toBe(false);
    expect(mayCommercialPass({ status: "FINISHED", result: "Fail" }, "CLIENT_MANAGER")).toBe(false);
  });
});

describe("resultExplanation", () => {
  it("names the class over its accept number", () => {
    const rows = defectClassRows(plan, { CRITICAL: 0, MAJOR: 6, MINOR: 7 });
    expect(resultExplanation({ status: "FINISHED", result: "Fail" }, rows)).toBe(
      "Failed on 6 major defects (5 accepted).",
    );
  });

  it("fails a class at Re, not past Ac: a Z1.4 reduced plan accepts the gap between them", () => {
    const reduced = lotPlan(1200, "II", DEFAULT_AQLS, {
      standard: "Z1.4",
      major: "reduced",
      minor: "reduced",
    });
    // Major Ac 2, Re 5: 4 found is accepted; minor Ac 3, Re 6: 6 found fails.
    const rows = defectClassRows(reduced, { CRITICAL: 0, MAJOR: 4, MINOR: 6 });
    expect(resultExplanation({ status: "FINISHED", result: "Fail" }, rows)).toBe(
      "Failed on 6 minor defects (5 accepted).",
    );
  });

  it("names a critical defect as never accepted, and says a commercial pass came after a fail", () => {
    const rows = defectClassRows(plan, { CRITICAL: 1, MAJOR: 0, MINOR: 9 });
    expect(resultExplanation({ status: "CLOSED", result: "Comm. Pass" }, rows)).toBe(
      "Failed on 1 critical defect (none accepted) and 9 minor defects (7 accepted), then passed commercially by a reviewer.",
    );
  });

  it("says when the result is still to come", () => {
    const rows = defectClassRows(plan, { CRITICAL: 0, MAJOR: 0, MINOR: 0 });
    expect(resultExplanation({ status: "STARTED", result: "Pending" }, rows)).toMatch(
      /when the inspector finishes/,
    );
    expect(resultExplanation({ status: "FINISHED", result: "Pass" }, rows)).toMatch(
      /within the accept numbers/,
    );
  });
});

describe("sortedDefects", () => {
  const entry = (id: string, severity: DefectEntry["severity"], recordedAt: string): DefectEntry => ({
    id,
    defectId: id,
    defectCode: id,
    defectName: id,
    category: "Fabric",
    severity,
    count: 1,
    photoIds: [],
    recordedAt,
  });

  it("puts critical defects first, then major, then minor, each in the order recorded", () => {
    const sorted = sortedDefects([
      entry("a", "MINOR", "2026-01-05T10:00:00Z"),
      entry("b", "MAJOR", "2026-01-05T10:05:00Z"),
      entry("c", "CRITICAL", "2026-01-05T10:10:00Z"),
      entry("d", "MAJOR", "2026-01-05T09:00:00Z"),
    ]);
    expect(sorted.map((defect) => defect.id)).toEqual(["c", "d", "b", "a"]);
  });
});

describe("measurementRows", () => {
  const chart: SizeChart = {
    productId: "P1",
    styleCode: "T1",
    garmentCategory: "long-sleeve top",
    unit: "cm",
    sizes: ["S", "M", "L"],
    points: [
      {
        code: "CH",
        name: "Chest width",
        toleranceMinus: 1,
        tolerancePlus: 1,
        values: { S: 50, M: 52, L: 54 },
      },
      {
        code: "SL",
        name: "Sleeve length",
        toleranceMinus: 0.5,
        tolerancePlus: 0.5,
        values: { S: 60, M: 61, L: null },
      },
    ],
    hiddenPoints: [],
    fileName: "chart.xlsx",
    uploadedOn: "2026-01-01T00:00:00Z",
    uploadedBy: "Priya",
  };
  const measurement = (garment: number, size: string, pointCode: string, value: number) => ({
    id: `${garment}-${size}-${pointCode}`,
    garment,
    size,
    pointCode,
    value,
    recordedAt: "2026-01-05T10:00:00Z",
  });

  it("orders by garment, the chart's sizes and points, and flags what is out of tolerance", () => {
    const rows = measurementRows(
      [measurement(2, "M", "CH", 52), measurement(1, "M", "SL", 62), measurement(1, "M", "CH", 52.5)],
      chart,
    );
    expect(
      rows.map((row) => [
        row.garment,
        row.pointCode,
        row.pointName,
        row.check.deviation,
        row.check.outOfTolerance,
      ]),
    ).toEqual([
      [1, "CH", "Chest width", 0.5, false],
      [1, "SL", "Sleeve length", 1, true],
      [2, "CH", "Chest width", 0, false],
    ]);
  });

  it("does not judge a measurement the chart has no specification for, or any without a chart", () => {
    const [blank] = measurementRows([measurement(1, "L", "SL", 70)], chart);
    expect(blank?.check).toEqual({ specification: null, deviation: null, outOfTolerance: false });
    const [noChart] = measurementRows([measurement(1, "M", "CH", 99)], null);
    expect(noChart).toMatchObject({ pointName: null, check: { outOfTolerance: false } });
  });
});

describe("formatDeviation", () => {
  it("signs a deviation with one decimal", () => {
    expect(formatDeviation(0.5)).toBe("+0.5");
    expect(formatDeviation(-1.25)).toBe("−1.3");
    expect(formatDeviation(0)).toBe("0.0");
  });
});

describe("hasPackagingChecks", () => {
  it("is true once any check is recorded", () => {
    const none = {
      cartonCount: null,
      paperTape: null,
      cartonDimensions: null,
      unitDimensions: null,
      receivedQuantity: null,
    };
    expect(hasPackagingChecks(none)).toBe(false);
    expect(hasPackagingChecks({ ...none, paperTape: false })).toBe(true);
  });
});

describe("version history (spec §2, §4)", () => {
  const version = (id: string, updatedOn: string): ReportVersion => ({
    id,
    version: 99,
    reason: "Inspection finished",
    updatedOn,
    updatedBy: "Imran Hossain",
    inspectionReportUrl: `https://blob.example/${id}.pdf`,
  });
  const rows = numberVersions([
    version("second", "2026-01-05T15:30:00Z"),
    version("first", "2026-01-05T09:00:00Z"),
    version("third", "2026-01-06T08:00:00Z"),
  ]);

  it("numbers versions by their date, oldest first, whatever order they came in", () => {
    expect(rows.map((row) => [row.number, row.id])).toEqual([
      [1, "first"],
      [2, "second"],
      [3, "third"],
    ]);
  });

  it("checks select-all exactly when every version is selected", () => {
    expect(allSelected(rows, new Set(["first", "second"]))).toBe(false);
    expect(allSelected(rows, new Set(["first", "second", "third"]))).toBe(true);
    expect(allSelected([], new Set())).toBe(false);
  });

  it("select-all selects every version, or clears them all when all were selected", () => {
    expect([...toggleAll(rows, new Set(["second"]))]).toEqual(["first", "second", "third"]);
    expect(toggleAll(rows, new Set(["first", "second", "third"])).size).toBe(0);
  });
});
