import type { Severity } from "@aql-portal/shared";

/** Defect classes, the most serious first, as every page lists them. */
export const SEVERITIES: readonly Severity[] = ["CRITICAL", "MAJOR", "MINOR"];

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  CRITICAL: "Critical",
  MAJOR: "Major",
  MINOR: "Minor",
};
