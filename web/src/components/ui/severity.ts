import { t } from "@lingui/core/macro";
import type { Severity } from "@aql-portal/shared";

/** Defect classes, the most serious first, as every page lists them. */
export const SEVERITIES: readonly Severity[] = ["CRITICAL", "MAJOR", "MINOR"];

/** Each class's name, in the language shown when it is read. */
export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  get CRITICAL() {
    return t`Critical`;
  },
  get MAJOR() {
    return t`Major`;
  },
  get MINOR() {
    return t`Minor`;
  },
};
