import type { Severity } from "@aql-portal/shared";

export const SEVERITIES: readonly Severity[] = ["CRITICAL", "MAJOR", "MINOR"];

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  CRITICAL: "Critical",
  MAJOR: "Major",
  MINOR: "Minor",
};

/** The same colour for a class wherever it appears on the screen. */
export const SEVERITY_COLOURS: Readonly<Record<Severity, string>> = {
  CRITICAL: "red",
  MAJOR: "orange",
  MINOR: "blue",
};
