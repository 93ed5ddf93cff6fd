import {
  INITIAL_CLIENT_DECISION,
  INSPECTION_RESULTS,
  INSPECTION_STATUSES,
  isReported,
  SeveritySchema,
  type Severity,
} from "@aql-portal/shared";
import type {
  AwaitingLotEntry,
  CellKey,
  LedgerEntry,
  SummaryCell,
  SummaryEntry,
  SummaryLabels,
  SummaryTombstone,
} from "../data/analytics-repository";
import type { StoredInspection } from "../data/inspections-repository";

/**
 * The day summaries analytics read (docs/decisions/analytics.md). Each day of the tenant has one document
 * holding what every inspection of that day (its inspection date, else its delivery date) contributes — the
 * ledger, one entry per inspection, which makes every update idempotent — and the cells the pages read: the
 * entries added up per supplier, factory, product category and control point. Reading a period reads one
 * document per day, whatever the number of inspections.
 */

export const SEVERITIES: readonly Severity[] = SeveritySchema.options;

export const isTombstone = (entry: LedgerEntry): entry is SummaryTombstone => "gone" in entry;

export const emptyLabels = (): SummaryLabels => ({
  suppliers: {},
  factories: {},
  categories: {},
  controlPoints: {},
  defects: {},
});

/** Names from several summaries, the later ones winning. */
export function mergeLabels(base: SummaryLabels, ...more: SummaryLabels[]): SummaryLabels {
  const merged = structuredClone(base);
  for (const labels of more) {
    for (const key of Object.keys(merged) as (keyof SummaryLabels)[]) Object.assign(merged[key], labels[key]);
  }
  return merged;
}

/** The day an inspection counts on: its inspection date, else its delivery date (what the lists call scheduled). */
export const summaryDayOf = (inspection: Pick<StoredInspection, "scheduledDate">) => inspection.scheduledDate;

export function entryOf(inspection: StoredInspection): SummaryEntry {
  const done = isReported(inspection.status);
  return {
    rev: inspection.revision,
    k: [
      inspection.supplier.id,
      inspection.factory.id,
      inspection.productCategory.code,
      inspection.controlPoint?.id ?? "",
    ],
    lot: {
      number: inspection.inspectionNumber,
      style: inspection.product.styleCode,
      styleName: inspection.product.styleName,
      colour: inspection.colour.name,
      supplier: inspection.supplier.name,
      inspector: inspection.inspector?.name ?? null,
      controlPoint: inspection.controlPoint?.name ?? null,
    },
    status: inspection.status,
    result: inspection.result,
    firstResult: inspection.firstResult,
    awaitingDecision: done && inspection.clientDecision === INITIAL_CLIENT_DECISION,
    sampleSize: inspection.plan.sampleSize,
    defects: done
      ? inspection.defectSummary.map((d) => [d.defectId, SEVERITIES.indexOf(d.severity), d.count] as const)
      : [],
  };
}

/** The names an inspection brings to its day's labels. */
export function addLabels(labels: SummaryLabels, inspection: StoredInspection): void {
  labels.suppliers[inspection.supplier.id] = inspection.supplier.name;
  labels.factories[inspection.factory.id] = inspection.factory.name;
  labels.categories[inspection.productCategory.code] = inspection.productCategory.name;
  if (inspection.controlPoint)
    labels.controlPoints[inspection.controlPoint.id] = inspection.controlPoint.name;
  for (const defect of inspection.defectSummary) labels.defects[defect.defectId] = [defect.code, defect.name];
}

export const cellId = (k: CellKey) => k.join("\u0001");

function emptyCell(k: CellKey): SummaryCell {
  return {
    k,
    statuses: INSPECTION_STATUSES.map(() => 0),
    results: INSPECTION_RESULTS.map(() => 0),
    done: 0,
    passedFirstTime: 0,
    failed: 0,
    commercialPasses: 0,
    awaitingDecision: 0,
    unitsSampled: 0,
    defectsFound: 0,
    defects: {},
    defectInspections: {},
    severityInspections: SEVERITIES.map(() => 0),
    inspectionsWithDefects: 0,
  };
}

/** The cells of a day: its live entries added up by key, in a stable order (so equal ledgers give equal cells). */
export function cellsOf(entries: Readonly<Record<string, LedgerEntry>>): SummaryCell[] {
  const cells = new Map<string, SummaryCell>();
  for (const entry of Object.values(entries)) {
    if (isTombstone(entry)) continue;
    const id = cellId(entry.k);
    let cell = cells.get(id);
    if (!cell) cells.set(id, (cell = emptyCell(entry.k)));
    addEntry(cell, entry);
  }
  return [...cells.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, cell]) => cell);
}

function addEntry(cell: SummaryCell, entry: SummaryEntry): void {
  const status = INSPECTION_STATUSES.indexOf(entry.status);
  const result = INSPECTION_RESULTS.indexOf(entry.result);
  cell.statuses[status] = (cell.statuses[status] ?? 0) + 1;
  cell.results[result] = (cell.results[result] ?? 0) + 1;
  if (!isReported(entry.status)) return;
  cell.done++;
  if (entry.firstResult === "Pass") cell.passedFirstTime++;
  if (entry.result === "Fail") cell.failed++;
  if (entry.result === "Comm. Pass") cell.commercialPasses++;
  if (entry.awaitingDecision) cell.awaitingDecision++;
  cell.unitsSampled += entry.sampleSize;
  const found = entry.defects.filter(([, , units]) => units > 0);
  for (const [defectId, severity, units] of found) {
    cell.defectsFound += units;
    const key = `${defectId}|${severity}`;
    cell.defects[key] = (cell.defects[key] ?? 0) + units;
  }
  for (const defectId of new Set(found.map(([defectId]) => defectId)))
    cell.defectInspections[defectId] = (cell.defectInspections[defectId] ?? 0) + 1;
  for (const severity of new Set(found.map(([, severity]) => severity)))
    cell.severityInspections[severity] = (cell.severityInspections[severity] ?? 0) + 1;
  if (found.length > 0) cell.inspectionsWithDefects++;
}

const keyParts = new Map<string, { defectId: string; severity: Severity }>();

/** Splits a cell's defect key back into the defect and its class (remembered: a library has few keys). */
export function defectKeyParts(key: string): { defectId: string; severity: Severity } {
  let parts = keyParts.get(key);
  if (!parts) {
    const at = key.lastIndexOf("|");
    parts = { defectId: key.slice(0, at), severity: SEVERITIES[Number(key.slice(at + 1))] ?? "MINOR" };
    if (keyParts.size < 10_000) keyParts.set(key, parts);
  }
  return parts;
}

const NUMBERS = [
  "done",
  "passedFirstTime",
  "failed",
  "commercialPasses",
  "awaitingDecision",
  "unitsSampled",
  "defectsFound",
  "inspectionsWithDefects",
] as const satisfies readonly (keyof SummaryCell)[];

function addMap(
  target: Record<string, number>,
  source: Readonly<Record<string, number>>,
  sign: 1 | -1,
): void {
  for (const [key, value] of Object.entries(source)) {
    const sum = (target[key] ?? 0) + sign * value;
    if (sum === 0) delete target[key];
    else target[key] = sum;
  }
}

const addArray = (target: number[], source: readonly number[], sign: 1 | -1) =>
  source.forEach((value, i) => (target[i] = (target[i] ?? 0) + sign * value));

/** A cell that counts nothing (a change can move figures without moving a status: a decision, say). */
/** The cells' counts added up (done, passed first time, failed, ...): the figures of all of them together. */
export function countsOf(cells: readonly SummaryCell[]): Record<(typeof NUMBERS)[number], number> {
  const totals = Object.fromEntries(NUMBERS.map((field) => [field, 0])) as Record<
    (typeof NUMBERS)[number],
    number
  >;
  for (const cell of cells) for (const field of NUMBERS) totals[field] += cell[field];
  return totals;
}

const isEmpty = (cell: SummaryCell) =>
  [...cell.statuses, ...cell.results, ...cell.severityInspections].every((count) => count === 0) &&
  NUMBERS.every((field) => cell[field] === 0) &&
  Object.keys(cell.defects).length === 0 &&
  Object.keys(cell.defectInspections).length === 0;

/**
 * Cells added up (sign 1) or taken away (sign -1) by key: a week's from its days, a day's change (its new cells
 * less its old). Cells left counting no inspection are dropped; the order is stable, as cellsOf's.
 */
export function addCells(
  base: readonly SummaryCell[],
  changes: readonly (readonly SummaryCell[])[],
  sign: 1 | -1 = 1,
): SummaryCell[] {
  const cells = new Map(base.map((cell) => [cellId(cell.k), structuredClone(cell)]));
  for (const change of changes) {
    for (const cell of change) {
      const id = cellId(cell.k);
      let target = cells.get(id);
      if (!target) cells.set(id, (target = emptyCell(cell.k)));
      addArray(target.statuses, cell.statuses, sign);
      addArray(target.results, cell.results, sign);
      addArray(target.severityInspections, cell.severityInspections, sign);
      for (const field of NUMBERS) target[field] += sign * cell[field];
      addMap(target.defects, cell.defects, sign);
      addMap(target.defectInspections, cell.defectInspections, sign);
    }
  }
  return [...cells.entries()]
    .filter(([, cell]) => !isEmpty(cell))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, cell]) => cell);
}

/** Whether two lists of cells count the same (the order of a cell's defects is not part of what it counts). */
export function sameCells(a: readonly SummaryCell[], b: readonly SummaryCell[]): boolean {
  const canonical = (cells: readonly SummaryCell[]) =>
    JSON.stringify(
      [...cells]
        .sort((x, y) => (cellId(x.k) < cellId(y.k) ? -1 : 1))
        .map((cell) => ({
          ...cell,
          defects: Object.entries(cell.defects).sort(([x], [y]) => (x < y ? -1 : 1)),
          defectInspections: Object.entries(cell.defectInspections).sort(([x], [y]) => (x < y ? -1 : 1)),
        })),
    );
  return canonical(a) === canonical(b);
}

/** A day's lots awaiting a decision, by inspection number: kept beside the ledger so pages can list them. */
export function awaitingLotsOf(entries: Readonly<Record<string, LedgerEntry>>): AwaitingLotEntry[] {
  return Object.entries(entries)
    .flatMap(([id, entry]) =>
      isTombstone(entry) || !entry.awaitingDecision
        ? []
        : [{ id, k: entry.k, result: entry.result, ...entry.lot }],
    )
    .sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
}
