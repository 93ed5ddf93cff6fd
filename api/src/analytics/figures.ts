import {
  INSPECTION_RESULTS,
  INSPECTION_STATUSES,
  MIN_INSPECTIONS_TO_COMPARE,
  NO_CONTROL_POINT,
  type ActivityBucket,
  type ActivityInterval,
  type AnalyticsPeriod,
  type Mover,
  type ParetoItem,
  type QualityFigures,
  type ResultCounts,
  type StatusCounts,
  type SupplierRow,
  type TrendPoint,
} from "@aql-portal/shared";
import { intervalsOf } from "./calendar";
import type { Cube } from "./cube";
import { defectKeyParts, SEVERITIES, type SummaryCell } from "./summary";

/**
 * The figures of the analytics pages, from the day summaries (docs/decisions/analytics.md says what each one
 * means). Pure: the handlers read the summaries, these add them up.
 */

/** Quality of the inspections done in these cells. */
export function quality(cells: readonly SummaryCell[]): QualityFigures {
  const sum = (pick: (cell: SummaryCell) => number) => cells.reduce((total, cell) => total + pick(cell), 0);
  const inspections = sum((c) => c.done);
  const passedFirstTime = sum((c) => c.passedFirstTime);
  const failed = sum((c) => c.failed);
  const unitsSampled = sum((c) => c.unitsSampled);
  const defectsFound = sum((c) => c.defectsFound);
  return {
    inspections,
    passedFirstTime,
    failed,
    commercialPasses: sum((c) => c.commercialPasses),
    unitsSampled,
    defectsFound,
    awaitingDecision: sum((c) => c.awaitingDecision),
    firstTimePassRate: inspections > 0 ? passedFirstTime / inspections : null,
    failureRate: inspections > 0 ? failed / inspections : null,
    defectsPer100Units: unitsSampled > 0 ? (defectsFound / unitsSampled) * 100 : null,
  };
}

export function trendOf(
  cube: Cube,
  period: AnalyticsPeriod,
  interval: ActivityInterval,
  only: (cell: SummaryCell) => boolean = () => true,
): TrendPoint[] {
  return intervalsOf(period.from, period.to, interval).map((range) => {
    const figures = quality(cube.cells(range.from, range.to).filter(only));
    return { ...range, inspections: figures.inspections, firstTimePassRate: figures.firstTimePassRate };
  });
}

/** Groups cells by a key taken from each. */
function groupBy<K>(cells: readonly SummaryCell[], keyOf: (cell: SummaryCell) => K): Map<K, SummaryCell[]> {
  const groups = new Map<K, SummaryCell[]>();
  for (const cell of cells) {
    const key = keyOf(cell);
    const group = groups.get(key);
    if (group) group.push(cell);
    else groups.set(key, [cell]);
  }
  return groups;
}

const comparable = (a: QualityFigures, b: QualityFigures) =>
  a.inspections >= MIN_INSPECTIONS_TO_COMPARE && b.inspections >= MIN_INSPECTIONS_TO_COMPARE;

/** Percentage points between two rates. */
export const points = (current: number, previous: number) => Math.round((current - previous) * 1000) / 10;

const byLargestMove = (a: Mover, b: Mover) =>
  Math.abs(b.change) - Math.abs(a.change) || a.name.localeCompare(b.name);

/** Suppliers whose first-time pass rate moved, in percentage points, largest first (each compared on enough lots). */
export function supplierMovers(cube: Cube, period: AnalyticsPeriod): Mover[] {
  const current = groupBy(cube.cells(period.from, period.to), (cell) => cell.k[0]);
  const previous = groupBy(cube.cells(period.previousFrom, period.previousTo), (cell) => cell.k[0]);
  const movers: Mover[] = [];
  for (const [supplierId, cells] of current) {
    const now = quality(cells);
    const before = quality(previous.get(supplierId) ?? []);
    if (!comparable(now, before) || now.firstTimePassRate === null || before.firstTimePassRate === null)
      continue;
    const change = points(now.firstTimePassRate, before.firstTimePassRate);
    if (change !== 0) {
      movers.push({
        id: supplierId,
        name: cube.supplierName(supplierId),
        current: now.firstTimePassRate,
        previous: before.firstTimePassRate,
        change,
      });
    }
  }
  return movers.sort(byLargestMove);
}

/** Units found per defect (every class). */
function unitsByDefect(cells: readonly SummaryCell[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const cell of cells)
    for (const [key, count] of Object.entries(cell.defects)) {
      const { defectId } = defectKeyParts(key);
      units.set(defectId, (units.get(defectId) ?? 0) + count);
    }
  return units;
}

/** Defects whose units found moved most against the previous period (new ones included), largest first. */
export function defectMovers(cube: Cube, period: AnalyticsPeriod): Mover[] {
  const current = unitsByDefect(cube.cells(period.from, period.to));
  const previous = unitsByDefect(cube.cells(period.previousFrom, period.previousTo));
  const movers: Mover[] = [];
  for (const defectId of new Set([...current.keys(), ...previous.keys()])) {
    const now = current.get(defectId) ?? 0;
    const before = previous.get(defectId) ?? 0;
    if (now !== before)
      movers.push({
        id: defectId,
        name: cube.defectName(defectId),
        current: now,
        previous: before,
        change: now - before,
      });
  }
  return movers.sort(byLargestMove);
}

/** Supplier Analysis: each supplier with its factories, this period and the previous, and a trend. */
export function supplierRows(cube: Cube, period: AnalyticsPeriod, interval: ActivityInterval): SupplierRow[] {
  const current = cube.cells(period.from, period.to);
  const previous = cube.cells(period.previousFrom, period.previousTo);
  const suppliers = new Set(
    [...current, ...previous].filter((cell) => cell.done > 0).map((cell) => cell.k[0]),
  );
  return [...suppliers]
    .map((supplierId) => {
      const ofSupplier = (cell: SummaryCell) => cell.k[0] === supplierId;
      const factories = new Set(
        [...current, ...previous]
          .filter((cell) => ofSupplier(cell) && cell.done > 0)
          .map((cell) => cell.k[1]),
      );
      return {
        id: supplierId,
        name: cube.supplierName(supplierId),
        current: quality(current.filter(ofSupplier)),
        previous: quality(previous.filter(ofSupplier)),
        trend: trendOf(cube, period, interval, ofSupplier),
        factories: [...factories]
          .map((factoryId) => {
            const ofFactory = (cell: SummaryCell) => ofSupplier(cell) && cell.k[1] === factoryId;
            return {
              id: factoryId,
              name: cube.factoryName(factoryId),
              current: quality(current.filter(ofFactory)),
              previous: quality(previous.filter(ofFactory)),
              trend: trendOf(cube, period, interval, ofFactory),
            };
          })
          .sort((a, b) => b.current.inspections - a.current.inspections || a.name.localeCompare(b.name)),
      };
    })
    .sort((a, b) => b.current.inspections - a.current.inspections || a.name.localeCompare(b.name));
}

const zeroCounts = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** Every inspection of these cells (any status) by status, result and control point. */
export function activityOf(
  cells: readonly SummaryCell[],
  range: { from: string; to: string },
): ActivityBucket {
  const byStatus: StatusCounts = zeroCounts(INSPECTION_STATUSES);
  const byResult: ResultCounts = zeroCounts(INSPECTION_RESULTS);
  const byControlPoint: Record<string, number> = {};
  let total = 0;
  for (const cell of cells) {
    const inspections = cell.statuses.reduce((sum, n) => sum + n, 0);
    if (inspections === 0) continue;
    total += inspections;
    INSPECTION_STATUSES.forEach((status, i) => (byStatus[status] += cell.statuses[i] ?? 0));
    INSPECTION_RESULTS.forEach((result, i) => (byResult[result] += cell.results[i] ?? 0));
    const point = cell.k[3] || NO_CONTROL_POINT;
    byControlPoint[point] = (byControlPoint[point] ?? 0) + inspections;
  }
  return { ...range, total, byStatus, byResult, byControlPoint };
}

/** A Pareto: largest first, each with its share of the whole and the running share. */
function pareto(items: readonly Omit<ParetoItem, "share" | "cumulativeShare">[]): ParetoItem[] {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  let running = 0;
  return items
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .map((item) => {
      running += item.count;
      return { ...item, share: item.count / total, cumulativeShare: Math.min(1, running / total) };
    });
}

/** Defect Analysis: units found by defect, by class and by product category, with the previous period's. */
export function defectParetos(cube: Cube, period: AnalyticsPeriod) {
  const current = cube.cells(period.from, period.to);
  const previous = cube.cells(period.previousFrom, period.previousTo);

  const previousByDefect = unitsByDefect(previous);
  const defects = new Map<string, { count: number; inspections: number; bySeverity: number[] }>();
  for (const cell of current) {
    for (const [key, units] of Object.entries(cell.defects)) {
      const { defectId, severity } = defectKeyParts(key);
      let tally = defects.get(defectId);
      if (!tally)
        defects.set(defectId, (tally = { count: 0, inspections: 0, bySeverity: SEVERITIES.map(() => 0) }));
      tally.count += units;
      const index = SEVERITIES.indexOf(severity);
      tally.bySeverity[index] = (tally.bySeverity[index] ?? 0) + units;
    }
    for (const [defectId, inspections] of Object.entries(cell.defectInspections)) {
      const tally = defects.get(defectId);
      if (tally) tally.inspections += inspections;
    }
  }
  const byDefect = pareto(
    [...defects].map(([defectId, tally]) => {
      const most = tally.bySeverity.indexOf(Math.max(...tally.bySeverity));
      return {
        key: defectId,
        label: `${cube.defectName(defectId)} (${cube.defectCode(defectId)})`,
        count: tally.count,
        previousCount: previousByDefect.get(defectId) ?? 0,
        inspections: tally.inspections,
        severity: SEVERITIES[most] ?? "MINOR",
      };
    }),
  );

  const unitsOfSeverity = (cells: readonly SummaryCell[], index: number) =>
    cells.reduce(
      (sum, cell) =>
        sum +
        Object.entries(cell.defects)
          .filter(([key]) => defectKeyParts(key).severity === SEVERITIES[index])
          .reduce((units, [, count]) => units + count, 0),
      0,
    );
  const bySeverity = pareto(
    SEVERITIES.map((severity, index) => ({
      key: severity,
      label: severity.charAt(0) + severity.slice(1).toLowerCase(),
      count: unitsOfSeverity(current, index),
      previousCount: unitsOfSeverity(previous, index),
      inspections: current.reduce((sum, cell) => sum + (cell.severityInspections[index] ?? 0), 0),
    })),
  );

  const categories = groupBy(current, (cell) => cell.k[2]);
  const previousCategories = groupBy(previous, (cell) => cell.k[2]);
  const byCategory = pareto(
    [...categories].map(([code, cells]) => ({
      key: code,
      label: cube.categoryName(code),
      count: quality(cells).defectsFound,
      previousCount: quality(previousCategories.get(code) ?? []).defectsFound,
      inspections: cells.reduce((sum, cell) => sum + cell.inspectionsWithDefects, 0),
    })),
  );
  return { current: quality(current), byDefect, bySeverity, byCategory };
}

/** Quality per product category this period and the previous, for those with enough lots in both. */
export function categoryComparisons(cube: Cube, period: AnalyticsPeriod) {
  const current = groupBy(cube.cells(period.from, period.to), (cell) => cell.k[2]);
  const previous = groupBy(cube.cells(period.previousFrom, period.previousTo), (cell) => cell.k[2]);
  return [...current]
    .map(([code, cells]) => ({
      code,
      name: cube.categoryName(code),
      current: quality(cells),
      previous: quality(previous.get(code) ?? []),
    }))
    .filter((category) => comparable(category.current, category.previous));
}
