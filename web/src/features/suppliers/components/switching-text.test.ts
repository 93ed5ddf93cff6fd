import { describe, expect, it } from "vitest";
import type { ClassSwitching } from "@aql-portal/shared";
import {
  checkNote,
  decisionWords,
  decisionsFor,
  progressFigures,
  progressLine,
  sinceLine,
} from "./switching-text";

function state(change: Partial<ClassSwitching> = {}): ClassSwitching {
  return {
    severity: "normal",
    switchingScore: 0,
    reducedProposed: false,
    reason: "start",
    since: null,
    counts: { recentNotAccepted: 0, acceptedInARow: 0, notAcceptedOnTightened: 0 },
    why: "Normal inspection.",
    ...change,
  };
}

describe("progress", () => {
  it("counts an ISO supplier on normal towards a switching score of 30, and its recent failures", () => {
    const normal = state({
      switchingScore: 12,
      counts: { recentNotAccepted: 1, acceptedInARow: 4, notAcceptedOnTightened: 0 },
    });
    expect(progressLine(normal, "ISO2859-1")).toBe("Score 12 of 30 · 1 of last 5 not accepted");
    expect(progressFigures(normal, "ISO2859-1")).toEqual([
      { label: "Switching score", value: "12 of 30 for reduced" },
      { label: "Not accepted, last 5", value: "1 (2 tighten)" },
    ]);
  });

  it("says a score past 30 as such rather than as more than its goal", () => {
    expect(progressLine(state({ switchingScore: 57, reducedProposed: true }), "ISO2859-1")).toBe(
      "Score 57, past 30",
    );
  });

  it("counts a Z1.4 supplier on normal towards ten lots accepted in a row", () => {
    const normal = state({ counts: { recentNotAccepted: 0, acceptedInARow: 4, notAcceptedOnTightened: 0 } });
    expect(progressLine(normal, "Z1.4")).toBe("4 of 10 accepted in a row");
    const run = state({ counts: { recentNotAccepted: 0, acceptedInARow: 12, notAcceptedOnTightened: 0 } });
    expect(progressLine(run, "Z1.4")).toBe("12 accepted in a row, past 10");
  });

  it("counts tightened towards normal (five in a row) and towards discontinued (five not accepted)", () => {
    const tightened = state({
      severity: "tightened",
      counts: { recentNotAccepted: 0, acceptedInARow: 2, notAcceptedOnTightened: 3 },
    });
    expect(progressLine(tightened, "ISO2859-1")).toBe("2 of 5 accepted to return");
    expect(progressFigures(tightened, "ISO2859-1")).toEqual([
      { label: "Accepted in a row", value: "2 of 5 back to normal" },
      { label: "Not accepted on tightened", value: "3 of 5 to discontinue" },
    ]);
  });

  it("dates the state from its last move, or from the first lot", () => {
    expect(sinceLine(state())).toBe("since the first lot");
    expect(sinceLine(state({ since: "2026-11-12T10:00:00Z" }))).toBe("since 12 Nov 2026");
  });
});

describe("decisionsFor", () => {
  it("offers each class only the decision that applies to it", () => {
    expect(decisionsFor(state())).toEqual([]);
    expect(decisionsFor(state({ reducedProposed: true }))).toEqual(["approve-reduced"]);
    expect(decisionsFor(state({ severity: "reduced" }))).toEqual(["return-to-normal"]);
    expect(decisionsFor(state({ severity: "discontinued" }))).toEqual(["corrected"]);
    expect(decisionsFor(state({ severity: "tightened" }))).toEqual([]);
  });
});

describe("decisionWords", () => {
  it("names the table a decision moves the class to, under the tenant's standard", () => {
    const approve = decisionWords("approve-reduced", "Anatolia Tekstil", "major", "ISO2859-1");
    expect(approve.button).toBe("Approve reduced inspection");
    expect(approve.message).toMatch(/planned from ISO 2859-1 Table 2-C for major defects/);
    expect(approve.noteRequired).toBe(false);
    const corrected = decisionWords("corrected", "Anatolia Tekstil", "minor", "Z1.4");
    expect(corrected.message).toMatch(
      /tightened inspection \(ANSI\/ASQ Z1\.4 Table II-B\) for minor defects/,
    );
    expect(corrected.noteRequired).toBe(true);
  });
});

describe("checkNote", () => {
  it("asks a correction for what the supplier changed, and trims the note", () => {
    expect(checkNote("  ", true)).toEqual({ note: undefined, problem: "Say what the supplier changed." });
    expect(checkNote("  ", false)).toEqual({ note: undefined, problem: null });
    expect(checkNote(" New line ", true)).toEqual({ note: "New line", problem: null });
    expect(checkNote("x".repeat(1001), false).problem).toMatch(/at most 1,000/);
  });
});
