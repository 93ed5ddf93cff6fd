import type { Container } from "@azure/cosmos";
import { dayUnit, rollupsOf, type Unit } from "../analytics/calendar";
import {
  addCells,
  addLabels,
  awaitingLotsOf,
  cellsOf,
  emptyLabels,
  entryOf,
  mergeLabels,
  sameCells,
  isTombstone,
  summaryDayOf,
  type AwaitingLotEntry,
  type CellKey,
  type LedgerEntry,
  type SummaryCell,
  type SummaryLabels,
} from "../analytics/summary";
import { eachConcurrently } from "./concurrently";
import { recordCosmos } from "./cosmos";
import {
  createDocument,
  queryAll,
  readDocument,
  replaceDocument,
  sqlParameters,
  statusOf,
} from "./documents";
import type { StoredInspection } from "./inspections-repository";
import type { AnalyticsStore } from "./stores";

/**
 * The tenant's analytics summaries (../analytics/summary.ts; docs/decisions/analytics.md), in the partition of
 * their tenant and year:
 *
 * - one **day** summary per day: the ledger (what each inspection of the day contributes, the source of truth)
 *   and its cells; `version` counts its writes;
 * - **week** and **month** roll-ups: the cells of their days added up, with the version of each day they count
 *   (`versions`), so a change is added only to a roll-up that counted the day's previous version, and a roll-up
 *   that missed one is made again from its days.
 *
 * InspectionsRepository calls `record` on every write of an inspection; `scripts/analytics-rebuild.ts` rebuilds
 * everything from the inspections. Pages read a period as the fewest units that tile it.
 */
interface SummaryDocumentBase {
  /** The unit's id: "day:2026-11-20", "week:2026-11-16", "month:2026-11-01". */
  id: string;
  tenantId: string;
  /** `${tenantId}|${yyyy}` of the unit's first day */
  partitionKey: string;
  kind: Unit["kind"];
  /** The unit's first and last days ("from" and "to" are words of Cosmos DB's SQL). */
  firstDay: string;
  lastDay: string;
  cells: SummaryCell[];
  labels: SummaryLabels;
  updatedOn: string;
  _etag?: string;
}

export interface DaySummaryDocument extends SummaryDocumentBase {
  kind: "day";
  entries: Record<string, LedgerEntry>;
  /** The entries awaiting a client decision, ready to list (derived from the entries on every write). */
  awaitingLots: AwaitingLotEntry[];
  version: number;
}

export interface RollupDocument extends SummaryDocumentBase {
  kind: "week" | "month";
  /** The version of each day this roll-up counts. */
  versions: Record<string, number>;
}

type SummaryDocument = DaySummaryDocument | RollupDocument;

/** What a page reads of a unit: its cells and their names (never a ledger). */
export interface UnitSummary {
  unit: Unit;
  cells: readonly SummaryCell[];
  labels: SummaryLabels;
}

/** One write of an inspection as it changed the tenant's data: what it was before, what it is now. */
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
/** Writers of the same document at the same moment retry (412) this many times before giving up. */
const ATTEMPTS = 12;
/** Decoded units kept in memory by id and etag: a year of days, weeks and months for a few tenants. */
const CACHE_SIZE = 5_000;

export const summaryPartitionKey = (tenantId: string, unit: Pick<Unit, "from">) =>
  `${tenantId}|${unit.from.slice(0, 4)}`;

const isRace = (error: unknown) => statusOf(error) === 412 || statusOf(error) === 409;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

export class AnalyticsRepository implements AnalyticsStore {
  /** Units as last read, by `${tenant}/${id}`, with the etag they were read at (checked on every read). */
  private readonly cache = new Map<string, { etag: string; summary: Omit<UnitSummary, "unit"> }>();

  constructor(private readonly container: Container) {}

  /**
   * Brings the summaries up to date with writes of inspections already made. Idempotent: an inspection's entry
   * is put from what it is now, and an entry is never replaced by an older revision of the same inspection, so
   * running it again, or two writers racing, leaves the same summary. Then the week and month of each day it
   * touched, changed or not (one a stopped process left behind is made again from its days).
   */
  async record(tenantId: string, changes: readonly InspectionChange[]): Promise<void> {
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
      dayChanges.push(await this.updateDay(tenantId, day, [...ops.values()]));
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
      this.updateRollup(tenantId, unit, changes),
    );
  }

  /**
   * Applies the ops to the day. A day they leave as it is comes back as a change from its version to the same:
   * its week and month are still checked against that version, since a process that stopped between writing a
   * day and its roll-ups left them behind it.
   */
  private async updateDay(tenantId: string, day: string, ops: readonly LedgerOp[]): Promise<DayChange> {
    for (let attempt = 1; ; attempt++) {
      const stored = await this.get<DaySummaryDocument>(tenantId, dayUnit(day));
      const current = stored ?? emptyDay(tenantId, day);
      const next = applyOps(current, ops);
      if (!next) {
        return { day, from: current.version, to: current.version, delta: [], labels: current.labels };
      }
      try {
        await this.write(next, stored?._etag);
        return {
          day,
          from: current.version,
          to: next.version,
          delta: addCells(next.cells, [current.cells], -1),
          labels: next.labels,
        };
      } catch (error) {
        if (!isRace(error) || attempt >= ATTEMPTS) throw error;
        // Someone else updated this day meanwhile: read it again and apply ours on top.
        await pause(attempt);
      }
    }
  }

  /**
   * Adds days' changes to a week or month that counted each day's previous version; a roll-up that did not (a
   * change missed, or two arriving out of order) is made again from its days instead.
   */
  private async updateRollup(tenantId: string, unit: Unit, changes: readonly DayChange[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const stored = await this.get<RollupDocument>(tenantId, unit);
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
        : await this.rollupFromDays(tenantId, unit);
      try {
        await this.write(next, stored?._etag);
        return;
      } catch (error) {
        if (!isRace(error) || attempt >= ATTEMPTS) throw error;
        await pause(attempt);
      }
    }
  }

  /** A week or month made from the day summaries stored for it. */
  async rollupFromDays(tenantId: string, unit: Unit): Promise<RollupDocument> {
    const days = await queryAll<DaySummaryDocument>(
      this.container,
      "SELECT c.firstDay, c.cells, c.labels, c.version FROM c WHERE c.tenantId = @tenantId AND c.kind = 'day' AND c.firstDay >= @from AND c.firstDay <= @to",
      { tenantId, from: unit.from, to: unit.to },
    );
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

  private get<D extends SummaryDocument>(tenantId: string, unit: Unit): Promise<D | undefined> {
    return readDocument<D>(this.container, unit.id, summaryPartitionKey(tenantId, unit));
  }

  /** Creates the document (etag undefined: 409 if someone made it meanwhile) or replaces it under its etag. */
  private async write(doc: SummaryDocument, etag: string | undefined): Promise<void> {
    const document = { ...doc, updatedOn: new Date().toISOString() };
    const what = `the summary ${doc.id}`;
    if (etag === undefined) await createDocument(this.container, document, what);
    else await replaceDocument(this.container, document, doc.partitionKey, etag, what);
  }

  /**
   * The cells and names of these units (none for a unit nothing happened in). Read as the etags of the units
   * first: only those that changed since this process last read them are read whole. Past weeks and months
   * seldom change, so a page's second reader pays for a handful of small rows, not for the figures again.
   */
  async read(tenantId: string, units: readonly Unit[]): Promise<UnitSummary[]> {
    const ids = [...new Set(units.map((unit) => unit.id))];
    const byIds = <T>(select: string, wanted: readonly string[]) =>
      queryAll<T>(
        this.container,
        `SELECT ${select} FROM c WHERE c.tenantId = @tenantId AND ARRAY_CONTAINS(@ids, c.id)`,
        { tenantId, ids: [...wanted] },
      );
    const key = (id: string) => `${tenantId}/${id}`;
    const etags = await byIds<{ id: string; _etag: string }>("c.id, c._etag", ids);
    const stale = etags.filter((row) => this.cache.get(key(row.id))?.etag !== row._etag).map((row) => row.id);
    if (stale.length > 0) {
      const fresh = await byIds<Pick<SummaryDocument, "id" | "_etag" | "cells" | "labels">>(
        "c.id, c._etag, c.cells, c.labels",
        stale,
      );
      for (const doc of fresh) {
        this.cache.delete(key(doc.id));
        this.cache.set(key(doc.id), {
          etag: doc._etag ?? "",
          summary: { cells: doc.cells, labels: doc.labels },
        });
      }
      for (const old of [...this.cache.keys()].slice(0, Math.max(0, this.cache.size - CACHE_SIZE))) {
        this.cache.delete(old);
      }
    }
    const present = new Set(etags.map((row) => row.id));
    return units.map((unit) => {
      const cached = present.has(unit.id) ? this.cache.get(key(unit.id)) : undefined;
      return { unit, ...(cached?.summary ?? { cells: [], labels: emptyLabels() }) };
    });
  }

  /**
   * Lots of the days from `from` to `to` awaiting a client decision, oldest day first, until `limit` of them pass
   * `keep` (the page's filters): read a few days at a time, so the list costs a handful of documents.
   */
  async awaitingLots(
    tenantId: string,
    from: string,
    to: string,
    keep: (k: CellKey) => boolean,
    limit: number,
  ): Promise<(AwaitingLotEntry & { day: string })[]> {
    const iterator = this.container.items.query<Pick<DaySummaryDocument, "firstDay" | "awaitingLots">>(
      {
        query:
          "SELECT c.firstDay, c.awaitingLots FROM c WHERE c.tenantId = @tenantId AND c.kind = 'day' AND c.firstDay >= @from AND c.firstDay <= @to AND ARRAY_LENGTH(c.awaitingLots) > 0 ORDER BY c.firstDay ASC",
        parameters: sqlParameters({ tenantId, from, to }),
      },
      { maxItemCount: 4 },
    );
    const lots: (AwaitingLotEntry & { day: string })[] = [];
    while (lots.length < limit && iterator.hasMoreResults()) {
      const page = await iterator.fetchNext();
      recordCosmos(page, page.resources.length);
      for (const day of page.resources) {
        for (const lot of day.awaitingLots) if (keep(lot.k)) lots.push({ ...lot, day: day.firstDay });
      }
    }
    return lots.slice(0, limit);
  }

  /** The ledgers of these days (what each inspection of them contributes, with what the pages list of it). */
  async ledgers(
    tenantId: string,
    days: readonly string[],
  ): Promise<{ day: string; entries: Record<string, LedgerEntry> }[]> {
    const rows = await queryAll<Pick<DaySummaryDocument, "firstDay" | "entries">>(
      this.container,
      "SELECT c.firstDay, c.entries FROM c WHERE c.tenantId = @tenantId AND ARRAY_CONTAINS(@ids, c.id)",
      { tenantId, ids: days.map((day) => dayUnit(day).id) },
    );
    return rows.map((row) => ({ day: row.firstDay, entries: row.entries }));
  }

  /** Every day summary and roll-up of the tenant overlapping the range (ledgers included), for rebuilds. */
  async readWhole(tenantId: string, from: string, to: string): Promise<SummaryDocument[]> {
    return queryAll<SummaryDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.lastDay >= @from AND c.firstDay <= @to",
      { tenantId, from, to },
    );
  }

  /**
   * Replaces a day's summary with one made from these inspections (all of that day's), if the stored one is still
   * what was read as `stored` (412 otherwise: a writer got in between, and the caller reads again). Returns
   * whether its figures differed.
   */
  async replaceDay(
    tenantId: string,
    day: string,
    inspections: readonly StoredInspection[],
    stored: DaySummaryDocument | undefined,
  ): Promise<boolean> {
    const rebuilt = { ...dayFrom(tenantId, day, inspections), version: (stored?.version ?? 0) + 1 };
    const differs = dayDiffers(stored, rebuilt);
    if (differs || (stored && Object.values(stored.entries).some(isTombstone)))
      await this.write(rebuilt, stored?._etag);
    return differs;
  }

  /** Whether a stored day counts other than these inspections (all of that day's) would. */
  dayDiffers(
    tenantId: string,
    day: string,
    inspections: readonly StoredInspection[],
    stored: DaySummaryDocument | undefined,
  ): boolean {
    return dayDiffers(stored, dayFrom(tenantId, day, inspections));
  }

  /** Replaces a roll-up with the one its stored days make, if it differed (or `dryRun`: only says whether). */
  async replaceRollup(
    tenantId: string,
    stored: RollupDocument | undefined,
    unit: Unit,
    dryRun: boolean,
  ): Promise<boolean> {
    const rebuilt = await this.rollupFromDays(tenantId, unit);
    const differs = !sameCells(stored?.cells ?? [], rebuilt.cells);
    if (!dryRun && (differs || JSON.stringify(stored?.versions ?? {}) !== JSON.stringify(rebuilt.versions))) {
      await this.write(rebuilt, stored?._etag);
    }
    return differs;
  }
}

function blank(tenantId: string, unit: Unit): Omit<SummaryDocumentBase, "kind"> {
  return {
    id: unit.id,
    tenantId,
    partitionKey: summaryPartitionKey(tenantId, unit),
    firstDay: unit.from,
    lastDay: unit.to,
    cells: [],
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
