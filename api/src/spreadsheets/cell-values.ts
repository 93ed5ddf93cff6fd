import {
  FIRST_YEAR,
  isYearInWindow,
  LAST_YEAR,
  MAX_QUANTITY,
  startsLikeFormula,
  yearOfTwoDigits,
} from "@aql-portal/shared";
import type { Cell } from "./read-sheet";

/** A cell's value under a column's rules, or what is wrong with it (worded to follow the column's name). */
export type Converted<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Converted<T> => ({ ok: true, value });
const wrong = (message: string): Converted<never> => ({ ok: false, message });

/** Excel keeps 15 significant digits of a number: a longer code typed as a number has lost digits already. */
const EXCEL_DIGITS = 15;
const MAX_TEXT = 200;

/** The cell as the planner sees it, for the problem table. */
export function displayValue(cell: Cell | undefined): string {
  if (!cell) return "";
  switch (cell.kind) {
    case "text":
    case "error":
      return cell.text;
    case "number":
      return String(cell.value);
    case "boolean":
      return cell.value ? "TRUE" : "FALSE";
  }
}

/**
 * A code (PO number, style, colour...) exactly as typed: text as it is (never text that would start a formula); a
 * number as its digits, never in powers of ten, padded with zeros when the cell's format pads it ("000000" shows
 * 4471 as 004471).
 */
export function codeValue(cell: Cell): Converted<string> {
  switch (cell.kind) {
    case "text":
      return /^\d+(\.\d+)?e\+\d+$/i.test(cell.text)
        ? wrong(
            `was shortened by Excel to powers of ten (${cell.text}): format the column as Text and type the full code again`,
          )
        : storedText(cell.text);
    case "number": {
      const { value, format } = cell;
      if (!Number.isInteger(value) || value < 0) return wrong(`is not a code: type it as text`);
      if (value >= 10 ** EXCEL_DIGITS) {
        return wrong(
          `has more digits than Excel keeps in a number (${EXCEL_DIGITS}): format the column as Text and type the full code again`,
        );
      }
      const digits = String(value);
      const padding = format.replace(/["\\]/g, "");
      return ok(/^0+$/.test(padding) ? digits.padStart(padding.length, "0") : digits);
    }
    case "boolean":
      return wrong("is TRUE or FALSE, not a code");
    case "error":
      return wrong(`holds an Excel error (${cell.text})`);
  }
}

/** Free text (names): numbers become their digits; text that would start a formula is refused. */
export function textValue(cell: Cell): Converted<string> {
  switch (cell.kind) {
    case "text":
      return cell.text.length > MAX_TEXT
        ? wrong(`is longer than ${MAX_TEXT} characters`)
        : storedText(cell.text);
    case "number":
      return ok(String(cell.value));
    case "boolean":
      return wrong("is TRUE or FALSE, not text");
    case "error":
      return wrong(`holds an Excel error (${cell.text})`);
  }
}

/**
 * Text as typed, unless a spreadsheet would run it as a formula once it is exported again (shared's rule). Only
 * text cells come here: a number cell is data, whatever its sign.
 */
function storedText(text: string): Converted<string> {
  return startsLikeFormula(text)
    ? wrong(
        `begins with “${text[0]}”, which a spreadsheet would run as a formula: start it with a letter or a digit`,
      )
    : ok(text);
}

/** A whole number of at least `min`; text such as "1,200" is read as a number too. */
export function integerValue(cell: Cell, min: 0 | 1): Converted<number> {
  let value: number;
  if (cell.kind === "number") value = cell.value;
  else if (cell.kind === "text" && /^(\d+|\d{1,3}(,\d{3})+)$/.test(cell.text.replace(/\s/g, "")))
    value = Number(cell.text.replace(/[\s,]/g, ""));
  else if (cell.kind === "error") return wrong(`holds an Excel error (${cell.text})`);
  else return wrong("is not a whole number");
  if (!Number.isInteger(value)) return wrong("is not a whole number");
  if (value < min) return wrong(min === 1 ? "must be more than zero" : "cannot be negative");
  if (value > MAX_QUANTITY) return wrong(`is more than ${MAX_QUANTITY.toLocaleString("en-GB")}`);
  return ok(value);
}

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system as it really counts (its phantom 29 Feb 1900 makes it 30 Dec 1899). */
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
/** Workbooks in the 1904 date system count 1,462 days later. */
const DAYS_1900_TO_1904 = 1462;
const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?`;
const ISO_DATE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
const UK_DATE = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`);

/**
 * A calendar date as "yyyy-mm-dd": an Excel date (a serial number, date-formatted or not), ISO 2026-12-15, or
 * UK day/month/year 15/12/2026 (also with - or . and a two-digit year). Times of day are ignored.
 */
export function dateValue(cell: Cell, date1904 = false): Converted<string> {
  if (cell.kind === "number") return fromSerial(cell.value, date1904);
  if (cell.kind === "error") return wrong(`holds an Excel error (${cell.text})`);
  if (cell.kind !== "text") return wrong("is not a date");
  const text = cell.text;
  // A CSV saved from Excel writes an unformatted date as its serial number.
  if (/^\d{5}$/.test(text)) return fromSerial(Number(text), date1904);
  const iso = ISO_DATE.exec(text);
  if (iso) return fromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]), text);
  const uk = UK_DATE.exec(text);
  if (uk) {
    // A cell is final text: a two-digit year is the window's (15/12/26 is 2026), as in a date field once left.
    const year = uk[4]?.length === 2 ? yearOfTwoDigits(Number(uk[4])) : Number(uk[4]);
    return fromParts(year, Number(uk[3]), Number(uk[1]), text);
  }
  return wrong("is not a date: write it as day/month/year (15/12/2026), as 2026-12-15, or as an Excel date");
}

function fromSerial(serial: number, date1904: boolean): Converted<string> {
  const days = Math.floor(serial) + (date1904 ? DAYS_1900_TO_1904 : 0);
  const date = new Date(EXCEL_EPOCH_1900 + days * DAY_MS);
  const year = date.getUTCFullYear();
  if (!Number.isFinite(date.getTime()) || !isYearInWindow(year)) {
    return wrong(`is not a date between ${FIRST_YEAR} and ${LAST_YEAR} (as an Excel date number)`);
  }
  return ok(date.toISOString().slice(0, 10));
}

function fromParts(year: number, month: number, day: number, text: string): Converted<string> {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return wrong(`is not a real date (${text} read as day ${day}, month ${month}, year ${year})`);
  }
  if (!isYearInWindow(year)) return wrong(`is not a date between ${FIRST_YEAR} and ${LAST_YEAR}`);
  return ok(date.toISOString().slice(0, 10));
}
