import {
  DISCONTINUE_AFTER,
  REDUCED_SCORE,
  RELAX_AFTER,
  Z14_REDUCED_RUN,
  formatDay,
  tableName,
  type AqlStandard,
  type ClassSwitching,
  type SwitchingClass,
  type SwitchingDecisionKind,
  type SwitchingEvent,
} from "@aql-portal/shared";
import { CLASS_LABELS } from "../../../lib/plan-tables";

/*
 * What the Suppliers page says about a class's state, worked out from it: plain functions, so the page only draws
 * them (docs/decisions/switching-rules.md has the rules).
 */

/** ISO 2859-1 9.3.3.3 and 9.3.4: five lots in a row back to normal, five not accepted on tightened stop it. */

/** The rule or decision behind a move, as a history line says it. */
export const REASON_LABELS: Readonly<Record<SwitchingEvent["reason"], string>> = {
  start: "First lot counted",
  "two-not-accepted-in-five": "2 of 5 or fewer consecutive lots not accepted",
  "five-accepted-on-tightened": "5 lots in a row accepted on tightened",
  "five-not-accepted-on-tightened": "5 lots not accepted on tightened",
  "reduced-approved": "Reduced inspection approved",
  "not-accepted-on-reduced": "A lot not accepted on reduced",
  "in-the-gap-on-reduced": "A lot accepted between Ac and Re on reduced",
  "returned-to-normal": "Returned to normal by decision",
  corrected: "Supplier's correction recorded",
};

/** "12 of 30 for reduced", or "57, past 30" once the count has reached reduced inspection's. */
function towardsReduced(count: number, goal: number, purpose: string): string {
  if (count >= goal) return `${count}, past ${goal}`;
  return purpose ? `${count} of ${goal} ${purpose}` : `${count} of ${goal}`;
}

/** One figure of a class's progress towards its next move. */
export interface ProgressFigure {
  label: string;
  value: string;
}

/** Where a class stands against the rules that would move it next. */
export function progressFigures(state: ClassSwitching, standard: AqlStandard): ProgressFigure[] {
  const { recentNotAccepted, acceptedInARow, notAcceptedOnTightened } = state.counts;
  switch (state.severity) {
    case "normal":
      return [
        standard === "ISO2859-1"
          ? {
              label: "Switching score",
              value: towardsReduced(state.switchingScore, REDUCED_SCORE, "for reduced"),
            }
          : {
              label: "Accepted in a row",
              value: towardsReduced(acceptedInARow, Z14_REDUCED_RUN, "for reduced"),
            },
        { label: "Not accepted, last 5", value: `${recentNotAccepted} (2 tighten)` },
      ];
    case "tightened":
      return [
        { label: "Accepted in a row", value: `${acceptedInARow} of ${RELAX_AFTER} back to normal` },
        {
          label: "Not accepted on tightened",
          value: `${notAcceptedOnTightened} of ${DISCONTINUE_AFTER} to discontinue`,
        },
      ];
    case "reduced":
      // Its sentence says it: any lot not accepted returns it to normal.
      return [];
    case "discontinued":
      // Nothing counts towards a move until the correction is recorded; its sentence says why it stopped.
      return [];
  }
}

/** A class's progress in a few words, under its badge in the suppliers' table. */
export function progressLine(state: ClassSwitching, standard: AqlStandard): string {
  const { recentNotAccepted, acceptedInARow } = state.counts;
  switch (state.severity) {
    case "normal": {
      const progress =
        standard === "ISO2859-1"
          ? `Score ${towardsReduced(state.switchingScore, REDUCED_SCORE, "")}`
          : acceptedInARow >= Z14_REDUCED_RUN
            ? `${acceptedInARow} accepted in a row, past ${Z14_REDUCED_RUN}`
            : `${acceptedInARow} of ${Z14_REDUCED_RUN} accepted in a row`;
      return recentNotAccepted > 0 ? `${progress} · ${recentNotAccepted} of last 5 not accepted` : progress;
    }
    case "tightened":
      return `${acceptedInARow} of ${RELAX_AFTER} accepted to return`;
    case "reduced":
      return "Back to normal on a lot not accepted";
    case "discontinued":
      return "Awaiting the supplier's correction";
  }
}

/** "since 12 Nov 2026", or how long it has been so when it never moved. */
export const sinceLine = (state: Pick<ClassSwitching, "since">): string =>
  state.since ? `since ${formatDay(state.since)}` : "since the first lot";

/** The decisions a person may record for a class in this state (the server refuses the others). */
export function decisionsFor(
  state: Pick<ClassSwitching, "severity" | "reducedProposed">,
): SwitchingDecisionKind[] {
  switch (state.severity) {
    case "normal":
      return state.reducedProposed ? ["approve-reduced"] : [];
    case "reduced":
      return ["return-to-normal"];
    case "discontinued":
      return ["corrected"];
    case "tightened":
      return [];
  }
}

/** What a decision's button, dialog and toast say. */
export interface DecisionWords {
  button: string;
  title: string;
  message: string;
  noteLabel: string;
  /** The note is asked for (a correction says what the supplier changed). */
  noteRequired: boolean;
  submitLabel: string;
  success: string;
  successDetail: string;
}

export function decisionWords(
  decision: SwitchingDecisionKind,
  supplierName: string,
  cls: SwitchingClass,
  standard: AqlStandard,
): DecisionWords {
  const defects = `${CLASS_LABELS[cls].toLowerCase()} defects`;
  switch (decision) {
    case "approve-reduced":
      return {
        button: "Approve reduced inspection",
        title: `Approve reduced inspection for ${defects}?`,
        message: `${supplierName}'s next lots are planned from ${tableName(standard, "reduced")} for ${defects}: smaller samples. Approve it only when production is steady. A lot not accepted returns the supplier to normal inspection.`,
        noteLabel: "Note (optional)",
        noteRequired: false,
        submitLabel: "Approve reduced",
        success: "Reduced inspection approved",
        successDetail: `${supplierName}: ${defects} on reduced inspection from the next lot.`,
      };
    case "return-to-normal":
      return {
        button: "Return to normal",
        title: `Return ${defects} to normal inspection?`,
        message: `${supplierName}'s next lots are planned from ${tableName(standard, "normal")} for ${defects} again, for example because production is irregular or delayed. Reduced inspection can be proposed again later by the rules.`,
        noteLabel: "Why (optional)",
        noteRequired: false,
        submitLabel: "Return to normal",
        success: "Returned to normal inspection",
        successDetail: `${supplierName}: ${defects} on normal inspection from the next lot.`,
      };
    case "corrected":
      return {
        button: "Record correction",
        title: `Record ${supplierName}'s correction for ${defects}`,
        message: `Inspection resumes on tightened inspection (${tableName(standard, "tightened")}) for ${defects}, and lots of ${supplierName} can be planned again once no class is discontinued. Say what the supplier changed: it is kept in the history.`,
        noteLabel: "What the supplier changed",
        noteRequired: true,
        submitLabel: "Record correction",
        success: "Correction recorded",
        successDetail: `${supplierName}: ${defects} on tightened inspection from the next lot.`,
      };
  }
}

/** A decision's note as typed, checked: required for a correction, at most 1,000 characters. */
export function checkNote(
  text: string,
  required: boolean,
): { note: string | undefined; problem: string | null } {
  const note = text.trim();
  if (required && note === "") return { note: undefined, problem: "Say what the supplier changed." };
  if (note.length > 1000) return { note: undefined, problem: "A note is at most 1,000 characters." };
  return { note: note === "" ? undefined : note, problem: null };
}
