import { YEAR_WINDOW, isYearInWindow, yearOfTwoDigits } from "@aql-portal/shared";

/**
 * Dates as a UK user reads and types them (dd/mm/yyyy), and the ISO days (yyyy-mm-dd) the address and the API
 * keep. Pure, so every rule of the date inputs is tested here; `date-input.tsx` draws them.
 *
 * Typing is read as it goes: a beginning of a date ("05/1") is not a problem yet, only once the person leaves
 * the field; something no further typing can mend ("31/02/2026", "05/13", a fifth digit of a year) is said at
 * once. Nothing is taken from a field until it holds a whole, real date.
 */

export const DATE_PLACEHOLDER = "dd/mm/yyyy";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const dateMessages = {
  format: "Enter a date as dd/mm/yyyy, for example 05/12/2026.",
  incomplete: "Enter the whole date as dd/mm/yyyy, for example 05/12/2026.",
  day: "Enter a day from 01 to 31.",
  month: "Enter a month from 01 to 12.",
  fourDigitYear: "Enter the year with four digits, for example 2026.",
  year: `Enter a year from ${YEAR_WINDOW}.`,
  required: "Enter a date.",
  /** Spec §5's words, and why. */
  endBeforeStart: "Invalid date range! The end date is before the start date.",
  noSuchDay: (day: number, month: number, year: number) =>
    `${pad(day)}/${pad(month)}/${year} is not a date: ${MONTHS[month - 1] ?? ""} ${year} has ${daysIn(month, year)} days.`,
};

/** What a field's text is, read as a UK date. */
export type DateReading =
  | { kind: "empty" }
  /** A beginning of a date: typing on may finish it. */
  | { kind: "incomplete"; problem: string }
  /** No typing on can make this a date. */
  | { kind: "invalid"; problem: string }
  /** A real date; `exact` when typed in full as dd/mm/yyyy (not "5/12/2026" or "05.12.2026"). */
  | { kind: "date"; iso: string; exact: boolean };

const pad = (value: number) => String(value).padStart(2, "0");

function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2026-12-05" → "05/12/2026"; anything that is not an ISO day → "". */
export function dateText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/**
 * Reads what was typed: day, month and year in that order, separated by "/", ".", "-" or a space, or eight
 * digits in a row (05122026). The day and month may have one digit; the year has four, or two once the text is
 * `finished` (the person left the field or pressed Enter): 05/12/26 is then 5 December 2026, the one year of
 * 2000–2099 ending in 26 (shared/src/dates.ts, as the import reads a file's cells). While typing, two digits of a
 * year are a beginning ("05/12/20" may become 2026).
 */
export function readDateText(text: string, { finished = false } = {}): DateReading {
  const typed = text.trim();
  if (typed === "") return { kind: "empty" };
  if (!/^[\d/.\-\s]+$/.test(typed)) return { kind: "invalid", problem: dateMessages.format };

  const parts = /^\d+$/.test(typed) ? digitsInARow(typed) : typed.split(/\s*[/.-]\s*|\s+/);
  if (parts.length > 3) return { kind: "invalid", problem: dateMessages.format };
  const [dayText = "", monthText, yearText] = parts;
  // A part may be empty only as the last one, just after its separator ("05/").
  if (parts.slice(0, -1).some((part) => part === ""))
    return { kind: "invalid", problem: dateMessages.format };

  const day = readPart(dayText, monthText !== undefined, 31, dateMessages.day);
  if (day.problem) return { kind: "invalid", problem: day.problem };
  if (monthText === undefined || day.value === null) return incomplete();

  const month = readPart(monthText, yearText !== undefined, 12, dateMessages.month);
  if (month.problem) return { kind: "invalid", problem: month.problem };
  if (yearText === undefined || month.value === null) return incomplete();

  if (yearText.length > 4) return { kind: "invalid", problem: dateMessages.fourDigitYear };
  const twoDigits = finished && yearText.length === 2;
  if (yearText.length < 4 && !twoDigits) return incomplete();
  const year = twoDigits ? yearOfTwoDigits(Number(yearText)) : Number(yearText);
  if (!isYearInWindow(year)) return { kind: "invalid", problem: dateMessages.year };
  if (day.value > daysIn(month.value, year)) {
    return { kind: "invalid", problem: dateMessages.noSuchDay(day.value, month.value, year) };
  }
  return {
    kind: "date",
    iso: `${year}-${pad(month.value)}-${pad(day.value)}`,
    exact: /^\d{2}\/\d{2}\/\d{4}$/.test(typed),
  };
}

const incomplete = (): DateReading => ({ kind: "incomplete", problem: dateMessages.incomplete });

/** 05122026 → ["05", "12", "2026"]; a beginning (051) → ["05", "1"]. */
function digitsInARow(digits: string): string[] {
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== "");
}

/**
 * A day or month: whole once it has two digits or a separator follows it. Its value is null while it may still
 * grow ("1" may become "12").
 */
function readPart(
  text: string,
  followed: boolean,
  largest: number,
  problem: string,
): { value: number | null; problem?: string } {
  if (text.length > 2) return { value: null, problem };
  if (text === "") return { value: null };
  const value = Number(text);
  const whole = followed || text.length === 2;
  if (!whole) return { value: null };
  if (value < 1 || value > largest) return { value: null, problem };
  return { value };
}

/** An ISO day as the calendar's Date (local midnight), or null. */
export function calendarDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The day a calendar Date falls on, as an ISO day. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The text of one date field, and whether the person has left it (or pressed Enter) since typing. */
export interface DateDraft {
  text: string;
  left: boolean;
}

export const draftOf = (iso: string): DateDraft => ({ text: dateText(iso), left: false });

/**
 * What a field gives: the ISO day it holds, "" when emptied (where that is allowed) once left, or null while it
 * holds nothing to take: typing not finished, or not a date. While typing, only a date written out in full
 * (dd/mm/yyyy) is taken, so a day half-way through being changed ("2/12/2026" on the way from 25 to 28) is not.
 */
export function draftValue(draft: DateDraft, { optional = false } = {}): string | null {
  const reading = readDraft(draft);
  if (reading.kind === "date") return reading.exact || draft.left ? reading.iso : null;
  if (reading.kind === "empty") return optional && draft.left ? "" : null;
  return null;
}

/** What is wrong with a field, to say under it: at once if no typing can mend it, otherwise once left. */
export function draftProblem(draft: DateDraft, { optional = false } = {}): string | null {
  const reading = readDraft(draft);
  if (reading.kind === "invalid") return reading.problem;
  if (reading.kind === "incomplete") return draft.left ? reading.problem : null;
  if (reading.kind === "empty" && !optional && draft.left) return dateMessages.required;
  return null;
}

/** A draft read as what it is: finished once the person has left it. */
export const readDraft = (draft: DateDraft): DateReading =>
  readDateText(draft.text, { finished: draft.left });

/**
 * The draft once the person leaves the field (or presses Enter): a date typed loosely is written out
 * (5.12.2026 and 05/12/26 → 05/12/2026); an emptied field that must hold a date goes back to the one it had.
 */
export function leftDraft(draft: DateDraft, committed: string, { optional = false } = {}): DateDraft {
  const reading = readDateText(draft.text, { finished: true });
  if (reading.kind === "date") return { text: dateText(reading.iso), left: true };
  if (reading.kind === "empty" && !optional) return { text: dateText(committed), left: true };
  return { text: draft.text, left: true };
}

export interface RangeCheck {
  /** The range to take, when both ends hold one in order; else null. */
  range: { from: string; to: string } | null;
  fromProblem: string | null;
  toProblem: string | null;
  /** The ends are dates, but the end comes before the start. */
  rangeProblem: string | null;
}

/** Both ends of a range together: taken only when each holds a date and the end is not before the start. */
export function checkRange(from: DateDraft, to: DateDraft, { optionalTo = false } = {}): RangeCheck {
  const fromValue = draftValue(from);
  const toValue = draftValue(to, { optional: optionalTo });
  const fromProblem = draftProblem(from);
  const toProblem = draftProblem(to, { optional: optionalTo });
  if (fromValue === null || toValue === null)
    return { range: null, fromProblem, toProblem, rangeProblem: null };
  if (toValue !== "" && toValue < fromValue) {
    return { range: null, fromProblem, toProblem, rangeProblem: dateMessages.endBeforeStart };
  }
  return { range: { from: fromValue, to: toValue }, fromProblem, toProblem, rangeProblem: null };
}
