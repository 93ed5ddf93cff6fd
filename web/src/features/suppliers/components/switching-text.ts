import { t } from "@lingui/core/macro";
import {
  DISCONTINUE_AFTER,
  REDUCED_SCORE,
  RELAX_AFTER,
  Z14_REDUCED_RUN,
  formatDateTime,
  formatDay,
  tableName,
  type AqlStandard,
  type ClassSwitching,
  type SwitchingClass,
  type SwitchingDecisionKind,
  type SupplierSwitching,
  type SwitchingEvent,
} from "@aql-portal/shared";
import { perLanguage } from "../../../lib/i18n";
import { STANDARD_LABELS } from "../../../lib/plan-tables";
import type { Standing } from "../../../lib/supplier-switching";

/*
 * What the Suppliers page says about a class's state, worked out from it: plain functions, so the page only draws
 * them (docs/decisions/switching-rules.md has the rules).
 */

/** ISO 2859-1 9.3.3.3 and 9.3.4: five lots in a row back to normal, five not accepted on tightened stop it. */

/** The rule or decision behind a move, as a history line says it. */
export const reasonLabels = perLanguage((): Readonly<Record<SwitchingEvent["reason"], string>> => ({
  start: t`First lot counted`,
  "two-not-accepted-in-five": t`2 of 5 or fewer consecutive lots not accepted`,
  "five-accepted-on-tightened": t`5 lots in a row accepted on tightened`,
  "five-not-accepted-on-tightened": t`5 lots not accepted on tightened`,
  "reduced-approved": t`Reduced inspection approved`,
  "not-accepted-on-reduced": t`A lot not accepted on reduced`,
  "in-the-gap-on-reduced": t`A lot accepted between Ac and Re on reduced`,
  "returned-to-normal": t`Returned to normal by decision`,
  corrected: t`Supplier's correction recorded`,
}));

/** A class's defects within a sentence: "major defects", "minor defects". */
const classDefects = (cls: SwitchingClass): string => (cls === "major" ? t`major defects` : t`minor defects`);

/** A class's defects as a title: "Major defects", "Minor defects". */
export const classDefectsTitle = (cls: SwitchingClass): string =>
  cls === "major" ? t`Major defects` : t`Minor defects`;

/** "12 of 30", or "57, past 30" once the count has reached reduced inspection's. */
function towardsReduced(count: number, goal: number): string {
  return count >= goal ? t`${count}, past ${goal}` : t`${count} of ${goal}`;
}

/** "12 of 30 for reduced", or "57, past 30" once the count has reached reduced inspection's. */
function towardsReducedFor(count: number, goal: number): string {
  return count >= goal ? t`${count}, past ${goal}` : t`${count} of ${goal} for reduced`;
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
              label: t`Switching score`,
              value: towardsReducedFor(state.switchingScore, REDUCED_SCORE),
            }
          : {
              label: t`Accepted in a row`,
              value: towardsReducedFor(acceptedInARow, Z14_REDUCED_RUN),
            },
        { label: t`Not accepted, last 5`, value: t`${recentNotAccepted} (2 tighten)` },
      ];
    case "tightened":
      return [
        { label: t`Accepted in a row`, value: t`${acceptedInARow} of ${RELAX_AFTER} back to normal` },
        {
          label: t`Not accepted on tightened`,
          value: t`${notAcceptedOnTightened} of ${DISCONTINUE_AFTER} to discontinue`,
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
      let progress: string;
      if (standard === "ISO2859-1") {
        const score = towardsReduced(state.switchingScore, REDUCED_SCORE);
        progress = t`Score ${score}`;
      } else {
        progress =
          acceptedInARow >= Z14_REDUCED_RUN
            ? t`${acceptedInARow} accepted in a row, past ${Z14_REDUCED_RUN}`
            : t`${acceptedInARow} of ${Z14_REDUCED_RUN} accepted in a row`;
      }
      return recentNotAccepted > 0 ? t`${progress} · ${recentNotAccepted} of last 5 not accepted` : progress;
    }
    case "tightened":
      return t`${acceptedInARow} of ${RELAX_AFTER} accepted to return`;
    case "reduced":
      return t`Back to normal on a lot not accepted`;
    case "discontinued":
      return t`Awaiting the supplier's correction`;
  }
}

/** "since 12 Nov 2026", or how long it has been so when it never moved. */
export const sinceLine = (state: Pick<ClassSwitching, "since">): string => {
  if (!state.since) return t`since the first lot`;
  const day = formatDay(state.since);
  return t`since ${day}`;
};

/** "ISO 2859-1:1999 switching rules · updated 12 Nov 2026, 15:30": what the state is worked out under, and when. */
export function switchingSubtitle(switching: Pick<SupplierSwitching, "standard" | "updatedOn">): string {
  const standardName = STANDARD_LABELS[switching.standard];
  const rules = t`${standardName} switching rules`;
  if (!switching.updatedOn) return rules;
  const updated = formatDateTime(switching.updatedOn);
  return `${rules} · ${t`updated ${updated}`}`;
}

/** The list narrowed to a standing no supplier stands in. */
export function noSupplierStands(standing: Standing): string {
  switch (standing) {
    case "discontinued":
      return t`No supplier is discontinued.`;
    case "tightened":
      return t`No supplier is tightened.`;
    case "reduced-proposed":
      return t`No supplier is reduced proposed.`;
    case "reduced":
      return t`No supplier is reduced.`;
    case "normal":
      return t`No supplier is normal in both classes.`;
  }
}

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
  const defects = classDefects(cls);
  switch (decision) {
    case "approve-reduced": {
      const table = tableName(standard, "reduced");
      return {
        button: t`Approve reduced inspection`,
        title: t`Approve reduced inspection for ${defects}?`,
        message: t`${supplierName}'s next lots are planned from ${table} for ${defects}: smaller samples. Approve it only when production is steady. A lot not accepted returns the supplier to normal inspection.`,
        noteLabel: t`Note (optional)`,
        noteRequired: false,
        submitLabel: t`Approve reduced`,
        success: t`Reduced inspection approved`,
        successDetail: t`${supplierName}: ${defects} on reduced inspection from the next lot.`,
      };
    }
    case "return-to-normal": {
      const table = tableName(standard, "normal");
      return {
        button: t`Return to normal`,
        title: t`Return ${defects} to normal inspection?`,
        message: t`${supplierName}'s next lots are planned from ${table} for ${defects} again, for example because production is irregular or delayed. Reduced inspection can be proposed again later by the rules.`,
        noteLabel: t`Why (optional)`,
        noteRequired: false,
        submitLabel: t`Return to normal`,
        success: t`Returned to normal inspection`,
        successDetail: t`${supplierName}: ${defects} on normal inspection from the next lot.`,
      };
    }
    case "corrected": {
      const table = tableName(standard, "tightened");
      return {
        button: t`Record correction`,
        title: t`Record ${supplierName}'s correction for ${defects}`,
        message: t`Inspection resumes on tightened inspection (${table}) for ${defects}, and lots of ${supplierName} can be planned again once no class is discontinued. Say what the supplier changed: it is kept in the history.`,
        noteLabel: t`What the supplier changed`,
        noteRequired: true,
        submitLabel: t`Record correction`,
        success: t`Correction recorded`,
        successDetail: t`${supplierName}: ${defects} on tightened inspection from the next lot.`,
      };
    }
  }
}

/** A decision's note as typed, checked: required for a correction, at most 1,000 characters. */
export function checkNote(
  text: string,
  required: boolean,
): { note: string | undefined; problem: string | null } {
  const note = text.trim();
  if (required && note === "") return { note: undefined, problem: t`Say what the supplier changed.` };
  if (note.length > 1000) return { note: undefined, problem: t`A note is at most 1,000 characters.` };
  return { note: note === "" ? undefined : note, problem: null };
}
