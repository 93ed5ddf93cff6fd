import { describe, expect, it } from "vitest";
import { defectClassRows } from "./defect-classes";
import { DEFAULT_AQLS, lotPlan } from "./inspection";

/** A lot of 1,200 at level II: sample 80, Ac 5 major, 7 minor (ISO 2859-1, AQL 2.5 / 4.0). */
const plan = lotPlan(1200, "II", DEFAULT_AQLS);

describe("the plan per defect class", () => {
  it("sets what was found beside each class's accept and reject numbers; critical accepts none", () => {
    expect(defectClassRows(plan, { CRITICAL: 0, MAJOR: 6, MINOR: 7 })).toEqual([
      { severity: "CRITICAL", aql: null, accept: 0, reject: 1, found: 0, over: false },
      { severity: "MAJOR", aql: 2.5, accept: 5, reject: 6, found: 6, over: true },
      { severity: "MINOR", aql: 4, accept: 7, reject: 8, found: 7, over: false },
    ]);
    expect(defectClassRows(plan, { CRITICAL: 1, MAJOR: 0, MINOR: 0 })[0]?.over).toBe(true);
  });
});
