import { t } from "@lingui/core/macro";
import { isoDay } from "@aql-portal/shared";
import type { PlanRow } from "@aql-portal/shared";

export interface PlanDay {
  day: string;
  rows: PlanRow[];
}

/** Rows grouped by inspection day, in the order the server sends them (by inspection date). */
export function groupByDay(rows: readonly PlanRow[]): PlanDay[] {
  const days = new Map<string, PlanRow[]>();
  for (const row of rows) {
    const group = days.get(row.day);
    if (group) group.push(row);
    else days.set(row.day, [row]);
  }
  return [...days].map(([day, dayRows]) => ({ day, rows: dayRows }));
}

const relativeDays = (): readonly [offset: number, name: string][] => [
  [0, t`Today`],
  [-1, t`Yesterday`],
  [1, t`Tomorrow`],
];

// A heading names the weekday, which is what an inspector plans by; the year only when it is not this one.
const weekdayDayMonth = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "2-digit",
  month: "short",
  timeZone: "UTC",
});
const yearOf = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "UTC" });
/** After an ISO day ("2026-11-22"), its first moment in UTC. */
const UTC_MIDNIGHT_SUFFIX = "T00:00:00Z";

/** "Today · Sun 22 Nov", "Yesterday · Sat 21 Nov", "Tomorrow · …", else "Wed 25 Nov" ("Fri 01 Jan 2027"). */
export function dayHeading(day: string, now: Date): string {
  const time = Date.parse(`${day}${UTC_MIDNIGHT_SUFFIX}`);
  if (Number.isNaN(time)) return day;
  const thisYear = day.slice(0, 4) === isoDay(now).slice(0, 4);
  const date = `${weekdayDayMonth.format(time)}${thisYear ? "" : ` ${yearOf.format(time)}`}`;
  const relative = relativeDays().find(([offset]) => isoDay(now, offset) === day)?.[1];
  return relative ? `${relative} · ${date}` : date;
}
