import { formatCalendarDay, formatClock, MONTH_NAMES } from "@aql-portal/shared";

/**
 * How the app writes dates and moments (British English: "05 Jan 2026", "15:30"); numbers and calendar days are
 * written by the shared package's formatters, which the API uses too. One place, so every page reads the same.
 */
export { formatCount, formatCountOf, formatDecimal, formatPercent } from "@aql-portal/shared";

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "05 Jan 2026". A calendar date (yyyy-mm-dd) is shown as that day wherever the browser is; a timestamp is
 * shown as the day it was in the browser's time zone. Anything unreadable is shown as it came.
 */
export function formatDay(value: string): string {
  if (CALENDAR_DAY.test(value)) return formatCalendarDay(value);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const day = new Date(time);
  return `${String(day.getDate()).padStart(2, "0")} ${MONTH_NAMES[day.getMonth()] ?? ""} ${day.getFullYear()}`;
}

/**
 * "05 Jan 2026, 15:30": a moment, in the browser's time zone, on the 24-hour clock. `dayComma` writes the version
 * history's "05, Jan 2026, 15:30" (spec §2's layout; issue 11 asked for UK 24-hour times). Anything unreadable is
 * shown as it came.
 */
export function formatDateTime(value: string, { dayComma = false } = {}): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const moment = new Date(time);
  const day = String(moment.getDate()).padStart(2, "0");
  const month = MONTH_NAMES[moment.getMonth()] ?? "";
  const clock = formatClock(moment.getHours(), moment.getMinutes());
  return `${day}${dayComma ? "," : ""} ${month} ${moment.getFullYear()}, ${clock}`;
}

/** The browser's calendar date, `days` days from `now`, as yyyy-mm-dd (what date inputs and the API take). */
export function localDay(now: Date, days = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const month = String(day.getMonth() + 1).padStart(2, "0");
  const date = String(day.getDate()).padStart(2, "0");
  return `${day.getFullYear()}-${month}-${date}`;
}
