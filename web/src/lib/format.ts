/**
 * How the app writes dates and counts (British English: "05 Jan 2026", "1,200"). One place, so every page
 * reads the same.
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Spelt out: en-GB's short months in some runtimes write September "Sept".
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const count = new Intl.NumberFormat("en-GB");

/**
 * "05 Jan 2026". A calendar date (yyyy-mm-dd) is shown as that day wherever the browser is; a timestamp is
 * shown as the day it was in the browser's time zone. Anything unreadable is shown as it came.
 */
export function formatDay(value: string): string {
  const calendar = CALENDAR_DAY.test(value);
  const time = Date.parse(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return value;
  const day = new Date(time);
  const [date, month, year] = calendar
    ? [day.getUTCDate(), day.getUTCMonth(), day.getUTCFullYear()]
    : [day.getDate(), day.getMonth(), day.getFullYear()];
  return `${String(date).padStart(2, "0")} ${MONTHS[month] ?? ""} ${year}`;
}

const momentHere = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  // en-GB's 12-hour clock starts the day at 0:05; people write 12:05.
  hourCycle: "h12",
});

/**
 * "05 Jan 2026, 3:30 PM": a moment, in the browser's time zone. `dayComma` writes the version history's
 * "05, Jan 2026, 3:30 PM" (spec §2). Anything unreadable is shown as it came.
 */
export function formatDateTime(value: string, { dayComma = false } = {}): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    momentHere.formatToParts(time).find((candidate) => candidate.type === type)?.value ?? "";
  const clock = `${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
  return `${part("day")}${dayComma ? "," : ""} ${part("month")} ${part("year")}, ${clock}`;
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** The browser's calendar date, `days` days from `now`, as yyyy-mm-dd (what date inputs and the API take). */
export function localDay(now: Date, days = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const month = String(day.getMonth() + 1).padStart(2, "0");
  const date = String(day.getDate()).padStart(2, "0");
  return `${day.getFullYear()}-${month}-${date}`;
}
