import {
  summaryPartitionKey,
  type AwaitingLotEntry,
  type CellKey,
  type DayCells,
  type DaySummaryDocument,
  type LedgerEntry,
  type SummaryDocument,
  type Unit,
  type UnitSummary,
} from "../data/analytics-repository";
import type { AnalyticsStore } from "../data/stores";
import { MemoryDocuments } from "./memory-documents";

/**
 * The analytics summaries in memory (the interface of ../data/stores.ts, as data/analytics-repository.ts keeps
 * them): documents by tenant and year, written under their ETags. What goes into them is the projection's
 * (../analytics/projection.ts), which the inspections' unit of work runs here as it does on Cosmos DB.
 */
export class MemoryAnalytics implements AnalyticsStore {
  private readonly docs = new MemoryDocuments<SummaryDocument>((doc) => doc.partitionKey);

  async unit<D extends SummaryDocument>(tenantId: string, unit: Unit): Promise<D | undefined> {
    return this.docs.read(summaryPartitionKey(tenantId, unit), unit.id) as D | undefined;
  }

  async write(doc: SummaryDocument, etag: string | undefined): Promise<boolean> {
    const expected = etag === undefined ? undefined : { ...doc, _etag: etag };
    return this.docs.writeJob(doc, expected) !== undefined;
  }

  async daysWithin(tenantId: string, unit: Unit): Promise<DayCells[]> {
    return this.days(tenantId).filter((day) => day.firstDay >= unit.from && day.firstDay <= unit.to);
  }

  async read(tenantId: string, units: readonly Unit[]): Promise<UnitSummary[]> {
    return Promise.all(
      units.map(async (unit) => {
        const doc = await this.unit(tenantId, unit);
        return { unit, cells: doc?.cells ?? [], labels: doc?.labels };
      }),
    );
  }

  async awaitingLots(
    tenantId: string,
    from: string,
    to: string,
    keep: (k: CellKey) => boolean,
    limit: number,
  ): Promise<(AwaitingLotEntry & { day: string })[]> {
    return this.days(tenantId)
      .filter((day) => day.firstDay >= from && day.firstDay <= to)
      .flatMap((day) =>
        day.awaitingLots.filter((lot) => keep(lot.k)).map((lot) => ({ ...lot, day: day.firstDay })),
      )
      .slice(0, limit);
  }

  async ledgers(
    tenantId: string,
    days: readonly Unit[],
  ): Promise<{ day: string; entries: Record<string, LedgerEntry> }[]> {
    const wanted = new Set(days.map((day) => day.id));
    return this.days(tenantId)
      .filter((day) => wanted.has(day.id))
      .map((day) => ({ day: day.firstDay, entries: day.entries }));
  }

  /** The tenant's day summaries, oldest first. */
  private days(tenantId: string): DaySummaryDocument[] {
    return this.docs
      .all()
      .filter((doc): doc is DaySummaryDocument => doc.tenantId === tenantId && doc.kind === "day")
      .sort((a, b) => (a.firstDay < b.firstDay ? -1 : 1));
  }
}
