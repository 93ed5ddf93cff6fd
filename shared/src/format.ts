import { intlLocale, SOURCE_LANGUAGE, type Language } from "./languages";

/**
 * How the product writes numbers, days and moments (British English: "1,200", "63%", "05 Jan 2026",
 * "05 Jan 2026, 15:30"), and which day "today" is, once: the web shows them, the API writes them into reports and
 * sentences, so a page and the PDF of the same inspection say the same thing.
 *
 * In another language (the web's, `setFormatLanguage`), numbers, days and moments are written as that language
 * writes them, by `Intl` (docs/decisions/languages.md); the API writes British English unless told otherwise.
 */

let shownLanguage: Language = SOURCE_LANGUAGE;

/** The language the web shows: its numbers and dates are written in it from now on. */
export function setFormatLanguage(language: Language): void {
  shownLanguage = language;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/** One formatter per language and options, made on first use. */
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = formatters.get(key) as F | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}
const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  formatter(
    `${language} number ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(language), options),
  );
const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  formatter(
    `${language} date ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(language), options),
  );

// Spelt out: en-GB's short months in some runtimes write September "Sept".
export const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

// Formatters are made on first use: the first costs a Node process ≈ 25 ms, which the API's cold start need not pay.

export function formatCount(value: number, language: Language = shownLanguage): string {
  return numberFormat(language, {}).format(value);
}

/** "1 PO line", "1,200 PO lines": a count with its noun, plural unless one (`plural` when not noun + "s"). */
export function formatCountOf(value: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(value)} ${value === 1 ? noun : plural}`;
}

/** A fraction (0–1) as a whole percentage: 0.625 → "63%" (Turkish "%63"). */
export function formatPercent(rate: number, language: Language = shownLanguage): string {
  const whole = Math.round(rate * 100);
  return language === SOURCE_LANGUAGE
    ? `${whole}%`
    : numberFormat(language, { style: "percent" }).format(whole / 100);
}

/** A number to one decimal place: 2.25 → "2.3" (defects per 100 units; Turkish and Vietnamese "2,3"). */
export function formatDecimal(value: number, language: Language = shownLanguage): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * A time of day as UK users read it, on the 24-hour clock: "09:05", "15:30", "00:05". One place, so the web and the
 * report write times alike.
 */
export function formatClock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** A calendar date (yyyy-mm-dd) as "05 Jan 2026", the same wherever it is read; anything else as it came. */
export function formatCalendarDay(day: string, language: Language = shownLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? dayText(Number(match[1]), Number(match[2]), Number(match[3]), language) : day;
}

/**
 * The tenant's time zone: the retailer is in the UK. Moments are written, and "today" is counted, in it wherever
 * the reader or the server is, so a supplier in Dhaka, the reviewer in Leeds and the report's PDF agree on which
 * day an inspection finished and what "yesterday to today" covers (docs/decisions/dates.md).
 */
export const TENANT_TIME_ZONE = "Europe/London";

let tenantParts: Intl.DateTimeFormat | undefined;

/** A moment's calendar date and clock in the tenant's time zone. */
function inTenantZone(moment: Date) {
  tenantParts ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TENANT_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = tenantParts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** "05 Jan 2026" in British English; "2026年1月5日", "05 Oca 2026" in the language's own order and month names. */
function dayText(year: number, month: number, day: number, language: Language): string {
  if (language === SOURCE_LANGUAGE)
    return `${String(day).padStart(2, "0")} ${MONTH_NAMES[month - 1] ?? ""} ${year}`;
  return dateFormat(language, { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The hour (0–23) it is at `now` in the tenant's time zone. */
export const tenantHour = (now: Date): number => inTenantZone(now).hour;

/** yyyy-mm-dd of the day `days` days after the tenant's day at `now`: the default ranges count days so. */
export function isoDay(now: Date, days = 0): string {
  const { year, month, day } = inTenantZone(now);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * "05 Jan 2026": a calendar date (yyyy-mm-dd) as that day everywhere; a moment as the tenant's day it fell on.
 * Anything unreadable is shown as it came.
 */
export function formatDay(value: string, language: Language = shownLanguage): string {
  if (CALENDAR_DAY.test(value)) return formatCalendarDay(value, language);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const { year, month, day } = inTenantZone(new Date(time));
  return dayText(year, month, day, language);
}

/**
 * "05 Jan 2026, 15:30": a moment in the tenant's time zone, on the 24-hour clock. `dayComma` writes the version
 * history's "05, Jan 2026, 15:30" (spec §2's layout). Anything unreadable is shown as it came.
 */
export function formatDateTime(
  value: Date | string,
  { dayComma = false, language = shownLanguage }: { dayComma?: boolean; language?: Language } = {},
): string {
  const moment = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return String(value);
  const { year, month, day, hour, minute } = inTenantZone(moment);
  const date = dayText(year, month, day, language);
  if (language !== SOURCE_LANGUAGE) return `${date} ${formatClock(hour, minute)}`;
  return `${dayComma ? date.replace(" ", ", ") : date}, ${formatClock(hour, minute)}`;
}

/** Excel's day 0 (30 Dec 1899), in days since 1 Jan 1970. */
const SPREADSHEET_EPOCH_DAYS = -25569;

/**
 * A calendar date (yyyy-mm-dd) or a moment as a spreadsheet's date: days since 30 Dec 1899, the moment's time of
 * day as the fraction, on the tenant's clock (as the portal shows it). Null for anything unreadable.
 */
export function spreadsheetDate(value: string): number | null {
  const calendar = CALENDAR_DAY.test(value);
  const time = calendar ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const { year, month, day, hour, minute } = calendar
    ? { ...inUtc(new Date(time)), hour: 0, minute: 0 }
    : inTenantZone(new Date(time));
  return Date.UTC(year, month - 1, day) / 86_400_000 - SPREADSHEET_EPOCH_DAYS + (hour * 60 + minute) / 1440;
}

function inUtc(moment: Date) {
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}

/** "2.4 MB", "820 KB": sizes as a planner reads them, in the page and in the API's messages (binary units, like the operating system shows). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 && !Number.isInteger(value) ? 1 : 0;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
