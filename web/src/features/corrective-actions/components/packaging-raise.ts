import {
  PACKAGING_ISSUE_LABELS,
  type CarPackagingCheck,
  type PackagingCheck,
  type PackagingIssue,
} from "@aql-portal/shared";
import type { RaiseSeed } from "./raise-car-dialog";
import { packagingRequest } from "./raise-values";

/** What raising on a check reads of it. */
export type CheckToRaiseOn = Pick<
  PackagingCheck,
  "id" | "bookingReference" | "checkedDay" | "supplier" | "styleCode" | "styleName"
> & { centre: { name: string }; outcome: { issues: readonly PackagingIssue[] } };

/** A CAR may be asked about a packaging check that found issues (the server answers 409 otherwise). */
export const hasPackagingIssues = (check: Pick<CheckToRaiseOn, "outcome">): boolean =>
  check.outcome.issues.length > 0;

/** A packaging check as a CAR names it: booking, day, centre and the issues by name, most serious first. */
export function carPackagingCheckOf(check: CheckToRaiseOn): CarPackagingCheck {
  return {
    id: check.id,
    bookingReference: check.bookingReference,
    checkedDay: check.checkedDay,
    centre: check.centre.name,
    issues: check.outcome.issues.map((issue) => PACKAGING_ISSUE_LABELS[issue]),
  };
}

/** The raise form for one packaging check: its supplier and style, no lots, what is asked naming its issues. */
export function raiseSeedOfCheck(check: CheckToRaiseOn): RaiseSeed {
  const named = carPackagingCheckOf(check);
  return {
    supplier: check.supplier,
    styleCode: check.styleCode,
    styleName: check.styleName,
    lots: [],
    packagingChecks: [named],
    request: packagingRequest([named]),
  };
}
