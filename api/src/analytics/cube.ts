import { NO_CONTROL_POINT } from "@aql-portal/shared";
import type { UnitSummary } from "../data/analytics-repository";
import { addDays } from "./calendar";
import { emptyLabels, mergeLabels, type SummaryCell, type SummaryLabels } from "./summary";

/** What narrows the figures: the page's filters, and a supplier user's own supplier (scope). */
export interface CubeFilters {
  supplierId?: string | undefined;
  categoryCode?: string | undefined;
  /** A control point id, or NO_CONTROL_POINT for inspections that have none. */
  controlPointId?: string | undefined;
}

/**
 * The summaries read for a request — days, weeks and months that tile its ranges — narrowed to what the caller
 * may see and asked for: their cells, and the names of what they count.
 */
export class Cube {
  private readonly units: { from: string; to: string; cells: SummaryCell[] }[];
  readonly labels: SummaryLabels;

  constructor(summaries: readonly UnitSummary[], filters: CubeFilters) {
    const controlPoint = filters.controlPointId === NO_CONTROL_POINT ? "" : filters.controlPointId;
    const keep = ([supplierId, , categoryCode, controlPointId]: SummaryCell["k"]) =>
      (filters.supplierId === undefined || supplierId === filters.supplierId) &&
      (filters.categoryCode === undefined || categoryCode === filters.categoryCode) &&
      (controlPoint === undefined || controlPointId === controlPoint);
    // Oldest first, so that the newest name of anything wins.
    const ordered = [...summaries].sort((a, b) =>
      a.unit.from < b.unit.from ? -1 : a.unit.from > b.unit.from ? 1 : 0,
    );
    this.units = ordered.map(({ unit, cells }) => ({
      from: unit.from,
      to: unit.to,
      cells: cells.filter((cell) => keep(cell.k)),
    }));
    this.labels = mergeLabels(emptyLabels(), ...ordered.map((summary) => summary.labels));
  }

  /**
   * The cells of the days from `from` to `to`: the largest units read that cover them without overlapping (a page
   * may read a month and its weeks, for its total and its trend). A day no unit read covers is a programming error.
   */
  cells(from: string, to: string): SummaryCell[] {
    const cells: SummaryCell[] = [];
    for (let cursor = from; cursor <= to;) {
      const unit = this.units
        .filter((candidate) => candidate.from === cursor && candidate.to <= to)
        .reduce<(typeof this.units)[number] | undefined>(
          (largest, candidate) => (!largest || candidate.to > largest.to ? candidate : largest),
          undefined,
        );
      if (!unit)
        throw new Error(
          `The summaries read do not cover ${cursor} of ${from}…${to}: read the units that tile it`,
        );
      cells.push(...unit.cells);
      cursor = addDays(unit.to, 1);
    }
    return cells;
  }

  supplierName = (id: string) => this.labels.suppliers[id] ?? id;
  factoryName = (id: string) => this.labels.factories[id] ?? id;
  categoryName = (code: string) => this.labels.categories[code] ?? code;
  controlPointName = (id: string) => (id === "" ? "Not set" : (this.labels.controlPoints[id] ?? id));
  defectName = (id: string) => this.labels.defects[id]?.[1] ?? id;
  defectCode = (id: string) => this.labels.defects[id]?.[0] ?? id;
}
