/**
 * How the app writes dates and counts (British English: "05 Jan 2026", "1,200"). One place, so every page
 * reads the same.
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayInUtc = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dayHere = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });
const count = new Intl.NumberFormat("en-GB");

/**
 * "05 Jan 2026". A calendar date (yyyy-mm-dd) is shown as that day wherever the browser is; a timestamp is
 * shown as the day it was in the browser's time zone. Anything unreadable is shown as it came.
 */
export function formatDay(value: string): string {
  const calendar = CALENDAR_DAY.test(value);
  const time = Date.parse(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return value;
  return (calendar ? dayInUtc : dayHere).format(time);
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
