import type { Container } from "@azure/cosmos";
import type { ActivityInterval, InspectionResult, InspectionStatus } from "@aql-portal/shared";
import { recordCosmos } from "./cosmos";
import {
  createDocument,
  queryAll,
  readDocument,
  replaceDocument,
  sqlParameters,
  statusOf,
} from "./documents";

/*
 * The tenant's analytics summaries as stored (docs/decisions/analytics.md), in the partition of their tenant and
 * year: one **day** summary per day — the ledger (what each inspection of the day contributes, the source of
 * truth), its cells and its version — and **week** and **month** roll-ups, the cells of their days added up with
 * the version of each day they count. What goes into them, and when, is the projection's
 * (../analytics/projection.ts); this file reads and writes the documents.
 */

/** A span a summary document covers: one day, one ISO week, or one calendar month. */
export interface Unit {
  kind: ActivityInterval;
  /** The document's id: "day:2026-11-20", "week:2026-11-16" (its Monday), "month:2026-11-01". */
  id: string;
  from: string;
  to: string;
}

/** The dimensions a cell is keyed by: supplier, factory, product category code, control point ("" for none). */
export type CellKey = readonly [
  supplierId: string,
  factoryId: string,
  categoryCode: string,
  controlPointId: string,
];

/** One defect of a done inspection: the library's id, its class (index in SEVERITIES) and the units found. */
export type EntryDefect = readonly [defectId: string, severity: number, units: number];

/** What the pages list of a lot (lots awaiting a decision, the coming days' inspections), as it was written. */
export interface LotInfo {
  number: string;
  style: string;
  styleName: string;
  colour: string;
  supplier: string;
  inspector: string | null;
  controlPoint: string | null;
}

/** What one inspection contributes to its day. `rev` orders writes of the same inspection (the projection's rule). */
export interface SummaryEntry {
  rev: number;
  k: CellKey;
  lot: LotInfo;
  status: InspectionStatus;
  result: InspectionResult;
  /** The result of the first finish; null until then. */
  firstResult: "Pass" | "Fail" | null;
  awaitingDecision: boolean;
  sampleSize: number;
  /** For a done inspection, the defects found; empty otherwise. */
  defects: readonly EntryDefect[];
}

/** An inspection that left this day (deleted, or moved to another date): kept so an older write cannot return it. */
export interface SummaryTombstone {
  rev: number;
  gone: true;
}

export type LedgerEntry = SummaryEntry | SummaryTombstone;

/** Inspections of one day with the same key, added up. */
export interface SummaryCell {
  k: CellKey;
  /** Counts by status, in INSPECTION_STATUSES order. */
  statuses: number[];
  /** Counts by result, in INSPECTION_RESULTS order. */
  results: number[];
  /** Done: the report is out (FINISHED or CLOSED). Every figure below counts done inspections only. */
  done: number;
  passedFirstTime: number;
  failed: number;
  commercialPasses: number;
  awaitingDecision: number;
  unitsSampled: number;
  defectsFound: number;
  /** Units found by `${defectId}|${severity index}`. */
  defects: Record<string, number>;
  /** Inspections each defect was found in (whatever its class). */
  defectInspections: Record<string, number>;
  /** Inspections with at least one defect of each class, in SEVERITIES order. */
  severityInspections: number[];
  /** Inspections with at least one defect. */
  inspectionsWithDefects: number;
}

/** Names of what the cells' keys refer to, as they were on the inspections of that day. */
export interface SummaryLabels {
  suppliers: Record<string, string>;
  factories: Record<string, string>;
  categories: Record<string, string>;
  controlPoints: Record<string, string>;
  /** id → [code, name] */
  defects: Record<string, [string, string]>;
}

/** A lot of a day whose report is out and whose client decision is still the initial one. */
export interface AwaitingLotEntry extends LotInfo {
  id: string;
  k: CellKey;
  result: SummaryEntry["result"];
}

interface SummaryDocumentBase {
  /** The unit's id (Unit.id). */
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

export type SummaryDocument = DaySummaryDocument | RollupDocument;

/** What a page reads of a unit: its cells and their names (never a ledger); none for a unit nothing happened in. */
export interface UnitSummary {
  unit: Unit;
  cells: readonly SummaryCell[];
  labels: SummaryLabels | undefined;
}

/** What a roll-up is made from: each day's cells, names and version. */
export type DayCells = Pick<DaySummaryDocument, "firstDay" | "cells" | "labels" | "version">;

/** Decoded units kept in memory by id and etag: a year of days, weeks and months for a few tenants. */
const CACHE_SIZE = 5_000;

export const summaryPartitionKey = (tenantId: string, unit: Pick<Unit, "from">) =>
  `${tenantId}|${unit.from.slice(0, 4)}`;

export class AnalyticsRepository {
  /** Units as last read, by `${tenant}/${id}`, with the etag they were read at (checked on every read). */
  private readonly cache = new Map<string, { etag: string; summary: Omit<UnitSummary, "unit"> }>();

  constructor(private readonly container: Container) {}

  unit<D extends SummaryDocument>(tenantId: string, unit: Unit): Promise<D | undefined> {
    return readDocument<D>(this.container, unit.id, summaryPartitionKey(tenantId, unit));
  }

  /**
   * Creates the document (`etag` undefined) or replaces it under its etag: false when someone else created or
   * changed it meanwhile (the caller reads it again).
   */
  async write(doc: SummaryDocument, etag: string | undefined): Promise<boolean> {
    const document = { ...doc, updatedOn: new Date().toISOString() };
    const what = `the summary ${doc.id}`;
    try {
      if (etag === undefined) await createDocument(this.container, document, what);
      else await replaceDocument(this.container, document, doc.partitionKey, etag, what);
      return true;
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 409) return false;
      throw error;
    }
  }

  /** The day summaries stored within a unit (a week's or month's days). */
  daysWithin(tenantId: string, unit: Unit): Promise<DayCells[]> {
    return queryAll<DayCells>(
      this.container,
      "SELECT c.firstDay, c.cells, c.labels, c.version FROM c WHERE c.tenantId = @tenantId AND c.kind = 'day' AND c.firstDay >= @from AND c.firstDay <= @to",
      { tenantId, from: unit.from, to: unit.to },
    );
  }

  /**
   * The cells and names of these units. Read as the etags of the units first: only those that changed since this
   * process last read them are read whole. Past weeks and months seldom change, so a page's second reader pays
   * for a handful of small rows, not for the figures again.
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
      return { unit, ...(cached?.summary ?? { cells: [], labels: undefined }) };
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
    days: readonly Unit[],
  ): Promise<{ day: string; entries: Record<string, LedgerEntry> }[]> {
    const rows = await queryAll<Pick<DaySummaryDocument, "firstDay" | "entries">>(
      this.container,
      "SELECT c.firstDay, c.entries FROM c WHERE c.tenantId = @tenantId AND ARRAY_CONTAINS(@ids, c.id)",
      { tenantId, ids: days.map((day) => day.id) },
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
}
