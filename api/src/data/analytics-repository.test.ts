import { describe, expect, it } from "vitest";
import { done, fixtureInspection } from "../analytics/summary-fixture";
import { applyOps, dayFrom, sameSummary, type SummaryDayDocument } from "./analytics-repository";

const day = (doc?: SummaryDayDocument) => doc ?? dayFrom("t", "2026-11-10", []);

describe("recording inspections in a day's summary", () => {
  const planned = fixtureInspection({ revision: 4 });
  const finished = done("Pass", { id: planned.id, revision: 5 });

  it("puts an inspection's entry, and changes nothing when the same revision is recorded again", () => {
    const once = applyOps(day(), [{ kind: "put", inspection: planned }]);
    expect(once?.cells[0]?.statuses).toEqual([0, 1, 0, 0, 0, 0]);
    expect(once && applyOps(once, [{ kind: "put", inspection: planned }])).toBeUndefined();
  });

  it("never lets an older revision arriving late undo a newer one", () => {
    const newer = applyOps(day(), [{ kind: "put", inspection: finished }]);
    expect(newer && applyOps(newer, [{ kind: "put", inspection: planned }])).toBeUndefined();
    expect(newer?.cells[0]).toMatchObject({ done: 1, passedFirstTime: 1 });
  });

  it("keeps a deleted or moved inspection out, even when its last write arrives after", () => {
    const counted = applyOps(day(), [{ kind: "put", inspection: planned }]);
    const gone = counted && applyOps(counted, [{ kind: "gone", id: planned.id, rev: 5 }]);
    expect(gone?.cells).toEqual([]);
    expect(gone && applyOps(gone, [{ kind: "put", inspection: planned }])).toBeUndefined();
  });

  it("equals the day rebuilt from the same inspections", () => {
    const other = done("Fail");
    const kept = applyOps(day(), [
      { kind: "put", inspection: planned },
      { kind: "put", inspection: other },
      { kind: "put", inspection: finished },
    ]);
    const rebuilt = dayFrom("t", "2026-11-10", [finished, other]);
    expect(kept && sameSummary(kept, rebuilt)).toBe(true);
    expect(kept?.cells).toEqual(rebuilt.cells);
    expect(sameSummary(rebuilt, dayFrom("t", "2026-11-10", [other]))).toBe(false);
  });
});
