import { describe, expect, it } from "vitest";
import { done, fixtureInspection } from "../testing/documents-fixture";
import type { DaySummaryDocument } from "../data/analytics-repository";
import { applyOps, dayDiffers, dayFrom } from "./projection";
import { addCells } from "./summary";

const day = (doc?: DaySummaryDocument) => doc ?? dayFrom("t", "2026-11-10", []);

const planned = fixtureInspection({ revision: 4 });
const finished = done("Pass", { id: planned.id, revision: 5 });

describe("recording inspections in a day's summary", () => {
  it("puts an inspection's entry, and changes nothing when the same revision is recorded again", () => {
    const once = applyOps(day(), [{ kind: "put", inspection: planned }]);
    expect(once?.cells[0]?.statuses).toEqual([0, 1, 0, 0, 0, 0]);
    expect(once?.version).toBe(1);
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
    expect(dayDiffers(kept, rebuilt)).toBe(false);
    expect(kept?.cells).toEqual(rebuilt.cells);
    expect(dayDiffers(rebuilt, dayFrom("t", "2026-11-10", [other]))).toBe(true);
  });
});

describe("rolling days up into weeks and months", () => {
  it("adds a day's change (its new cells less its old) to what the roll-up counted, exactly", () => {
    const other = done("Fail", { supplier: { id: "SUP-ANT", name: "Anatolia" } });
    const before = dayFrom("t", "2026-11-10", [planned, other]);
    const after = dayFrom("t", "2026-11-10", [finished, other]);
    const neighbour = dayFrom("t", "2026-11-11", [done("Pass")]);
    const week = addCells([], [before.cells, neighbour.cells]);
    const delta = addCells(after.cells, [before.cells], -1);
    expect(addCells(week, [delta])).toEqual(addCells([], [after.cells, neighbour.cells]));
    // A change that moves no status (a decision made) still reaches the roll-up.
    const decided = dayFrom("t", "2026-11-10", [{ ...finished, clientDecision: "Accepted" }, other]);
    const decision = addCells(decided.cells, [after.cells], -1);
    expect(decision).toHaveLength(1);
    expect(decision[0]?.awaitingDecision).toBe(-1);
    // Taking everything away leaves nothing, not cells of zeros.
    expect(addCells(week, [before.cells, neighbour.cells], -1)).toEqual([]);
  });
});
