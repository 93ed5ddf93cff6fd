import { t } from "@lingui/core/macro";
import { perLanguage } from "../../../lib/i18n";
import { inTheGap, overLimit } from "../../../lib/plan-tables";

/**
 * How a class stands against its plan on the tablet: clear, at the limit (as many found as it accepts), in the gap
 * between Ac and Re (Z1.4 reduced plans only: accepted, but the supplier's next lot goes back to normal), or over
 * (found ≥ Re: the class fails the lot).
 */
export type ClassStanding = "clear" | "limit" | "gap" | "over";

export function classStanding(row: { found: number; accept: number; reject: number }): ClassStanding {
  if (overLimit(row)) return "over";
  if (inTheGap(row)) return "gap";
  return row.found === row.accept && row.found > 0 ? "limit" : "clear";
}

export const STANDING_COLOURS: Readonly<Record<ClassStanding, string>> = {
  clear: "green",
  limit: "orange",
  gap: "orange",
  over: "red",
};

export const standingWords = perLanguage((): Readonly<Record<ClassStanding, string>> => ({
  clear: t`Within the limit`,
  limit: t`At the limit`,
  gap: t`Above Ac, below Re: accepted`,
  over: t`Over the limit`,
}));
