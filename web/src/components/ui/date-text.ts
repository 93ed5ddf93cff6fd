import { t } from "@lingui/core/macro";
import { intlLocale, YEAR_WINDOW, isYearInWindow, yearOfTwoDigits } from "@aql-portal/shared";
import { perLanguage, shownLanguage } from "../../lib/i18n";

/**
 * Dates as the person reads and types them, in their language's order (dd/mm/yyyy in English (UK), yyyy/mm/dd in
 * Chinese, dd.mm.yyyy in Turkish: docs/decisions/languages.md), and the ISO days (yyyy-mm-dd) the address and the
 * API keep. Pure but for the language shown, so every rule of the date inputs is tested here; `date-input.tsx` draws
 * them.
 *
 * Typing is read as it goes: a beginning of a date ("05/1") is not a problem yet, only once the person leaves
 * the field; something no further typing can mend ("31/02/2026", "05/13", a fifth digit of a year) is said at
 * once. Nothing is taken from a field until it holds a whole, real date.
 */

type DatePart = "day" | "month" | "year";

/** How a language writes a date in figures: its parts' order and what stands between them, as `Intl` says. */
export interface DateForm {
  order: readonly [DatePart, DatePart, DatePart];
  separator: string;
}

export function dateFormOf(locale: string): DateForm {
  const parts = new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(Date.UTC(2026, 11, 5));
  const order = parts.flatMap((part) =>
    part.type === "day" || part.type === "month" || part.type === "year" ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === "literal")?.value.trim() || "/";
  return order.length === 3 ? { order: [order[0]!, order[1]!, order[2]!], separator } : ENGLISH_FORM;
}

const ENGLISH_FORM: DateForm = { order: ["day", "month", "year"], separator: "/" };

/** The form of the language shown. */
export const shownDateForm = perLanguage(() => dateFormOf(intlLocale(shownLanguage())));

const WIDTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** "dd/mm/yyyy": what a field holds before anything is typed, in the form's order, its letters translated. */
export function datePlaceholder(form: DateForm = shownDateForm()): string {
  const letters: Record<DatePart, string> = {
    day: t({ message: "dd", comment: "The day's two figures in a date field's placeholder, dd/mm/yyyy" }),
    month: t({ message: "mm", comment: "The month's two figures in a date field's placeholder, dd/mm/yyyy" }),
    year: t({
      message: "yyyy",
      comment: "The year's four figures in a date field's placeholder, dd/mm/yyyy",
    }),
  };
  return form.order.map((part) => letters[part]).join(form.separator);
}

/** What the date fields say, in the language shown. */
export function dateMessages(form: DateForm = shownDateForm()) {
  const pattern = datePlaceholder(form);
  const example = dateText("2026-12-05", form);
  return {
    format: t`Enter a date as ${pattern}, for example ${example}.`,
    incomplete: t`Enter the whole date as ${pattern}, for example ${example}.`,
    day: t`Enter a day from 01 to 31.`,
    month: t`Enter a month from 01 to 12.`,
    fourDigitYear: t`Enter the year with four digits, for example 2026.`,
    year: t`Enter a year from ${YEAR_WINDOW}.`,
    required: t`Enter a date.`,
    /** Spec §5's words, and why. */
    endBeforeStart: t`Invalid date range! The end date is before the start date.`,
    noSuchDay: (day: number, month: number, year: number) => {
      const date = dateText(`${year}-${pad(month)}-${pad(day)}`, form);
      const monthOfYear = new Intl.DateTimeFormat(intlLocale(shownLanguage()), {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(Date.UTC(year, month - 1, 1));
      const days = daysIn(month, year);
      return t`${date} is not a date: ${monthOfYear} has ${days} days.`;
    },
  };
}

/** What a field's text is, read as a date. */
export type DateReading =
  | { kind: "empty" }
  /** A beginning of a date: typing on may finish it. */
  | { kind: "incomplete"; problem: string }
  /** No typing on can make this a date. */
  | { kind: "invalid"; problem: string }
  /** A real date; `exact` when typed in full in the form (05/12/2026, not "5/12/2026" or "05.12.2026"). */
  | { kind: "date"; iso: string; exact: boolean };

const pad = (value: number) => String(value).padStart(2, "0");

function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2026-12-05" → "05/12/2026" (in the form's order); anything that is not an ISO day → "". */
export function dateText(iso: string, form: DateForm = shownDateForm()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return "";
  const values: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return form.order.map((part) => values[part]).join(form.separator);
}

/**
 * Reads what was typed: day, month and year in the form's order, separated by "/", ".", "-" or a space, or all
 * the figures in a row (05122026). The day and month may have one digit; the year has four, or, where it comes
 * last, two once the text is `finished` (the person left the field or pressed Enter): 05/12/26 is then 5 December
 * 2026, the one year of 2000–2099 ending in 26 (shared/src/dates.ts, as the import reads a file's cells). While
 * typing, two digits of a year are a beginning ("05/12/20" may become 2026).
 */
export function readDateText(
  text: string,
  { finished = false, form = shownDateForm() }: { finished?: boolean; form?: DateForm } = {},
): DateReading {
  const messages = dateMessages(form);
  const typed = text.trim();
  if (typed === "") return { kind: "empty" };
  if (!/^[\d/.\-\s]+$/.test(typed)) return { kind: "invalid", problem: messages.format };

  const parts = /^\d+$/.test(typed) ? digitsInARow(typed, form) : typed.split(/\s*[/.-]\s*|\s+/);
  if (parts.length > 3) return { kind: "invalid", problem: messages.format };
  // A part may be empty only as the last one, just after its separator ("05/").
  if (parts.slice(0, -1).some((part) => part === "")) return { kind: "invalid", problem: messages.format };

  const values: Partial<Record<DatePart, number>> = {};
  for (const [index, part] of form.order.entries()) {
    const partText = parts[index];
    if (partText === undefined) return incomplete(messages);
    const followed = parts[index + 1] !== undefined;
    if (part === "year") {
      if (partText.length > 4) return { kind: "invalid", problem: messages.fourDigitYear };
      const last = index === 2;
      const twoDigits = last && finished && partText.length === 2;
      if (!last && followed && partText.length !== 4)
        return { kind: "invalid", problem: messages.fourDigitYear };
      if (partText.length < 4 && !twoDigits) return incomplete(messages);
      const year = twoDigits ? yearOfTwoDigits(Number(partText)) : Number(partText);
      if (!isYearInWindow(year)) return { kind: "invalid", problem: messages.year };
      values.year = year;
      continue;
    }
    const largest = part === "day" ? 31 : 12;
    // A day or month written last is whole once the person has left the field ("2026/12/5").
    const whole = followed || (finished && index === 2);
    const read = readPart(partText, whole, largest, part === "day" ? messages.day : messages.month);
    if (read.problem) return { kind: "invalid", problem: read.problem };
    if (read.value === null) return incomplete(messages);
    values[part] = read.value;
  }
  const { day = 0, month = 0, year = 0 } = values;
  if (day > daysIn(month, year)) return { kind: "invalid", problem: messages.noSuchDay(day, month, year) };
  const exact = form.order.map((part) => `\\d{${WIDTH[part]}}`).join(`\\${form.separator}`);
  return {
    kind: "date",
    iso: `${year}-${pad(month)}-${pad(day)}`,
    exact: new RegExp(`^${exact}$`).test(typed),
  };
}

const incomplete = (messages: { incomplete: string }): DateReading => ({
  kind: "incomplete",
  problem: messages.incomplete,
});

/** 05122026 → ["05", "12", "2026"] (20261205 where the year comes first); a beginning (051) → ["05", "1"]. */
function digitsInARow(digits: string, form: DateForm): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const [index, part] of form.order.entries()) {
    parts.push(index === 2 ? digits.slice(at) : digits.slice(at, at + WIDTH[part]));
    at += WIDTH[part];
  }
  return parts.filter((part) => part !== "");
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
 * (05/12/2026 in English) is taken, so a day half-way through being changed ("2/12/2026" on the way from 25 to 28) is not.
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
  if (reading.kind === "empty" && !optional && draft.left) return dateMessages().required;
  return null;
}

/** A draft read as what it is: finished once the person has left it. */
export const readDraft = (draft: DateDraft): DateReading =>
  readDateText(draft.text, { finished: draft.left });

/**
 * The draft once the person leaves the field (or presses Enter): a date typed loosely is written out in the form
 * (5.12.2026 and 05/12/26 → 05/12/2026 in English); an emptied field that must hold a date goes back to the one it had.
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
    return { range: null, fromProblem, toProblem, rangeProblem: dateMessages().endBeforeStart };
  }
  return { range: { from: fromValue, to: toValue }, fromProblem, toProblem, rangeProblem: null };
}
