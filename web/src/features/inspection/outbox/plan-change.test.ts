import { describe, expect, it } from "vitest";
import { DEFAULT_AQLS, lotPlan } from "@aql-portal/shared";
import { inspectionDetail } from "../../../testing/inspection-fixtures";
import { planDifferences } from "./plan-change";

describe("planDifferences", () => {
  const mine = inspectionDetail();

  it("finds nothing when the plan is the one worked to", () => {
    expect(planDifferences(mine, inspectionDetail())).toEqual([]);
  });

  it("names the figures a new level changed", () => {
    const theirs = inspectionDetail({ plan: lotPlan(1200, "III", DEFAULT_AQLS) });
    expect(planDifferences(mine, theirs).map((row) => row.label)).toEqual([
      "Level",
      "Sample size",
      "Major allowed (Ac)",
      "Minor allowed (Ac)",
    ]);
  });

  it("names the table a class moved to when its supplier's severity changed the plan", () => {
    const tightened = lotPlan(1200, "II", DEFAULT_AQLS, {
      standard: "ISO2859-1",
      major: "tightened",
      minor: "normal",
    });
    expect(planDifferences(mine, inspectionDetail({ plan: tightened }))).toEqual([
      {
        label: "Major table",
        before: "Normal — ISO 2859-1 Table 2-A",
        after: "Tightened — ISO 2859-1 Table 2-B",
      },
      { label: "Major allowed (Ac)", before: "5", after: "3" },
    ]);
  });
});
