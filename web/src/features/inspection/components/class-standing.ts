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

export const STANDING_WORDS: Readonly<Record<ClassStanding, string>> = {
  clear: "Within the limit",
  limit: "At the limit",
  gap: "Above Ac, below Re: accepted",
  over: "Over the limit",
};
