import type { ActivityInterval } from "@aql-portal/shared";
import type { Unit } from "../data/analytics-repository";

/**
 * Calendar days (yyyy-mm-dd) and the spans analytics are kept and read in: days, ISO weeks (Monday to Sunday)
 * and calendar months.
 */

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` days. */
export const addDays = (day: string, days: number) => dayOf(timeOf(day) + days * DAY);

/** The days from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = timeOf(from); time <= timeOf(to); time += DAY) days.push(dayOf(time));
  return days;
}

const unit = (kind: ActivityInterval, from: string, to: string): Unit => ({
  kind,
  id: `${kind}:${from}`,
  from,
  to,
});

export const dayUnit = (day: string): Unit => unit("day", day, day);

export function weekUnit(day: string): Unit {
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(day, -weekday);
  return unit("week", monday, addDays(monday, 6));
}

export function monthUnit(day: string): Unit {
  const date = new Date(timeOf(day));
  const first = dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  return unit("month", first, dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

const UNIT_OF: Readonly<Record<ActivityInterval, (day: string) => Unit>> = {
  day: dayUnit,
  week: weekUnit,
  month: monthUnit,
};

/**
 * The period cut into intervals, each clipped to it: days; ISO weeks (Monday to Sunday); calendar months.
 */
export function intervalsOf(
  from: string,
  to: string,
  interval: ActivityInterval,
): { from: string; to: string }[] {
  const intervals: { from: string; to: string }[] = [];
  for (let start = from; start <= to;) {
    const end = UNIT_OF[interval](start).to;
    intervals.push({ from: start, to: end < to ? end : to });
    start = addDays(end, 1);
  }
  return intervals;
}

/**
 * The fewest summaries that cover the days from `from` to `to` exactly, none larger than `largest`: whole months
 * where they fit, then whole weeks, then days. A 90-day period is about a dozen documents whatever happened in it.
 */
export function tile(from: string, to: string, largest: ActivityInterval): Unit[] {
  const units: Unit[] = [];
  for (let cursor = from; cursor <= to;) {
    const month = monthUnit(cursor);
    const week = weekUnit(cursor);
    const next =
      largest === "month" && month.from === cursor && month.to <= to
        ? month
        : largest !== "day" && week.from === cursor && week.to <= to
          ? week
          : dayUnit(cursor);
    units.push(next);
    cursor = addDays(next.to, 1);
  }
  return units;
}

/** The week and month summaries a day's figures are rolled up into. */
export const rollupsOf = (day: string): Unit[] => [weekUnit(day), monthUnit(day)];

/** Days a unit or range covers. */
export const dayCount = (from: string, to: string) => (timeOf(to) - timeOf(from)) / DAY + 1;
