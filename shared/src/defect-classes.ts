import type { InspectionPlan } from "./inspection";
import type { DefectTotals } from "./inspection-work";
import type { Severity } from "./reference-data";

/** One defect class of a plan beside what was found in it. */
export interface DefectClassRow {
  severity: Severity;
  /** The AQL the class is planned at; critical defects have none (never accepted). */
  aql: number | null;
  accept: number;
  reject: number;
  found: number;
  /** Found reaches Re: this class fails the lot (a count between Ac and Re, on Z1.4 reduced, is accepted). */
  over: boolean;
}

/**
 * The plan per defect class beside what was found (decisions.md): critical accepts 0 and rejects at 1; major and
 * minor accept and reject as the plan's sample says. What the tablet's running totals and the report show.
 */
export function defectClassRows(
  plan: Pick<InspectionPlan, "aql" | "major" | "minor">,
  totals: DefectTotals,
): DefectClassRow[] {
  const row = (severity: Severity, aql: number | null, accept: number, reject: number): DefectClassRow => ({
    severity,
    aql,
    accept,
    reject,
    found: totals[severity],
    over: totals[severity] >= reject,
  });
  return [
    row("CRITICAL", null, 0, 1),
    row("MAJOR", plan.aql.major, plan.major.accept, plan.major.reject),
    row("MINOR", plan.aql.minor, plan.minor.accept, plan.minor.reject),
  ];
}
