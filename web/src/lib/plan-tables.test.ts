import { describe, expect, it } from "vitest";
import { lotPlan, plannedSeverity } from "@aql-portal/shared";
import {
  classLimits,
  classPlanLine,
  classTable,
  inTheGap,
  overLimit,
  planClassTable,
  shortTableName,
} from "./plan-tables";

describe("overLimit and inTheGap", () => {
  it("rejects a class at Re, not as soon as Ac is passed", () => {
    expect(overLimit({ found: 1, reject: 2 })).toBe(false);
    expect(overLimit({ found: 2, reject: 2 })).toBe(true);
    // Z1.4 reduced: Ac 1, Re 4. Two or three found are accepted.
    expect(overLimit({ found: 3, reject: 4 })).toBe(false);
    expect(overLimit({ found: 4, reject: 4 })).toBe(true);
  });

  it("finds the gap between Ac and Re, which only Z1.4 reduced plans have", () => {
    expect(inTheGap({ found: 2, accept: 1, reject: 4 })).toBe(true);
    expect(inTheGap({ found: 1, accept: 1, reject: 4 })).toBe(false);
    expect(inTheGap({ found: 4, accept: 1, reject: 4 })).toBe(false);
    expect(inTheGap({ found: 2, accept: 1, reject: 2 })).toBe(false);
  });
});

describe("table names", () => {
  const plan = lotPlan(
    1200,
    "II",
    { major: 2.5, minor: 4.0 },
    {
      standard: "ISO2859-1",
      major: "tightened",
      minor: "normal",
    },
  );

  it("names each class's table of the plan", () => {
    expect(classTable(plan, "major")).toBe("ISO 2859-1 Table 2-B");
    expect(classTable(plan, "minor")).toBe("ISO 2859-1 Table 2-A");
    expect(planClassTable(plan, "major")).toBe("Tightened — ISO 2859-1 Table 2-B");
    expect(classLimits(plan, "major")).toBe("Ac 3 / Re 4, Table 2-B");
  });

  it("shortens a table's name where the standard is said nearby", () => {
    expect(shortTableName("ISO2859-1", "reduced")).toBe("Table 2-C");
    expect(shortTableName("Z1.4", "tightened")).toBe("Table II-B");
  });

  it("says what a class in a switching state plans from; a discontinued class resumes on tightened", () => {
    expect(plannedSeverity("discontinued")).toBe("tightened");
    expect(plannedSeverity("reduced")).toBe("reduced");
    expect(classPlanLine("ISO2859-1", "major", "tightened")).toBe("Major: Tightened — ISO 2859-1 Table 2-B");
    expect(classPlanLine("Z1.4", "minor", "reduced")).toBe("Minor: Reduced — ANSI/ASQ Z1.4 Table II-C");
    expect(classPlanLine("ISO2859-1", "major", "discontinued")).toBe(
      "Major: Discontinued — no lot planned until the correction is recorded, then ISO 2859-1 Table 2-B",
    );
  });
});
