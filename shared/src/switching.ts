import { aqlPlan, type AqlStandard, type InspectionSeverity, type IsoLevel } from "./aql";

/*
 * The switching rules of ISO 2859-1:1999 (clause 9) and ANSI/ASQ Z1.4 (clause 8): from a supplier's lots in one
 * defect class, on original inspection only and in the order they were inspected, to the severity of inspection its
 * next lot gets (docs/decisions/switching-rules.md). The inspection level never changes; only the table does.
 */

/** One lot's result in the class: the plan it was inspected to (lot, level, AQL), what was found, whether accepted. */
export interface SwitchingLot {
  kind: "lot";
  lotSize: number;
  level: IsoLevel;
  aql: number;
  /** Nonconforming units (or nonconformities) found in the class. */
  defects: number;
  /** Whether the lot was accepted on original inspection in this class. */
  accepted: boolean;
}

/** What a person with the authority records (reviewer or client manager), in the same order as the lots. */
export type SwitchingDecision =
  /** Reduced inspection, proposed by the rules, approved. */
  | { kind: "approve-reduced" }
  /** Back to normal from reduced: production irregular or delayed, or the person decides so. */
  | { kind: "return-to-normal" }
  /** The supplier has corrected the cause of a discontinuation: inspection resumes on tightened. */
  | { kind: "corrected" };

export type SwitchingEntry = SwitchingLot | SwitchingDecision;

export type SwitchingSeverity = InspectionSeverity | "discontinued";

/** Why the state is what it is: the rule that last moved it (none: it never moved). */
export type SwitchingReason =
  | "start"
  | "two-not-accepted-in-five"
  | "five-accepted-on-tightened"
  | "five-not-accepted-on-tightened"
  | "reduced-approved"
  | "not-accepted-on-reduced"
  | "in-the-gap-on-reduced"
  | "returned-to-normal"
  | "corrected";

export interface SwitchingState {
  severity: SwitchingSeverity;
  /** ISO 2859-1's switching score on normal inspection (0 elsewhere, and on Z1.4). */
  switchingScore: number;
  /** The rules would move the supplier to reduced inspection: a person is asked to approve it. */
  reducedProposed: boolean;
  /** The rule that last moved the severity, and the index of the entry that did (null: it never moved). */
  reason: SwitchingReason;
  since: number | null;
  /** Lots not accepted among the last five on normal, accepted in a row on tightened, not accepted on tightened. */
  counts: { recentNotAccepted: number; acceptedInARow: number; notAcceptedOnTightened: number };
  /** Whether each of the last five lots on normal was accepted, newest last (since normal was last entered). */
  recent: boolean[];
}

/** Normal → reduced on ISO 2859-1: the switching score reaches this, production is steady, and a person approves. */
export const REDUCED_SCORE = 30;
/** Normal → reduced on ANSI/ASQ Z1.4: this many lots accepted in a row on normal (and a person approves). */
export const Z14_REDUCED_RUN = 10;
/** Normal → tightened: this many lots not accepted within WINDOW consecutive lots. */
const TIGHTEN_AFTER = 2;
const WINDOW = 5;
/** Tightened → normal: this many lots accepted in a row. */
export const RELAX_AFTER = 5;
/** Tightened → discontinued: this many lots not accepted in all while on tightened. */
export const DISCONTINUE_AFTER = 5;

/** The acceptance numbers of Table 2-A, in order: an AQL one step tighter moves a plan one step down this list. */
const ACCEPTANCE_SERIES = [0, 1, 2, 3, 5, 7, 10, 14, 21] as const;

/** The acceptance number, for the same sample, at the AQL one step tighter (ISO 2859-1, 9.3.3.2). */
export function acceptOneStepTighter(accept: number): number {
  const index = ACCEPTANCE_SERIES.findIndex((value) => value === accept);
  if (index < 1) throw new Error(`acceptOneStepTighter: ${accept} is not an acceptance number of 1 or more`);
  return ACCEPTANCE_SERIES[index - 1] ?? 0;
}

/** A supplier's state before its first lot in the class. */
export const SWITCHING_START: SwitchingState = {
  severity: "normal",
  switchingScore: 0,
  reducedProposed: false,
  reason: "start",
  since: null,
  counts: { recentNotAccepted: 0, acceptedInARow: 0, notAcceptedOnTightened: 0 },
  recent: [],
};

/**
 * The state for a supplier's next lot in one class, from its entries in order: every lot on original inspection
 * (a re-inspection of the same lot is not an entry) and every decision of the authority. A decision that does not
 * apply to the state it meets (approving a reduction nobody proposed, say) changes nothing: the caller refuses it.
 */
export function switchingState(
  entries: readonly SwitchingEntry[],
  standard: AqlStandard = "ISO2859-1",
): SwitchingState {
  return entries.reduce<SwitchingState>(
    (state, entry, index) => nextSwitchingState(state, entry, index, standard),
    SWITCHING_START,
  );
}

/** Whether a decision changes the state it meets (one that does not is refused, saying why). */
export function decisionApplies(state: SwitchingState, decision: SwitchingDecision): boolean {
  switch (decision.kind) {
    case "approve-reduced":
      return state.severity === "normal" && state.reducedProposed;
    case "return-to-normal":
      return state.severity === "reduced";
    case "corrected":
      return state.severity === "discontinued";
  }
}

/**
 * One step of the rules: the state after `entry`, the `index`-th entry of the supplier in the class (kept as
 * `since` when it moves the severity). `switchingState` is these steps from the start; the server takes them one
 * lot or decision at a time.
 */
export function nextSwitchingState(
  state: SwitchingState,
  entry: SwitchingEntry,
  index: number,
  standard: AqlStandard = "ISO2859-1",
): SwitchingState {
  const moveTo = (severity: SwitchingSeverity, reason: SwitchingReason): SwitchingState => ({
    ...SWITCHING_START,
    severity,
    reason,
    since: index,
  });
  if (entry.kind !== "lot") {
    if (!decisionApplies(state, entry)) return state;
    switch (entry.kind) {
      case "approve-reduced":
        return moveTo("reduced", "reduced-approved");
      case "return-to-normal":
        return moveTo("normal", "returned-to-normal");
      case "corrected":
        return moveTo("tightened", "corrected");
    }
  }
  const lot = entry;
  switch (state.severity) {
    case "discontinued":
      // No lot is inspected while discontinued (planning refuses it); one recorded anyway changes nothing.
      return state;
    case "tightened": {
      if (!lot.accepted) {
        const notAccepted = state.counts.notAcceptedOnTightened + 1;
        if (notAccepted >= DISCONTINUE_AFTER) {
          // The count that discontinued it stays in view until the correction moves it on.
          const discontinued = moveTo("discontinued", "five-not-accepted-on-tightened");
          return { ...discontinued, counts: { ...discontinued.counts, notAcceptedOnTightened: notAccepted } };
        }
        return {
          ...state,
          counts: { ...state.counts, acceptedInARow: 0, notAcceptedOnTightened: notAccepted },
        };
      }
      const inARow = state.counts.acceptedInARow + 1;
      if (inARow >= RELAX_AFTER) return moveTo("normal", "five-accepted-on-tightened");
      return { ...state, counts: { ...state.counts, acceptedInARow: inARow } };
    }
    case "reduced": {
      if (!lot.accepted) return moveTo("normal", "not-accepted-on-reduced");
      if (standard === "Z1.4") {
        // Accepted with more than Ac found (in the gap before Re): accepted, but the next lot is on normal.
        const plan = aqlPlan({ ...lot, lotSize: Math.max(lot.lotSize, 2), severity: "reduced", standard });
        if (lot.defects > plan.accept) return moveTo("normal", "in-the-gap-on-reduced");
      }
      return state;
    }
    case "normal": {
      const recent = [...state.recent, lot.accepted].slice(-WINDOW);
      const recentNotAccepted = recent.filter((accepted) => !accepted).length;
      if (!lot.accepted && recentNotAccepted >= TIGHTEN_AFTER) {
        return moveTo("tightened", "two-not-accepted-in-five");
      }
      const acceptedInARow = lot.accepted ? state.counts.acceptedInARow + 1 : 0;
      const switchingScore = standard === "ISO2859-1" ? scoreAfter(state.switchingScore, lot) : 0;
      return {
        ...state,
        switchingScore,
        reducedProposed:
          standard === "ISO2859-1" ? switchingScore >= REDUCED_SCORE : acceptedInARow >= Z14_REDUCED_RUN,
        counts: { ...state.counts, recentNotAccepted, acceptedInARow },
        recent,
      };
    }
  }
}

/**
 * ISO 2859-1 9.3.3.2: where the lot's acceptance number is 2 or more, 3 is added if it would also have been
 * accepted at the AQL one step tighter (the same sample), else the score goes back to 0; where it is 0 or 1, 2 is
 * added if the lot was accepted, else the score goes back to 0.
 */
function scoreAfter(score: number, lot: SwitchingLot): number {
  const { accept } = aqlPlan({
    ...lot,
    lotSize: Math.max(lot.lotSize, 2),
    severity: "normal",
    standard: "ISO2859-1",
  });
  if (accept >= 2) return lot.accepted && lot.defects <= acceptOneStepTighter(accept) ? score + 3 : 0;
  return lot.accepted ? score + 2 : 0;
}
