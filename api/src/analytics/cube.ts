import { NO_CONTROL_POINT, type ActivityInterval } from "@aql-portal/shared";
import type { SummaryDay } from "../data/analytics-repository";
import { emptyLabels, type SummaryCell, type SummaryLabels } from "./summary";

/** What narrows the figures: the page's filters, and a supplier user's own supplier (scope). */
export interface CubeFilters {
  supplierId?: string | undefined;
  categoryCode?: string | undefined;
  /** A control point id, or NO_CONTROL_POINT for inspections that have none. */
  controlPointId?: string | undefined;
}

/**
 * The day summaries read for a request, narrowed to what the caller may see and asked for: cells by day, and the
 * names of what they count.
 */
export class Cube {
  private readonly byDay = new Map<string, SummaryCell[]>();
  readonly labels: SummaryLabels = emptyLabels();

  constructor(days: readonly SummaryDay[], filters: CubeFilters) {
    const controlPoint = filters.controlPointId === NO_CONTROL_POINT ? "" : filters.controlPointId;
    const keep = ([supplierId, , categoryCode, controlPointId]: SummaryCell["k"]) =>
      (filters.supplierId === undefined || supplierId === filters.supplierId) &&
      (filters.categoryCode === undefined || categoryCode === filters.categoryCode) &&
      (controlPoint === undefined || controlPointId === controlPoint);
    // Oldest first, so that the newest name of anything wins.
    for (const day of [...days].sort((a, b) => (a.day < b.day ? -1 : 1))) {
      this.byDay.set(
        day.day,
        day.cells.filter((cell) => keep(cell.k)),
      );
      for (const key of Object.keys(this.labels) as (keyof SummaryLabels)[])
        Object.assign(this.labels[key], day.labels[key]);
    }
  }

  /** The cells of the days from `from` to `to`. */
  cells(from: string, to: string): SummaryCell[] {
    const cells: SummaryCell[] = [];
    for (const [day, dayCells] of this.byDay) if (day >= from && day <= to) cells.push(...dayCells);
    return cells;
  }

  supplierName = (id: string) => this.labels.suppliers[id] ?? id;
  factoryName = (id: string) => this.labels.factories[id] ?? id;
  categoryName = (code: string) => this.labels.categories[code] ?? code;
  controlPointName = (id: string) => (id === "" ? "Not set" : (this.labels.controlPoints[id] ?? id));
  defectName = (id: string) => this.labels.defects[id]?.[1] ?? id;
  defectCode = (id: string) => this.labels.defects[id]?.[0] ?? id;
}

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The days from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = timeOf(from); time <= timeOf(to); time += DAY) days.push(dayOf(time));
  return days;
}

/** `day` moved by `days` days. */
export const addDays = (day: string, days: number) => dayOf(timeOf(day) + days * DAY);

/**
 * The period cut into intervals, each clipped to it: days; ISO weeks (Monday to Sunday); calendar months.
 */
export function intervalsOf(
  from: string,
  to: string,
  interval: ActivityInterval,
): { from: string; to: string }[] {
  const intervals: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const end = intervalEnd(start, interval);
    intervals.push({ from: start, to: end < to ? end : to });
    start = addDays(end, 1);
  }
  return intervals;
}

function intervalEnd(day: string, interval: ActivityInterval): string {
  switch (interval) {
    case "day":
      return day;
    case "week": {
      const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      return addDays(day, 6 - weekday);
    }
    case "month": {
      const date = new Date(timeOf(day));
      return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
    }
  }
}
