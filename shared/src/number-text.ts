import type { Dimensions } from "./inspection-work";
import { MAX_CENTIMETRES, MAX_QUANTITY } from "./quantities";

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

/** How a count is typed: whole, thousands grouped or not, at most MAX_QUANTITY. */
export const TYPED_COUNT = { whole: true, max: MAX_QUANTITY } as const;

/** How a measure in centimetres is typed: a decimal point or comma, at most MAX_CENTIMETRES. */
export const TYPED_CENTIMETRES = { whole: false, max: MAX_CENTIMETRES } as const;

/** The sides of a size (a carton's, a folded unit's), in the order they are typed, with their labels. */
export const SIZE_SIDES = [
  ["length", "Length"],
  ["width", "Width"],
  ["height", "Height"],
] as const;

/** A size's three sides as typed, each as its box holds it. */
export type TypedSides = Readonly<Record<keyof Dimensions, string>>;
export const NO_TYPED_SIDES: TypedSides = { length: "", width: "", height: "" };

/** What a size with a side unreadable or missing is told. */
export const TYPED_SIDES_PROBLEM = "Enter length, width and height in cm (e.g. 60, 40, 35.5).";

/** How a stored size reads in its three boxes; blank for none. */
export const typedSides = (size: Dimensions | null): TypedSides => ({
  length: typedNumber(size?.length ?? null),
  width: typedNumber(size?.width ?? null),
  height: typedNumber(size?.height ?? null),
});

/** A size as typed, in cm: a size when all three sides are numbers, none when all are blank, a problem otherwise. */
export function parseTypedSides(sides: TypedSides): { value: Dimensions | null; problem: string | null } {
  const read = SIZE_SIDES.map(([side]) => parseTypedNumber(sides[side], TYPED_CENTIMETRES));
  const [length = null, width = null, height = null] = read.map((side) => side.value);
  if (read.some((side) => side.problem !== null)) return { value: null, problem: TYPED_SIDES_PROBLEM };
  if (length === null && width === null && height === null) return { value: null, problem: null };
  if (length === null || width === null || height === null)
    return { value: null, problem: TYPED_SIDES_PROBLEM };
  return { value: { length, width, height }, problem: null };
}
