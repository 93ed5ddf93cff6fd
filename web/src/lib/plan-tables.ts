import { t } from "@lingui/core/macro";
import {
  plannedSeverity,
  tableName,
  STANDARD_NAMES,
  SWITCHING_SEVERITY_LABELS,
  type AqlStandard,
  type InspectionPlan,
  type InspectionSeverity,
  type SwitchingClass,
  type SwitchingSeverity,
} from "@aql-portal/shared";

/**
 * How a plan's tables and limits read on every page that shows Ac and Re (the report, the tablet, the planners'
 * previews): which table of which standard each class was planned from, and when a class is over its limit. A lot
 * is accepted while fewer than Re are found: on ANSI/ASQ Z1.4 reduced inspection Re can be more than Ac + 1, and a
 * count in that gap is accepted (the next lot returns to normal), so "over" is found ≥ Re, never found > Ac.
 */

/** The standards' names as people know them (ISO's with its edition): names, the same in every language. */
export const STANDARD_LABELS: Readonly<Record<AqlStandard, string>> = {
  "ISO2859-1": `${STANDARD_NAMES["ISO2859-1"]}:1999`,
  "Z1.4": STANDARD_NAMES["Z1.4"],
};

/** A switching class's name, in the language shown when it is read. */
export const CLASS_LABELS: Readonly<Record<SwitchingClass, string>> = {
  get major() {
    return t`Major`;
  },
  get minor() {
    return t`Minor`;
  },
};

/** Found enough to reject the lot in this class: found ≥ Re. */
export const overLimit = (row: { found: number; reject: number }): boolean => row.found >= row.reject;

/** More found than Ac but fewer than Re (Z1.4 reduced only): accepted, and the next lot goes back to normal. */
export const inTheGap = (row: { found: number; accept: number; reject: number }): boolean =>
  row.found > row.accept && row.found < row.reject;

type PlanTables = Pick<InspectionPlan, "standard" | "major" | "minor">;

/** "ISO 2859-1 Table 2-B": the table a class of this plan was planned from. */
export const classTable = (plan: PlanTables, cls: SwitchingClass): string =>
  tableName(plan.standard, plan[cls].inspection);

/** "Table 2-B": the table without its standard, where the standard is said once nearby. */
export function shortTableName(standard: AqlStandard, severity: InspectionSeverity): string {
  const name = tableName(standard, severity);
  const at = name.indexOf("Table ");
  return at < 0 ? name : name.slice(at);
}

/**
 * "Major: Tightened — ISO 2859-1 Table 2-B": a class, its severity of inspection and the table it plans from (for
 * a discontinued class, the table it resumes on).
 */
export function classPlanLine(
  standard: AqlStandard,
  cls: SwitchingClass,
  severity: SwitchingSeverity,
): string {
  const { label, tables } = classPlanParts(standard, cls, severity);
  return `${label}: ${SWITCHING_SEVERITY_LABELS[severity]} — ${tables}`;
}

/** classPlanLine's parts, for a page that draws the severity as a badge between them. */
export function classPlanParts(
  standard: AqlStandard,
  cls: SwitchingClass,
  severity: SwitchingSeverity,
): { label: string; tables: string } {
  const table = tableName(standard, plannedSeverity(severity));
  return {
    label: CLASS_LABELS[cls],
    tables:
      severity === "discontinued" ? t`no lot planned until the correction is recorded, then ${table}` : table,
  };
}

/** "Tightened — ISO 2859-1 Table 2-B": how a plan's class was planned. */
export const planClassTable = (plan: PlanTables, cls: SwitchingClass): string =>
  `${SWITCHING_SEVERITY_LABELS[plan[cls].inspection]} — ${classTable(plan, cls)}`;

/** "Ac 3 / Re 4, Table 2-B": a class's numbers and the table they come from, said in a sentence about the plan. */
export function classLimits(plan: PlanTables, cls: SwitchingClass): string {
  const { accept, reject, inspection } = plan[cls];
  const table = shortTableName(plan.standard, inspection);
  return t`Ac ${accept} / Re ${reject}, ${table}`;
}
