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
import { groupBy } from "../lib/group-by";
import type { SummaryCell } from "../data/analytics-repository";
import { countsOf, defectKeyParts, SEVERITIES } from "./summary";

/**
 * The figures of the analytics pages, from the day summaries (docs/decisions/analytics.md says what each one
 * means). Pure: the handlers read the summaries, these add them up.
 */

/** Quality of the inspections done in these cells. */
export function quality(cells: readonly SummaryCell[]): QualityFigures {
  const { done: inspections, inspectionsWithDefects: _notShown, ...counts } = countsOf(cells);
  return {
    inspections,
    ...counts,
    firstTimePassRate: inspections > 0 ? counts.passedFirstTime / inspections : null,
    failureRate: inspections > 0 ? counts.failed / inspections : null,
    defectsPer100Units: counts.unitsSampled > 0 ? (counts.defectsFound / counts.unitsSampled) * 100 : null,
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

/** Units found per defect (every class) in a range. */
function unitsByDefect(cube: Cube, from: string, to: string): Map<string, number> {
  return new Map(
    [...defectTallies(cube, from, to).byDefect].map(([defectId, tally]) => [defectId, tally.count]),
  );
}

/** Defects whose units found moved most against the previous period (new ones included), largest first. */
export function defectMovers(cube: Cube, period: AnalyticsPeriod): Mover[] {
  const current = unitsByDefect(cube, period.from, period.to);
  const previous = unitsByDefect(cube, period.previousFrom, period.previousTo);
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
  const supplierOf = (cell: SummaryCell) => cell.k[0];
  const factoryOf = (cell: SummaryCell) => `${cell.k[0]}\u0001${cell.k[1]}`;
  const current = cube.cells(period.from, period.to);
  const previous = cube.cells(period.previousFrom, period.previousTo);
  // Each interval's cells grouped once by supplier and by factory: every row's trend reads its own group.
  const intervals = intervalsOf(period.from, period.to, interval).map((range) => {
    const cells = cube.cells(range.from, range.to);
    return { range, bySupplier: groupBy(cells, supplierOf), byFactory: groupBy(cells, factoryOf) };
  });
  const trend = (key: string, grouping: "bySupplier" | "byFactory"): TrendPoint[] =>
    intervals.map(({ range, ...groups }) => {
      const figures = quality(groups[grouping].get(key) ?? []);
      return { ...range, inspections: figures.inspections, firstTimePassRate: figures.firstTimePassRate };
    });
  const row = (id: string, name: string, now: readonly SummaryCell[], before: readonly SummaryCell[]) => ({
    id,
    name,
    current: quality(now),
    previous: quality(before),
  });
  const byInspections = (
    a: { current: QualityFigures; name: string },
    b: { current: QualityFigures; name: string },
  ) => b.current.inspections - a.current.inspections || a.name.localeCompare(b.name);

  const done = [...current, ...previous].filter((cell) => cell.done > 0);
  const currentBySupplier = groupBy(current, supplierOf);
  const previousBySupplier = groupBy(previous, supplierOf);
  const currentByFactory = groupBy(current, factoryOf);
  const previousByFactory = groupBy(previous, factoryOf);
  return [...new Set(done.map(supplierOf))]
    .map((supplierId) => ({
      ...row(
        supplierId,
        cube.supplierName(supplierId),
        currentBySupplier.get(supplierId) ?? [],
        previousBySupplier.get(supplierId) ?? [],
      ),
      trend: trend(supplierId, "bySupplier"),
      factories: [...new Set(done.filter((cell) => supplierOf(cell) === supplierId).map(factoryOf))]
        .map((key) => {
          const factoryId = key.slice(key.indexOf("\u0001") + 1);
          return {
            ...row(
              factoryId,
              cube.factoryName(factoryId),
              currentByFactory.get(key) ?? [],
              previousByFactory.get(key) ?? [],
            ),
            trend: trend(key, "byFactory"),
          };
        })
        .sort(byInspections),
    }))
    .sort(byInspections);
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

interface DefectTallies {
  /** Units per defect, with units per class. */
  byDefect: Map<string, { count: number; inspections: number; bySeverity: number[] }>;
  bySeverity: { count: number; inspections: number }[];
  byCategory: Map<string, { count: number; inspections: number }>;
}

/** A unit's tallies, kept as long as its cells are (the repository keeps unfiltered ones between requests). */
const unitTallies = new WeakMap<readonly SummaryCell[], DefectTallies>();

/** The defect tallies of a range: each unit's (worked out once), added up. */
function defectTallies(cube: Cube, from: string, to: string): DefectTallies {
  const sum: DefectTallies = {
    byDefect: new Map(),
    bySeverity: SEVERITIES.map(() => ({ count: 0, inspections: 0 })),
    byCategory: new Map(),
  };
  for (const cells of cube.unitCells(from, to)) {
    let tally = unitTallies.get(cells);
    if (!tally) unitTallies.set(cells, (tally = tallyDefects(cells)));
    for (const [defectId, defect] of tally.byDefect) {
      const total = sum.byDefect.get(defectId) ?? {
        count: 0,
        inspections: 0,
        bySeverity: SEVERITIES.map(() => 0),
      };
      total.count += defect.count;
      total.inspections += defect.inspections;
      defect.bySeverity.forEach(
        (units, index) => (total.bySeverity[index] = (total.bySeverity[index] ?? 0) + units),
      );
      sum.byDefect.set(defectId, total);
    }
    tally.bySeverity.forEach((severity, index) => {
      const total = sum.bySeverity[index];
      if (total) {
        total.count += severity.count;
        total.inspections += severity.inspections;
      }
    });
    for (const [code, category] of tally.byCategory) {
      const total = sum.byCategory.get(code) ?? { count: 0, inspections: 0 };
      total.count += category.count;
      total.inspections += category.inspections;
      sum.byCategory.set(code, total);
    }
  }
  return sum;
}

/** Units found (and inspections they were found in) per defect, class and product category, in one pass. */
function tallyDefects(cells: readonly SummaryCell[]): DefectTallies {
  const tallies: DefectTallies = {
    byDefect: new Map(),
    bySeverity: SEVERITIES.map(() => ({ count: 0, inspections: 0 })),
    byCategory: new Map(),
  };
  for (const cell of cells) {
    for (const key in cell.defects) {
      const units = cell.defects[key] ?? 0;
      const { defectId, severity } = defectKeyParts(key);
      const index = SEVERITIES.indexOf(severity);
      let defect = tallies.byDefect.get(defectId);
      if (!defect)
        tallies.byDefect.set(
          defectId,
          (defect = { count: 0, inspections: 0, bySeverity: SEVERITIES.map(() => 0) }),
        );
      defect.count += units;
      defect.bySeverity[index] = (defect.bySeverity[index] ?? 0) + units;
      const bySeverity = tallies.bySeverity[index];
      if (bySeverity) bySeverity.count += units;
    }
    for (const defectId in cell.defectInspections) {
      const defect = tallies.byDefect.get(defectId);
      if (defect) defect.inspections += cell.defectInspections[defectId] ?? 0;
    }
    cell.severityInspections.forEach((inspections, index) => {
      const bySeverity = tallies.bySeverity[index];
      if (bySeverity) bySeverity.inspections += inspections;
    });
    let category = tallies.byCategory.get(cell.k[2]);
    if (!category) tallies.byCategory.set(cell.k[2], (category = { count: 0, inspections: 0 }));
    category.count += cell.defectsFound;
    category.inspections += cell.inspectionsWithDefects;
  }
  return tallies;
}

/** Defect Analysis: units found by defect, by class and by product category, with the previous period's. */
export function defectParetos(cube: Cube, period: AnalyticsPeriod) {
  const cells = cube.cells(period.from, period.to);
  const current = defectTallies(cube, period.from, period.to);
  const previous = defectTallies(cube, period.previousFrom, period.previousTo);
  const byDefect = pareto(
    [...current.byDefect].map(([defectId, tally]) => ({
      key: defectId,
      label: `${cube.defectName(defectId)} (${cube.defectCode(defectId)})`,
      count: tally.count,
      previousCount: previous.byDefect.get(defectId)?.count ?? 0,
      inspections: tally.inspections,
      severity: SEVERITIES[tally.bySeverity.indexOf(Math.max(...tally.bySeverity))] ?? "MINOR",
    })),
  );
  const bySeverity = pareto(
    SEVERITIES.map((severity, index) => ({
      key: severity,
      label: severity.charAt(0) + severity.slice(1).toLowerCase(),
      count: current.bySeverity[index]?.count ?? 0,
      previousCount: previous.bySeverity[index]?.count ?? 0,
      inspections: current.bySeverity[index]?.inspections ?? 0,
    })),
  );
  const byCategory = pareto(
    [...current.byCategory].map(([code, tally]) => ({
      key: code,
      label: cube.categoryName(code),
      count: tally.count,
      previousCount: previous.byCategory.get(code)?.count ?? 0,
      inspections: tally.inspections,
    })),
  );
  return { current: quality(cells), byDefect, bySeverity, byCategory };
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
