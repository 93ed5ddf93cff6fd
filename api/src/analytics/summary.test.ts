import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "../data/analytics-repository";
import { cellsOf, entryOf } from "./summary";
import { done, fixtureInspection } from "../testing/documents-fixture";

const ledger = (...inspections: ReturnType<typeof fixtureInspection>[]): Record<string, LedgerEntry> =>
  Object.fromEntries(inspections.map((inspection) => [inspection.id, entryOf(inspection)]));

describe("day summaries", () => {
  it("count every inspection by status and result, and only done ones (report out) in the quality figures", () => {
    const [cell, ...rest] = cellsOf(
      ledger(
        fixtureInspection({ status: "CREATED" }),
        fixtureInspection({ status: "STARTED", defects: [["WRK01", "MAJOR", 9]] }),
        done("Pass", { defects: [["WRK05", "MINOR", 2]] }),
        done("Fail", {
          status: "CLOSED",
          defects: [
            ["WRK01", "MAJOR", 6],
            ["WRK05", "MINOR", 1],
          ],
        }),
        done("Comm. Pass", { defects: [["WRK01", "MAJOR", 7]], clientDecision: "Accepted" }),
      ),
    );
    expect(rest).toEqual([]);
    expect(cell).toMatchObject({
      statuses: [1, 0, 1, 0, 2, 1],
      results: [2, 1, 1, 1],
      done: 3,
      passedFirstTime: 1,
      failed: 1,
      commercialPasses: 1,
      // The accepted Comm. Pass is decided; the other two wait.
      awaitingDecision: 2,
      unitsSampled: 240,
      // The started inspection's 9 are not counted: its report is not out.
      defectsFound: 16,
      defects: { "WRK01|1": 13, "WRK05|2": 3 },
      defectInspections: { WRK01: 2, WRK05: 2 },
      severityInspections: [0, 2, 2],
      inspectionsWithDefects: 3,
    });
  });

  it("keep a reopened lot's first result: passing on the second finish is not a first-time pass", () => {
    const reopened = done("Pass", { firstResult: "Fail" });
    expect(cellsOf(ledger(reopened))[0]).toMatchObject({ done: 1, passedFirstTime: 0, failed: 0 });
  });

  it("add up by supplier, factory, category and control point, in a stable order, and skip what left the day", () => {
    const a = done("Pass");
    const b = done("Pass", {
      supplier: { id: "SUP-ANT", name: "Anatolia" },
      factory: { id: "F", name: "F" },
    });
    const c = done("Fail", { controlPoint: null });
    const cells = cellsOf({ ...ledger(c, b, a), gone: { rev: 3, gone: true } });
    expect(cells.map((cell) => cell.k)).toEqual([
      ["SUP-ANT", "F", "MKNIT", "UK-DC"],
      ["SUP-DKW", "FAC-DKW-1", "MKNIT", ""],
      ["SUP-DKW", "FAC-DKW-1", "MKNIT", "UK-DC"],
    ]);
    expect(cellsOf(ledger(a, b, c))).toEqual(cells);
  });
});
