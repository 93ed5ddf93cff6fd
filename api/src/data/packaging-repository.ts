import type { Container, JSONValue } from "@azure/cosmos";
import {
  DEFAULT_PACKAGING_STANDARD,
  PACKAGING_REPORT_RESULT_FIELD,
  type Page,
  type PackagingCheck,
  type PackagingChecks,
  type PackagingIssue,
  type PackagingOutcome,
  type PackagingReport,
  type PackagingReportQuery,
  type PackagingSortKey,
  type PackagingSource,
  type PackagingStandard,
  type PackagingStandardInput,
  type SupplierScope,
} from "@aql-portal/shared";
import { staleWrite } from "./storage-errors";
import { fetchPage } from "./continuation";
import {
  addFilters,
  createDocument,
  deleteDocument,
  queryAll,
  readDocument,
  replaceDocument,
  saveChanged,
  statusOf,
  upsertDocument,
  type Filter,
} from "./documents";
import type { PackagingStore } from "./stores";

type Ref = { id: string; name: string };

/** A packaging check (docs/decisions/packaging.md), in its tenant's partition. */
export interface PackagingCheckDocument {
  id: string;
  tenantId: string;
  centre: Ref & { code: string };
  bookingReference: string;
  supplier: Ref;
  styleCode: string;
  styleName: string;
  colour: string;
  poNumbers: string[];
  orderIds: string[];
  poQuantity: number;
  checks: PackagingChecks;
  outcome: PackagingOutcome;
  source: PackagingSource;
  checkedBy: Ref;
  checkedOn: string;
  checkedDay: string;
  /** Booking reference, style code and PO numbers in lower case: what the reports' search looks in. */
  searchText: string;
  updatedOn: string;
  /**
   * Set by a write until the day summaries count it (`previousDay`: the day it was counted on before, if any):
   * a process that stops in between leaves it, and the roll-forward timer completes the count.
   */
  summaryPending?: { previousDay: string | null };
  _etag?: string;
}

/** The fields a writer decides; the search text and timestamps are the repository's. */
export type PackagingCheckFields = Omit<
  PackagingCheckDocument,
  "tenantId" | "searchText" | "updatedOn" | "summaryPending" | "_etag"
>;

/** The tenant's packaging standard: one document per tenant. */
export interface PackagingStandardDocument extends PackagingStandardInput {
  id: typeof STANDARD_ID;
  tenantId: string;
  updatedBy: Ref | null;
  updatedOn: string | null;
  _etag?: string;
}

const STANDARD_ID = "packaging-standard";

/** Who sees which checks: suppliers their own supplier's, everyone else with packaging:read the tenant's. */

/** A check's day range and who and where: what the reports and the compliance panel filter on. */
export interface PackagingFilters {
  from: string;
  to: string;
  supplierId?: string | undefined;
  centreId?: string | undefined;
}

/** What the compliance panel counts of each check. */
interface PanelSource {
  supplier: Ref;
  centreId: string;
  complianceResult: PackagingOutcome["complianceResult"];
  issues: PackagingOutcome["issues"];
}

/** A check as its day's summary counts it, with the time of the write it comes from. */
interface DayEntry extends PanelSource {
  at: string;
}

/** The panel's counts of one supplier's checks at one DC on one day. */
export interface PanelCell {
  supplier: Ref;
  centreId: string;
  compliant: number;
  nonCompliant: number;
  pending: number;
  issues: Partial<Record<PackagingIssue, number>>;
}

/**
 * The checks of one tenant and day as the compliance panel counts them: by check id (`entries`), and counted
 * per supplier and DC (`cells`, made from the entries at every write) — the panel reads a period's cells, not
 * its checks. An entry is put or removed only by a write at least as recent as the one that made it, so writes
 * applied out of order, twice, or rolled forward leave the same day.
 */
export interface PackagingDayDocument {
  id: string;
  tenantId: string;
  day: string;
  entries: Record<string, DayEntry>;
  cells: Record<string, PanelCell>;
  _etag?: string;
}

/** A day's counts per supplier and DC, from its entries. */
function cellsOf(entries: Readonly<Record<string, DayEntry>>): Record<string, PanelCell> {
  const cells: Record<string, PanelCell> = {};
  for (const entry of Object.values(entries)) {
    const key = `${entry.supplier.id}|${entry.centreId}`;
    const cell = (cells[key] ??= {
      supplier: entry.supplier,
      centreId: entry.centreId,
      compliant: 0,
      nonCompliant: 0,
      pending: 0,
      issues: {},
    });
    if (entry.complianceResult === "Compliant") cell.compliant += 1;
    else if (entry.complianceResult === "Non-compliant") cell.nonCompliant += 1;
    else cell.pending += 1;
    for (const issue of entry.issues) cell.issues[issue] = (cell.issues[issue] ?? 0) + 1;
  }
  return cells;
}

/** A change to the days: the check's entry put on its day, and (moved or deleted) gone from another. */
interface DayOp {
  day: string;
  id: string;
  at: string;
  entry: PanelSource | null;
}

/** Writers of the same day at the same moment retry (412, 409) this many times before giving up. */
const ATTEMPTS = 12;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

const entryOf = (check: PackagingCheckDocument): PanelSource => ({
  supplier: check.supplier,
  centreId: check.centre.id,
  complianceResult: check.outcome.complianceResult,
  issues: check.outcome.issues,
});

/** The days of checks written at once (the bench's bulk load, a rebuild): what the writes would have made. */
export function dayDocuments(
  tenantId: string,
  checks: readonly PackagingCheckDocument[],
): PackagingDayDocument[] {
  const days = new Map<string, PackagingDayDocument>();
  for (const check of checks) {
    const day = days.get(check.checkedDay) ?? {
      id: check.checkedDay,
      tenantId,
      day: check.checkedDay,
      entries: {},
      cells: {},
    };
    day.entries[check.id] = { ...entryOf(check), at: check.updatedOn };
    days.set(day.day, day);
  }
  return [...days.values()].map((day) => ({ ...day, cells: cellsOf(day.entries) }));
}

const SORT_PATHS: Readonly<Record<PackagingSortKey, string>> = {
  checkedOn: "c.checkedOn",
  bookingReference: "c.bookingReference",
  supplier: "c.supplier.name",
  styleCode: "c.styleCode",
  centre: "c.centre.code",
};

export function toApiPackagingCheck(doc: PackagingCheckDocument): PackagingCheck {
  return {
    id: doc.id,
    centre: doc.centre,
    bookingReference: doc.bookingReference,
    supplier: doc.supplier,
    styleCode: doc.styleCode,
    styleName: doc.styleName,
    colour: doc.colour,
    poNumbers: doc.poNumbers,
    orderIds: doc.orderIds,
    poQuantity: doc.poQuantity,
    checks: doc.checks,
    outcome: doc.outcome,
    source: doc.source,
    checkedBy: doc.checkedBy,
    checkedOn: doc.checkedOn,
    checkedDay: doc.checkedDay,
    etag: doc._etag ?? "",
  };
}

export function toApiPackagingStandard(doc: PackagingStandardDocument): PackagingStandard {
  return {
    quantityTolerancePercent: doc.quantityTolerancePercent,
    paperTapeRequired: doc.paperTapeRequired,
    maxCarton: doc.maxCarton,
    standardBoxes: doc.standardBoxes,
    boxToleranceCm: doc.boxToleranceCm,
    standardBoxRequired: doc.standardBoxRequired,
    minFillPercent: doc.minFillPercent,
    updatedBy: doc.updatedBy,
    updatedOn: doc.updatedOn,
    etag: doc._etag ?? "",
  };
}

const STALE_CHECK = "This packaging check was changed by someone else. Reload it and make your change again.";
const STALE_STANDARD =
  "The packaging standard was changed by someone else. Reload it and make your change again.";

export class PackagingRepository implements PackagingStore {
  constructor(
    private readonly checks: Container,
    private readonly standards: Container,
    private readonly days: Container,
  ) {}

  /** The tenant's standard: the one seeded (seedTenant) or saved since; the default where none is stored yet. */
  async standard(tenantId: string): Promise<PackagingStandardDocument> {
    return (
      (await readDocument<PackagingStandardDocument>(this.standards, STANDARD_ID, tenantId)) ??
      defaultStandard(tenantId)
    );
  }

  /** Writes the product's default standard for a tenant that has none (seeding); one there already stays. */
  async seedStandard(tenantId: string): Promise<void> {
    try {
      await createDocument(
        this.standards,
        defaultStandard(tenantId),
        `the packaging standard of ${tenantId}`,
      );
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
    }
  }

  async replaceStandard(doc: PackagingStandardDocument, etag: string): Promise<PackagingStandardDocument> {
    try {
      return await replaceDocument(this.standards, doc, doc.tenantId, etag, `the packaging standard`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 412 || status === 404) throw staleWrite(STALE_STANDARD);
      throw error;
    }
  }

  getCheck(tenantId: string, id: string): Promise<PackagingCheckDocument | undefined> {
    return readDocument(this.checks, id, tenantId);
  }

  async createCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    const created = await createDocument(
      this.checks,
      checkDocument(tenantId, fields, now, { previousDay: null }),
      `packaging check ${fields.id}`,
    );
    return this.counted(created);
  }

  /** Creates or replaces a check whatever is stored (a tablet's record is the inspection's own). */
  async upsertCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    const previous = await this.getCheck(tenantId, fields.id);
    const saved = await upsertDocument(
      this.checks,
      checkDocument(tenantId, fields, now, pendingAfter(previous)),
      `packaging check ${fields.id}`,
    );
    return this.counted(saved);
  }

  /** 412 when changed since `etag` was read (or deleted meanwhile). */
  async replaceCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    etag: string,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    const previous = await this.getCheck(tenantId, fields.id);
    const saved = await saveChanged(
      this.checks,
      checkDocument(tenantId, fields, now, pendingAfter(previous)),
      tenantId,
      etag,
      { what: `packaging check ${fields.id}`, stale: STALE_CHECK, now, goneIsStale: true },
    );
    return this.counted(saved);
  }

  /** With `etag`, 412 when changed since; one gone already is fine. */
  async deleteCheck(tenantId: string, id: string, etag?: string): Promise<void> {
    const current = await this.getCheck(tenantId, id);
    if (!current) return;
    try {
      await deleteDocument(this.checks, id, tenantId, etag);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return;
      if (status === 412) throw staleWrite(STALE_CHECK);
      throw error;
    }
    const at = new Date().toISOString();
    await this.updateDays(
      tenantId,
      [...new Set([current.checkedDay, current.summaryPending?.previousDay ?? current.checkedDay])].map(
        (day) => ({ day, id, at, entry: null }),
      ),
    );
  }

  /**
   * Completes the day counts of writes whose process stopped before confirming them (`summaryPending` older
   * than `before`), and clears the flag: every tenant's, from the roll-forward timer. Returns how many.
   */
  async rollForwardSummaries(before: Date): Promise<number> {
    const pending = await queryAll<PackagingCheckDocument>(
      this.checks,
      "SELECT * FROM c WHERE IS_DEFINED(c.summaryPending) AND c._ts < @before",
      { before: Math.floor(before.getTime() / 1000) },
    );
    for (const check of pending) await this.counted(check);
    return pending.length;
  }

  /** Counts a written check on its day (and no longer on the day it left), then clears its pending flag. */
  private async counted(saved: PackagingCheckDocument): Promise<PackagingCheckDocument> {
    const previousDay = saved.summaryPending?.previousDay ?? null;
    const ops: DayOp[] = [
      { day: saved.checkedDay, id: saved.id, at: saved.updatedOn, entry: entryOf(saved) },
    ];
    if (previousDay !== null && previousDay !== saved.checkedDay) {
      ops.push({ day: previousDay, id: saved.id, at: saved.updatedOn, entry: null });
    }
    await this.updateDays(saved.tenantId, ops);
    const { summaryPending: _counted, ...document } = saved;
    try {
      return await replaceDocument(
        this.checks,
        document,
        saved.tenantId,
        saved._etag ?? "",
        "packaging check",
      );
    } catch (error) {
      // Written again meanwhile: that write carries its own flag and clears it itself.
      if (statusOf(error) === 412 || statusOf(error) === 404) return saved;
      throw error;
    }
  }

  private async updateDays(tenantId: string, ops: readonly DayOp[]): Promise<void> {
    for (const op of ops) {
      for (let attempt = 1; ; attempt++) {
        const stored = await readDocument<PackagingDayDocument>(this.days, op.day, tenantId);
        const current = stored ?? { id: op.day, tenantId, day: op.day, entries: {}, cells: {} };
        const existing = current.entries[op.id];
        if (existing && existing.at > op.at) break; // a later write of the check has counted it already
        const entries = { ...current.entries };
        if (op.entry) entries[op.id] = { ...op.entry, at: op.at };
        else delete entries[op.id];
        try {
          if (stored)
            await replaceDocument(
              this.days,
              { ...current, entries, cells: cellsOf(entries) },
              tenantId,
              stored._etag ?? "",
              "day",
            );
          else await createDocument(this.days, { ...current, entries, cells: cellsOf(entries) }, "day");
          break;
        } catch (error) {
          const status = statusOf(error);
          if ((status !== 412 && status !== 409) || attempt >= ATTEMPTS) throw error;
          await pause(attempt);
        }
      }
    }
  }

  /** One page of a report: the checks of the period that match, sorted, within the caller's scope. */
  list(
    tenantId: string,
    report: PackagingReport,
    query: PackagingReportQuery & PackagingFilters,
    scope: SupplierScope,
  ): Promise<Page<PackagingCheckDocument>> {
    const { where, parameters } = filtered(tenantId, query, scope, [
      [`c.outcome.${PACKAGING_REPORT_RESULT_FIELD[report]} = @result`, "result", query.result],
      ["CONTAINS(c.searchText, @search)", "search", query.search?.toLowerCase()],
    ]);
    const order = query.sortOrder === 1 ? "ASC" : "DESC";
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY ${SORT_PATHS[query.sortKey]} ${order}, c.id ${order}`;
    return fetchPage<PackagingCheckDocument>(this.checks, { sql, parameters }, query, tenantId);
  }

  /** The panel's counts of the period, per day, supplier and DC (one document a day, whatever the checks). */
  async panelCells(tenantId: string, filters: PackagingFilters, scope: SupplierScope): Promise<PanelCell[]> {
    const days = await queryAll<Pick<PackagingDayDocument, "cells">>(
      this.days,
      "SELECT c.cells FROM c WHERE c.tenantId = @tenantId AND c.day >= @from AND c.day <= @to",
      { tenantId, from: filters.from, to: filters.to },
      { partitionKey: tenantId },
    );
    const supplierId = scope.kind === "supplier" ? scope.supplierId : undefined;
    return days
      .flatMap((day) => Object.values(day.cells))
      .filter(
        (cell) =>
          (!filters.supplierId || cell.supplier.id === filters.supplierId) &&
          (!supplierId || cell.supplier.id === supplierId) &&
          (!filters.centreId || cell.centreId === filters.centreId),
      );
  }
}

const defaultStandard = (tenantId: string): PackagingStandardDocument => ({
  ...DEFAULT_PACKAGING_STANDARD,
  id: STANDARD_ID,
  tenantId,
  updatedBy: null,
  updatedOn: null,
});

function filtered(
  tenantId: string,
  filters: PackagingFilters,
  scope: SupplierScope,
  more: readonly Filter[],
): { where: string[]; parameters: Record<string, JSONValue> } {
  const where = ["c.tenantId = @tenantId", "c.checkedDay >= @from", "c.checkedDay <= @to"];
  const parameters: Record<string, JSONValue> = { tenantId, from: filters.from, to: filters.to };
  addFilters(
    [
      ["c.supplier.id = @supplierId", "supplierId", filters.supplierId],
      ["c.centre.id = @centreId", "centreId", filters.centreId],
      [
        "c.supplier.id = @scopeSupplierId",
        "scopeSupplierId",
        scope.kind === "supplier" ? scope.supplierId : undefined,
      ],
      ...more,
    ],
    where,
    parameters,
  );
  return { where, parameters };
}

/** Where a write finds the check counted: on the day a pending write left it, else on its own day. */
const pendingAfter = (previous: PackagingCheckDocument | undefined) => ({
  previousDay: previous ? (previous.summaryPending?.previousDay ?? previous.checkedDay) : null,
});

export function checkDocument(
  tenantId: string,
  fields: PackagingCheckFields,
  now: Date,
  summaryPending?: PackagingCheckDocument["summaryPending"],
): PackagingCheckDocument {
  return {
    ...fields,
    tenantId,
    searchText: [fields.bookingReference, fields.styleCode, ...fields.poNumbers].join(" ").toLowerCase(),
    updatedOn: now.toISOString(),
    ...(summaryPending ? { summaryPending } : {}),
  };
}
