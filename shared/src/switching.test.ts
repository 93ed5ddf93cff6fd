import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptOneStepTighter,
  REDUCED_SCORE,
  switchingState,
  type SwitchingEntry,
  type SwitchingLot,
} from "./switching";

/** A lot of 1,200 at level II, AQL 2.5: sample 80, Ac 5 / Re 6 on normal (Ac 3 one step tighter). */
const big = (defects: number): SwitchingLot => ({
  kind: "lot",
  lotSize: 1200,
  level: "II",
  aql: 2.5,
  defects,
  accepted: defects <= 5,
});
/** A lot of 50 at level II, AQL 2.5: sample 5, Ac 0 / Re 1 on normal. */
const small = (defects: number): SwitchingLot => ({
  kind: "lot",
  lotSize: 50,
  level: "II",
  aql: 2.5,
  defects,
  accepted: defects === 0,
});
const pass = big(0);
const fail = big(9);
const times = (n: number, entry: SwitchingEntry) => Array.from({ length: n }, () => entry);

describe("switchingState: normal and tightened", () => {
  it("starts on normal, with a score of 0 and nothing proposed", () => {
    expect(switchingState([])).toMatchObject({
      severity: "normal",
      switchingScore: 0,
      reducedProposed: false,
      reason: "start",
      since: null,
    });
  });

  it("tightens on the second lot not accepted within five consecutive lots", () => {
    expect(switchingState([fail, pass, pass, pass, fail])).toMatchObject({
      severity: "tightened",
      reason: "two-not-accepted-in-five",
      since: 4,
    });
    expect(switchingState([fail, fail]).severity).toBe("tightened");
  });

  it("stays on normal when the two lots not accepted are six lots apart", () => {
    const state = switchingState([fail, pass, pass, pass, pass, fail]);
    expect(state.severity).toBe("normal");
    expect(state.counts.recentNotAccepted).toBe(1);
  });

  it("returns to normal after five lots accepted in a row on tightened, not after four", () => {
    const tightened = [fail, fail];
    expect(switchingState([...tightened, ...times(4, pass)]).severity).toBe("tightened");
    expect(switchingState([...tightened, ...times(5, pass)])).toMatchObject({
      severity: "normal",
      reason: "five-accepted-on-tightened",
      since: 6,
    });
    // A lot not accepted on the way starts the run again.
    expect(switchingState([...tightened, ...times(4, pass), fail, ...times(4, pass)]).severity).toBe(
      "tightened",
    );
  });

  it("discontinues after five lots not accepted in all while on tightened, however far apart", () => {
    // Tightened at the second lot; then four lots not accepted among accepted ones.
    const onTightened = [fail, fail, fail, pass, fail, pass, pass, fail, fail];
    expect(switchingState(onTightened)).toMatchObject({
      severity: "tightened",
      counts: { notAcceptedOnTightened: 4 },
    });
    expect(switchingState([...onTightened, fail])).toMatchObject({
      severity: "discontinued",
      reason: "five-not-accepted-on-tightened",
      since: 9,
    });
  });

  it("resumes on tightened, with its counts afresh, once the cause is recorded as corrected", () => {
    const discontinued = [fail, fail, ...times(5, fail)];
    expect(switchingState(discontinued).severity).toBe("discontinued");
    // Lots recorded while discontinued change nothing; a correction resumes tightened.
    expect(switchingState([...discontinued, pass, pass]).severity).toBe("discontinued");
    const resumed = switchingState([...discontinued, { kind: "corrected" }, fail]);
    expect(resumed).toMatchObject({ severity: "tightened", counts: { notAcceptedOnTightened: 1 } });
  });
});

describe("switchingState: the switching score and reduced inspection (ISO 2859-1)", () => {
  it("adds 3 for a lot with Ac of 2 or more that the AQL one step tighter would also accept", () => {
    // Ac 5 on normal; one step tighter, Ac 3: 3 defects still pass, 4 do not (accepted, but the score resets).
    expect(switchingState([big(3)]).switchingScore).toBe(3);
    expect(switchingState([big(3), big(4)]).switchingScore).toBe(0);
    expect(switchingState([big(3), big(4)]).severity).toBe("normal");
  });

  it("adds 2 for an accepted lot with Ac 0 or 1, and goes back to 0 on one not accepted", () => {
    expect(switchingState([small(0), small(0)]).switchingScore).toBe(4);
    expect(switchingState([small(0), small(0), small(1)]).switchingScore).toBe(0);
  });

  it("proposes reduced at a score of 30, not 27, and moves only when a person approves", () => {
    const nine = times(9, big(0));
    expect(switchingState(nine)).toMatchObject({ switchingScore: 27, reducedProposed: false });
    const ten = switchingState([...nine, big(0)]);
    expect(ten).toMatchObject({ severity: "normal", switchingScore: REDUCED_SCORE, reducedProposed: true });
    expect(switchingState([...nine, big(0), { kind: "approve-reduced" }])).toMatchObject({
      severity: "reduced",
      reason: "reduced-approved",
      since: 10,
      switchingScore: 0,
    });
    // An approval of a reduction nobody proposed changes nothing.
    expect(switchingState([...nine, { kind: "approve-reduced" }]).severity).toBe("normal");
  });

  it("leaves reduced for normal on a lot not accepted, or when a person decides so", () => {
    const reduced: SwitchingEntry[] = [...times(10, big(0)), { kind: "approve-reduced" }];
    expect(switchingState([...reduced, big(0), big(2)]).severity).toBe("reduced");
    expect(switchingState([...reduced, big(9)])).toMatchObject({
      severity: "normal",
      reason: "not-accepted-on-reduced",
    });
    expect(switchingState([...reduced, { kind: "return-to-normal" }])).toMatchObject({
      severity: "normal",
      reason: "returned-to-normal",
      switchingScore: 0,
    });
  });

  it("knows the acceptance number one step tighter for every Ac of Table 2-A from 1 up", () => {
    expect([1, 2, 3, 5, 7, 10, 14, 21].map(acceptOneStepTighter)).toEqual([0, 1, 2, 3, 5, 7, 10, 14]);
    expect(() => acceptOneStepTighter(4)).toThrow(/not an acceptance number/);
  });
});

describe("switchingState: ANSI/ASQ Z1.4", () => {
  it("proposes reduced after ten lots accepted in a row, with no switching score", () => {
    expect(switchingState(times(9, big(5)), "Z1.4").reducedProposed).toBe(false);
    expect(switchingState(times(10, big(5)), "Z1.4")).toMatchObject({
      reducedProposed: true,
      switchingScore: 0,
    });
    expect(switchingState([...times(9, big(5)), big(6), big(0)], "Z1.4").reducedProposed).toBe(false);
  });

  it("sends the next lot back to normal when a reduced lot is accepted with more than Ac found (the gap)", () => {
    // Reduced, Table II-C: a lot of 1,200 at level II, AQL 2.5 is 32 units, Ac 2, Re 5.
    const reduced: SwitchingEntry[] = [...times(10, big(0)), { kind: "approve-reduced" }];
    expect(switchingState([...reduced, { ...big(2), accepted: true }], "Z1.4").severity).toBe("reduced");
    expect(switchingState([...reduced, { ...big(3), accepted: true }], "Z1.4")).toMatchObject({
      severity: "normal",
      reason: "in-the-gap-on-reduced",
    });
    // ISO 2859-1:1999's reduced plans have no gap: an accepted lot keeps reduced.
    expect(
      switchingState([...times(10, big(0)), { kind: "approve-reduced" }, { ...big(3), accepted: true }])
        .severity,
    ).toBe("reduced");
  });
});

/** Any sequence of lots and decisions. */
const entries = fc.array(
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 12 }).map(big) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 2 }).map(small) },
    { weight: 1, arbitrary: fc.constantFrom<SwitchingEntry>({ kind: "approve-reduced" }) },
    { weight: 1, arbitrary: fc.constantFrom<SwitchingEntry>({ kind: "return-to-normal" }) },
    { weight: 1, arbitrary: fc.constantFrom<SwitchingEntry>({ kind: "corrected" }) },
  ),
  { maxLength: 60 },
);

describe("switchingState: properties", () => {
  it("keeps its score a non-negative multiple of the steps, and only on normal", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const state = switchingState(list);
        expect(state.switchingScore).toBeGreaterThanOrEqual(0);
        if (state.severity !== "normal") expect(state.switchingScore).toBe(0);
        if (state.reducedProposed) expect(state.severity).toBe("normal");
      }),
    );
  });

  it("never reaches reduced without an approval, nor leaves discontinued without a correction", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const withoutApprovals = list.filter((entry) => entry.kind !== "approve-reduced");
        expect(switchingState(withoutApprovals).severity).not.toBe("reduced");
        const state = switchingState(list);
        if (state.severity === "discontinued") {
          expect(list.slice((state.since ?? 0) + 1).some((entry) => entry.kind === "corrected")).toBe(false);
        }
      }),
    );
  });

  it("is the state the entries up to its last move lead to, then only counts change (a prefix is a history)", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const state = switchingState(list);
        if (state.since === null) return;
        expect(switchingState(list.slice(0, state.since + 1)).severity).toBe(state.severity);
      }),
    );
  });

  it("treats a lot accepted on every class's plan as no reason to tighten", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }).map(big), { maxLength: 40 }), (lots) => {
        expect(switchingState(lots).severity).toBe("normal");
      }),
    );
  });
});
