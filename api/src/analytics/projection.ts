import type { StoredInspection } from "../data/inspections-repository";
import {
  summaryPartitionKey,
  type DayCells,
  type DaySummaryDocument,
  type LedgerEntry,
  type RollupDocument,
  type SummaryCell,
  type SummaryLabels,
  type Unit,
} from "../data/analytics-repository";
import { eachConcurrently, pauseAfterRace } from "../data/concurrently";
import { keepsChanging } from "../data/storage-errors";
import type { AnalyticsStore } from "../data/stores";
import { dayUnit, rollupsOf } from "./calendar";
import {
  addCells,
  addLabels,
  awaitingLotsOf,
  cellsOf,
  emptyLabels,
  entryOf,
  isTombstone,
  mergeLabels,
  sameCells,
  summaryDayOf,
} from "./summary";

/*
 * The analytics projection (docs/decisions/analytics.md): what a change of inspections does to the tenant's day
 * summaries and their week and month roll-ups. The inspections' unit of work (../inspections/inspection-writes.ts)
 * hands it every change; the rebuild (rebuild.ts) makes days from their inspections. Days are written under
 * their etags, so writers racing on a day read it again and apply theirs on top.
 *
 * - A **day** holds the ledger, one entry per inspection, and its cells; `version` counts its writes.
 * - A **week** or **month** holds its days' cells added up, with the version of each day it counts, so a change is
 *   added only to a roll-up that counted the day's previous version, and one that missed a change is made again
 *   from its days.
 */

/** One write of an inspection: what it was before, what it is now (either absent: created, or deleted). */
export interface InspectionChange {
  before?: StoredInspection | undefined;
  after?: StoredInspection | undefined;
}

/** What an update does to one day's ledger: put an inspection's entry, or mark it gone from that day. */
export type LedgerOp =
  { kind: "put"; inspection: StoredInspection } | { kind: "gone"; id: string; rev: number };

/** A day's summary as one write changed it: its version before and after, and its cells' change. */
interface DayChange {
  day: string;
  from: number;
  to: number;
  delta: SummaryCell[];
  labels: SummaryLabels;
}

/** Documents written at once (each a read and a write). */
const CONCURRENCY = 4;
/** Writers of the same document at the same moment try again this many times before giving up. */
const ATTEMPTS = 12;

/** Writers of one summary kept racing: the write stands, flagged, and the roll-forward timer counts it. */
const raced = (id: string) =>
  keepsChanging(
    `The analytics summary ${id} kept changing while this change was counted: the change is saved, and the analytics will count it within a couple of minutes. Reload to see it.`,
  );

/**
 * Brings the summaries up to date with writes of inspections already made. Idempotent: an inspection's entry is
 * put from what it is now, and an entry is never replaced by an older revision of the same inspection, so running
 * it again, or two writers racing, leaves the same summary. Then the week and month of each day it touched,
 * changed or not (one a stopped process left behind is made again from its days).
 */
export async function recordChanges(
  store: AnalyticsStore,
  tenantId: string,
  changes: readonly InspectionChange[],
): Promise<void> {
  const byDay = new Map<string, Map<string, LedgerOp>>();
  const op = (day: string, id: string, value: LedgerOp) => {
    let ops = byDay.get(day);
    if (!ops) byDay.set(day, (ops = new Map<string, LedgerOp>()));
    ops.set(id, value);
  };
  for (const { before, after } of changes) {
    if (after) op(summaryDayOf(after), after.id, { kind: "put", inspection: after });
    if (before && (!after || summaryDayOf(before) !== summaryDayOf(after))) {
      // Gone from its old day: deleted (its next revision would have been rev + 1), or moved.
      const rev = after ? after.revision : before.revision + 1;
      op(summaryDayOf(before), before.id, { kind: "gone", id: before.id, rev });
    }
  }
  const dayChanges: DayChange[] = [];
  await eachConcurrently([...byDay], CONCURRENCY, async ([day, ops]) => {
    dayChanges.push(await updateDay(store, tenantId, day, [...ops.values()]));
  });
  const rollups = new Map<string, { unit: Unit; changes: DayChange[] }>();
  for (const change of dayChanges) {
    for (const unit of rollupsOf(change.day)) {
      const entry = rollups.get(unit.id) ?? { unit, changes: [] };
      entry.changes.push(change);
      rollups.set(unit.id, entry);
    }
  }
  await eachConcurrently([...rollups.values()], CONCURRENCY, ({ unit, changes }) =>
    updateRollup(store, tenantId, unit, changes),
  );
}

/**
 * Applies the ops to the day. A day they leave as it is comes back as a change from its version to the same: its
 * week and month are still checked against that version, since a process that stopped between writing a day and
 * its roll-ups left them behind it.
 */
async function updateDay(
  store: AnalyticsStore,
  tenantId: string,
  day: string,
  ops: readonly LedgerOp[],
): Promise<DayChange> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const stored = await store.unit<DaySummaryDocument>(tenantId, dayUnit(day));
    const current = stored ?? emptyDay(tenantId, day);
    const next = applyOps(current, ops);
    if (!next) {
      return { day, from: current.version, to: current.version, delta: [], labels: current.labels };
    }
    if (await store.write(next, stored?._etag)) {
      return {
        day,
        from: current.version,
        to: next.version,
        delta: addCells(next.cells, [current.cells], -1),
        labels: next.labels,
      };
    }
    // Someone else updated this day meanwhile: read it again and apply ours on top.
    await pauseAfterRace(attempt);
  }
  throw raced(dayUnit(day).id);
}

/**
 * Adds days' changes to a week or month that counted each day's previous version; a roll-up that did not (a
 * change missed, or two arriving out of order) is made again from its days instead.
 */
async function updateRollup(
  store: AnalyticsStore,
  tenantId: string,
  unit: Unit,
  changes: readonly DayChange[],
): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const stored = await store.unit<RollupDocument>(tenantId, unit);
    const counted = (change: DayChange) => (stored?.versions[change.day] ?? 0) === change.from;
    // Days that did not change, and that it counts as they are: nothing to write.
    if (changes.every((change) => change.from === change.to && counted(change))) return;
    const inStep = stored && changes.every(counted);
    const next = inStep
      ? {
          ...stored,
          cells: addCells(
            stored.cells,
            changes.map((change) => change.delta),
          ),
          labels: mergeLabels(stored.labels, ...changes.map((change) => change.labels)),
          versions: {
            ...stored.versions,
            ...Object.fromEntries(changes.map((change) => [change.day, change.to])),
          },
        }
      : rollupFrom(tenantId, unit, await store.daysWithin(tenantId, unit));
    if (await store.write(next, stored?._etag)) return;
    await pauseAfterRace(attempt);
  }
  throw raced(unit.id);
}

/** A week or month made from its days as stored. */
function rollupFrom(tenantId: string, unit: Unit, days: readonly DayCells[]): RollupDocument {
  return {
    ...blank(tenantId, unit),
    kind: unit.kind === "month" ? "month" : "week",
    cells: addCells(
      [],
      days.map((day) => day.cells),
    ),
    labels: mergeLabels(emptyLabels(), ...days.map((day) => day.labels)),
    versions: Object.fromEntries(days.map((day) => [day.firstDay, day.version])),
  };
}

/**
 * Replaces a day's summary with one made from these inspections (all of that day's), if the stored one is still
 * what was read as `stored`: false for `written` when a writer got in between (the caller reads again). Says
 * whether its figures differed; with `dryRun`, only that.
 */
export async function rebuildDay(
  store: AnalyticsStore,
  tenantId: string,
  day: string,
  inspections: readonly StoredInspection[],
  stored: DaySummaryDocument | undefined,
  dryRun: boolean,
): Promise<{ differs: boolean; written: boolean }> {
  const rebuilt = { ...dayFrom(tenantId, day, inspections), version: (stored?.version ?? 0) + 1 };
  const differs = dayDiffers(stored, rebuilt);
  const tombstones = stored !== undefined && Object.values(stored.entries).some(isTombstone);
  if (dryRun || !(differs || tombstones)) return { differs, written: true };
  return { differs, written: await store.write(rebuilt, stored?._etag) };
}

/** Replaces a roll-up with the one its stored days make, if it differed; with `dryRun`, only says whether. */
export async function rebuildRollup(
  store: AnalyticsStore,
  tenantId: string,
  stored: RollupDocument | undefined,
  unit: Unit,
  dryRun: boolean,
): Promise<boolean> {
  const rebuilt = rollupFrom(tenantId, unit, await store.daysWithin(tenantId, unit));
  const differs = !sameCells(stored?.cells ?? [], rebuilt.cells);
  const versionsDiffer = JSON.stringify(stored?.versions ?? {}) !== JSON.stringify(rebuilt.versions);
  if (!dryRun && (differs || versionsDiffer)) {
    // Not written when a writer updated it meanwhile: it did so from the days it changed, and counts them.
    await store.write(rebuilt, stored?._etag);
  }
  return differs;
}

function blank(tenantId: string, unit: Unit) {
  return {
    id: unit.id,
    tenantId,
    partitionKey: summaryPartitionKey(tenantId, unit),
    firstDay: unit.from,
    lastDay: unit.to,
    cells: [] as SummaryCell[],
    labels: emptyLabels(),
    updatedOn: new Date().toISOString(),
  };
}

function emptyDay(tenantId: string, day: string): DaySummaryDocument {
  return { ...blank(tenantId, dayUnit(day)), kind: "day", entries: {}, awaitingLots: [], version: 0 };
}

/** The day a set of inspections makes, from nothing (a rebuild). */
export function dayFrom(
  tenantId: string,
  day: string,
  inspections: readonly StoredInspection[],
): DaySummaryDocument {
  const doc = emptyDay(tenantId, day);
  for (const inspection of inspections) {
    doc.entries[inspection.id] = entryOf(inspection);
    addLabels(doc.labels, inspection);
  }
  doc.cells = cellsOf(doc.entries);
  doc.awaitingLots = awaitingLotsOf(doc.entries);
  return doc;
}

/** The day with the ops applied (next version), or undefined when they change nothing. */
export function applyOps(doc: DaySummaryDocument, ops: readonly LedgerOp[]): DaySummaryDocument | undefined {
  const entries = { ...doc.entries };
  const labels = structuredClone(doc.labels);
  let changed = false;
  for (const op of ops) {
    const id = op.kind === "put" ? op.inspection.id : op.id;
    const current = entries[id];
    const next: LedgerEntry = op.kind === "put" ? entryOf(op.inspection) : { rev: op.rev, gone: true };
    // An older write arriving late never undoes a newer one of the same inspection.
    if (current && current.rev > next.rev) continue;
    if (current && JSON.stringify(current) === JSON.stringify(next)) continue;
    entries[id] = next;
    if (op.kind === "put") addLabels(labels, op.inspection);
    changed = true;
  }
  if (!changed) return undefined;
  return {
    ...doc,
    entries,
    labels,
    cells: cellsOf(entries),
    awaitingLots: awaitingLotsOf(entries),
    version: doc.version + 1,
  };
}

/** Whether a stored day counts other than the rebuilt one: different live entries, or cells. */
export function dayDiffers(stored: DaySummaryDocument | undefined, rebuilt: DaySummaryDocument): boolean {
  if (!stored) return Object.keys(rebuilt.entries).length > 0;
  const live = (doc: DaySummaryDocument) =>
    JSON.stringify(
      Object.entries(doc.entries)
        .filter(([, entry]) => !isTombstone(entry))
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  return live(stored) !== live(rebuilt) || !sameCells(stored.cells, rebuilt.cells);
}
