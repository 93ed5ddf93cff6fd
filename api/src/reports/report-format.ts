import { formatCalendarDay, formatClock, MONTH_NAMES } from "@aql-portal/shared";

/**
 * How the report writes dates, times and numbers: as the web app does ("05 Jan 2026", "1,200"), times like
 * "05 Jan 2026, 15:30" (24-hour, as UK users read times). The retailer is in the UK, so a moment is written in UK time whatever the server's
 * zone; a calendar date (yyyy-mm-dd) is that day everywhere.
 */
export const REPORT_TIME_ZONE = "Europe/London";

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const ukParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: REPORT_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
});

function ukTime(moment: Date) {
  const parts = ukParts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

const dayText = (year: number, month: number, day: number) =>
  `${String(day).padStart(2, "0")} ${MONTH_NAMES[month - 1]} ${year}`;

/** "05 Jan 2026": a calendar date as it is, a moment as the day it was in the UK; unreadable text as it came. */
export function formatReportDay(value: string): string {
  if (CALENDAR_DAY.test(value)) return formatCalendarDay(value);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const { year, month, day } = ukTime(new Date(time));
  return dayText(year, month, day);
}

/** "05 Jan 2026, 15:30" in UK time. */
export function formatReportDateTime(value: Date | string): string {
  const moment = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return String(value);
  const { year, month, day, hour, minute } = ukTime(moment);
  return `${dayText(year, month, day)}, ${formatClock(hour, minute)}`;
}

/** Centimetres to one decimal place: "72.5". */
export const formatCm = (value: number): string => value.toFixed(1);

/** A deviation with its sign: "+1.5", "-0.5", "0.0". */
export const formatDeviation = (value: number): string =>
  value > 0 ? `+${formatCm(value)}` : formatCm(value === 0 ? 0 : value);
