import type { Container, FeedOptions, SqlQuerySpec } from "@azure/cosmos";
import {
  addLabels,
  cellsOf,
  emptyLabels,
  entryOf,
  isTombstone,
  summaryDayOf,
  type LedgerEntry,
  type SummaryCell,
  type SummaryLabels,
} from "../analytics/summary";
import { eachConcurrently } from "../lib/concurrently";
import { recordCosmos } from "./cosmos";
import type { StoredInspection } from "./inspections-repository";

/**
 * The tenant's day summaries (../analytics/summary.ts): one document a day, in the partition of its tenant and
 * year, kept up to date by InspectionsRepository on every write of an inspection and rebuilt from the
 * inspections on demand (scripts/analytics-rebuild.ts). See docs/decisions/analytics.md.
 */
export interface SummaryDayDocument {
  /** yyyy-mm-dd: unique within the tenant's year partition. */
  id: string;
  tenantId: string;
  /** `${tenantId}|${yyyy}` */
  partitionKey: string;
  day: string;
  entries: Record<string, LedgerEntry>;
  cells: SummaryCell[];
  labels: SummaryLabels;
  updatedOn: string;
  _etag?: string;
}

/** What the pages read of a day: its cells and their names (never the ledger). */
export interface SummaryDay {
  day: string;
  cells: SummaryCell[];
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

/** Days updated at once (each is a read and a write of one document). */
const CONCURRENCY = 4;
/** Writers of the same day at the same moment retry (412) this many times before giving up. */
const ATTEMPTS = 12;

export const summaryPartitionKey = (tenantId: string, day: string) => `${tenantId}|${day.slice(0, 4)}`;

const codeOf = (error: unknown) => (error instanceof Error && "code" in error ? error.code : undefined);

export class AnalyticsRepository {
  constructor(private readonly container: Container) {}

  /**
   * Brings the summaries up to date with writes of inspections already made. Idempotent: an inspection's entry
   * is put from what it is now, and an entry is never replaced by an older revision of the same inspection, so
   * running it again, or two writers racing, leaves the same summary.
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
    await eachConcurrently([...byDay], CONCURRENCY, ([day, ops]) =>
      this.updateDay(tenantId, day, [...ops.values()]),
    );
  }

  private async updateDay(tenantId: string, day: string, ops: readonly LedgerOp[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const stored = await this.get(tenantId, day);
      const next = applyOps(stored ?? emptyDay(tenantId, day), ops);
      if (!next) return;
      try {
        await this.write(next, stored?._etag);
        return;
      } catch (error) {
        const code = codeOf(error);
        if ((code !== 412 && code !== 409) || attempt >= ATTEMPTS) throw error;
        // Someone else updated this day meanwhile: read it again and apply ours on top.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  private async get(tenantId: string, day: string): Promise<SummaryDayDocument | undefined> {
    const response = await this.container
      .item(day, summaryPartitionKey(tenantId, day))
      .read<SummaryDayDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /** Creates the day (etag undefined: fails with 409 if someone made it meanwhile) or replaces it under its etag. */
  private async write(doc: SummaryDayDocument, etag: string | undefined): Promise<void> {
    const { _etag, ...body } = { ...doc, updatedOn: new Date().toISOString() };
    const response =
      etag === undefined
        ? await this.container.items.create(body)
        : await this.container
            .item(doc.id, doc.partitionKey)
            .replace(body, { accessCondition: { type: "IfMatch", condition: etag } });
    recordCosmos(response, 0);
  }

  /**
   * The summaries of the days from `from` to `to` that have any (cells and names only: the ledger stays in the
   * database). One document a day, however many inspections it counts.
   */
  async read(tenantId: string, from: string, to: string): Promise<SummaryDay[]> {
    const sameYear = from.slice(0, 4) === to.slice(0, 4);
    const query: SqlQuerySpec = {
      query:
        "SELECT c.day, c.cells, c.labels FROM c WHERE c.tenantId = @tenantId AND c.day >= @from AND c.day <= @to",
      parameters: [
        { name: "@tenantId", value: tenantId },
        { name: "@from", value: from },
        { name: "@to", value: to },
      ],
    };
    const options: FeedOptions = sameYear ? { partitionKey: summaryPartitionKey(tenantId, from) } : {};
    const days: SummaryDay[] = [];
    const iterator = this.container.items.query<SummaryDay>(query, options);
    while (iterator.hasMoreResults()) {
      const page = await iterator.fetchNext();
      recordCosmos(page, page.resources.length);
      days.push(...page.resources);
    }
    return days;
  }

  /** Every day document of the tenant in the range (ledger included), for rebuilding and checking. */
  async readWhole(tenantId: string, from: string, to: string): Promise<Map<string, SummaryDayDocument>> {
    const iterator = this.container.items.query<SummaryDayDocument>({
      query: "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.day >= @from AND c.day <= @to",
      parameters: [
        { name: "@tenantId", value: tenantId },
        { name: "@from", value: from },
        { name: "@to", value: to },
      ],
    });
    const days = new Map<string, SummaryDayDocument>();
    while (iterator.hasMoreResults()) {
      const page = await iterator.fetchNext();
      recordCosmos(page, page.resources.length);
      for (const doc of page.resources) days.set(doc.day, doc);
    }
    return days;
  }

  /**
   * Replaces a day's summary with one made from these inspections (all of that day's), if the stored one is
   * still what was read as `stored` (412 otherwise: a writer got in between, and the caller reads again).
   * Returns whether anything differed.
   */
  async replaceDay(
    tenantId: string,
    day: string,
    inspections: readonly StoredInspection[],
    stored: SummaryDayDocument | undefined,
  ): Promise<boolean> {
    const rebuilt = dayFrom(tenantId, day, inspections);
    const differs = this.differs(tenantId, day, inspections, stored);
    if (differs || (stored && hasTombstones(stored))) await this.write(rebuilt, stored?._etag);
    return differs;
  }

  /** Whether a day's stored summary counts other than these inspections (all of that day's) would. */
  differs(
    tenantId: string,
    day: string,
    inspections: readonly StoredInspection[],
    stored: SummaryDayDocument | undefined,
  ): boolean {
    if (!stored) return inspections.length > 0;
    const rebuilt = dayFrom(tenantId, day, inspections);
    return !sameSummary(stored, rebuilt) || JSON.stringify(stored.cells) !== JSON.stringify(rebuilt.cells);
  }
}

function emptyDay(tenantId: string, day: string): SummaryDayDocument {
  return {
    id: day,
    tenantId,
    partitionKey: summaryPartitionKey(tenantId, day),
    day,
    entries: {},
    cells: [],
    labels: emptyLabels(),
    updatedOn: new Date().toISOString(),
  };
}

/** The day a set of inspections makes, from nothing (a rebuild). */
export function dayFrom(
  tenantId: string,
  day: string,
  inspections: readonly StoredInspection[],
): SummaryDayDocument {
  const doc = emptyDay(tenantId, day);
  for (const inspection of inspections) {
    doc.entries[inspection.id] = entryOf(inspection);
    addLabels(doc.labels, inspection);
  }
  doc.cells = cellsOf(doc.entries);
  return doc;
}

/** The day with the ops applied, or undefined when they change nothing (every entry as recorded already). */
export function applyOps(doc: SummaryDayDocument, ops: readonly LedgerOp[]): SummaryDayDocument | undefined {
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
  return { ...doc, entries, labels, cells: cellsOf(entries) };
}

/** Equal figures: the same live entries (tombstones aside) and so the same cells. */
export function sameSummary(
  a: Pick<SummaryDayDocument, "entries">,
  b: Pick<SummaryDayDocument, "entries">,
): boolean {
  const live = (doc: Pick<SummaryDayDocument, "entries">) =>
    JSON.stringify(
      Object.entries(doc.entries)
        .filter(([, entry]) => !isTombstone(entry))
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  return live(a) === live(b);
}

const hasTombstones = (doc: SummaryDayDocument) => Object.values(doc.entries).some(isTombstone);
