/** Digits grouped in threes by commas: "1,200", "12,000,000". */
const THOUSANDS = /^\d{1,3}(,\d{3})+$/;

export type ParsedNumber = { value: number | null; problem: null } | { value: null; problem: string };

/**
 * A number as people type it, read one way everywhere (the tablet's fields, the planner's quantities, size-chart
 * cells): blank is none; never negative; at most `max`. A count (`whole`) may group thousands with commas
 * ("1,200" is 1200); a measurement may use a decimal point or a decimal comma ("52.5" and "52,5" are 52.5), so a
 * comma in a measurement is never a thousands separator.
 */
export function parseTypedNumber(
  text: string,
  { whole, max }: { whole: boolean; max: number },
): ParsedNumber {
  const trimmed = text.trim();
  const typed =
    whole && THOUSANDS.test(trimmed)
      ? trimmed.replace(/,/g, "")
      : whole
        ? trimmed
        : trimmed.replace(",", ".");
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
