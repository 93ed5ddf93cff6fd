import type { Severity } from "@aql-portal/shared";

/** The same colour for a class wherever it appears on the tablet's screens. */
export const SEVERITY_COLOURS: Readonly<Record<Severity, string>> = {
  CRITICAL: "red",
  MAJOR: "orange",
  MINOR: "blue",
};
