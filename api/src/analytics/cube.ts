import { NO_CONTROL_POINT } from "@aql-portal/shared";
import type { SummaryCell, SummaryLabels, UnitSummary } from "../data/analytics-repository";
import { addDays } from "./calendar";
import { emptyLabels, mergeLabels } from "./summary";

/** What narrows the figures: the page's filters, and a supplier user's own supplier (scope). */
export interface CubeFilters {
  supplierId?: string | undefined;
  categoryCode?: string | undefined;
  /** A control point id, or NO_CONTROL_POINT for inspections that have none. */
  controlPointId?: string | undefined;
}

/** Whether a cell (or a lot) with these keys is one the filters keep. */
export function keepsKey(filters: CubeFilters): (k: SummaryCell["k"]) => boolean {
  const controlPoint = filters.controlPointId === NO_CONTROL_POINT ? "" : filters.controlPointId;
  return ([supplierId, , categoryCode, controlPointId]) =>
    (filters.supplierId === undefined || supplierId === filters.supplierId) &&
    (filters.categoryCode === undefined || categoryCode === filters.categoryCode) &&
    (controlPoint === undefined || controlPointId === controlPoint);
}

/**
 * The summaries read for a request — days, weeks and months that tile its ranges — narrowed to what the caller
 * may see and asked for: their cells, and the names of what they count.
 */
export class Cube {
  /** The units read, by their first day, largest first. */
  private readonly units = new Map<string, { from: string; to: string; cells: readonly SummaryCell[] }[]>();
  private readonly memo = new Map<string, SummaryCell[]>();
  readonly labels: SummaryLabels;

  constructor(summaries: readonly UnitSummary[], filters: CubeFilters) {
    const keep = keepsKey(filters);
    // Oldest first, so that the newest name of anything wins.
    const ordered = [...summaries].sort((a, b) =>
      a.unit.from < b.unit.from ? -1 : a.unit.from > b.unit.from ? 1 : 0,
    );
    const unfiltered = Object.values(filters).every((value) => value === undefined);
    for (const { unit, cells } of ordered) {
      const starting = this.units.get(unit.from) ?? [];
      // Unfiltered, a unit's cells are the very list the repository keeps: what is worked out from it is kept too.
      starting.push({
        from: unit.from,
        to: unit.to,
        cells: unfiltered ? cells : cells.filter((cell) => keep(cell.k)),
      });
      starting.sort((a, b) => (a.to < b.to ? 1 : -1));
      this.units.set(unit.from, starting);
    }
    this.labels = mergeLabels(emptyLabels(), ...ordered.flatMap((summary) => summary.labels ?? []));
  }

  /**
   * The cells of the days from `from` to `to`: the largest units read that cover them without overlapping (a page
   * may read a month and its weeks, for its total and its trend). A day no unit read covers is a programming error.
   */
  cells(from: string, to: string): SummaryCell[] {
    const key = `${from}|${to}`;
    let cells = this.memo.get(key);
    if (!cells) this.memo.set(key, (cells = this.unitCells(from, to).flat()));
    return cells;
  }

  /** The same, unit by unit: each list is the unit's own (kept between requests when nothing filters it). */
  unitCells(from: string, to: string): (readonly SummaryCell[])[] {
    const lists: (readonly SummaryCell[])[] = [];
    for (let cursor = from; cursor <= to;) {
      const unit = this.units.get(cursor)?.find((candidate) => candidate.to <= to);
      if (!unit) {
        throw new Error(
          `The summaries read do not cover ${cursor} of ${from}…${to}: read the units that tile it`,
        );
      }
      lists.push(unit.cells);
      cursor = addDays(unit.to, 1);
    }
    return lists;
  }

  supplierName = (id: string) => this.labels.suppliers[id] ?? id;
  factoryName = (id: string) => this.labels.factories[id] ?? id;
  categoryName = (code: string) => this.labels.categories[code] ?? code;
  controlPointName = (id: string) => (id === "" ? "Not set" : (this.labels.controlPoints[id] ?? id));
  defectName = (id: string) => this.labels.defects[id]?.[1] ?? id;
  defectCode = (id: string) => this.labels.defects[id]?.[0] ?? id;
}
