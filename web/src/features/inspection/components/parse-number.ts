export type ParsedNumber = { value: number | null; problem: null } | { value: null; problem: string };

/**
 * A number as typed on a tablet's keypad: "52.5" or "52,5", blank for none. Whole numbers only where
 * counts are asked for; never negative; at most `max`.
 */
export function parseTypedNumber(
  text: string,
  { whole, max }: { whole: boolean; max: number },
): ParsedNumber {
  const typed = text.trim().replace(",", ".");
  if (typed === "") return { value: null, problem: null };
  const pattern = whole ? /^\d+$/ : /^\d+(\.\d*)?$|^\.\d+$/;
  if (!pattern.test(typed)) {
    return { value: null, problem: whole ? "Enter a whole number." : "Enter a number, e.g. 52.5" };
  }
  const value = Number(typed);
  if (value > max) return { value: null, problem: `Enter at most ${max.toLocaleString("en-GB")}.` };
  return { value, problem: null };
}

/** How a stored number reads in its input ("52.5"); blank for none. */
export const typedNumber = (value: number | null) => (value === null ? "" : String(value));
