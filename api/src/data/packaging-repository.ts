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
   * Set by a write until the compliance panel's days count it (`previousDay`: the day it was counted on before,
   * if any). The checks' unit of work sets, clears and rolls it forward (../packaging/check-writes.ts).
   */
  summaryPending?: { previousDay: string | null };
  _etag?: string;
}

/** The fields a writer decides; the search text and timestamps are the repository's. */
export type PackagingCheckFields = Omit<
  PackagingCheckDocument,
  "tenantId" | "searchText" | "updatedOn" | "_etag"
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
export interface PanelSource {
  supplier: Ref;
  centreId: string;
  complianceResult: PackagingOutcome["complianceResult"];
  issues: PackagingOutcome["issues"];
}

/**
 * A check as its day's summary counts it, with the time of the write it comes from; or, once it left the day
 * (moved or deleted), the time it left, so that an older write arriving late cannot count it again.
 */
export type DayEntry = (PanelSource & { at: string }) | { at: string; gone: true };

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
 * per supplier and DC (`cells`) — the panel reads a period's cells, not its checks. The panel's projection
 * (../packaging/panel-projection.ts) writes them.
 */
export interface PackagingDayDocument {
  id: string;
  tenantId: string;
  day: string;
  entries: Record<string, DayEntry>;
  cells: Record<string, PanelCell>;
  _etag?: string;
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

export class PackagingRepository {
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

  /** The database's 409 when one with its id exists. */
  async createCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    return createDocument(this.checks, checkDocument(tenantId, fields, now), `packaging check ${fields.id}`);
  }

  /** Creates or replaces a check whatever is stored (a tablet's record is the inspection's own). */
  async upsertCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    return upsertDocument(this.checks, checkDocument(tenantId, fields, now), `packaging check ${fields.id}`);
  }

  /** Stale when changed since `etag` was read (or deleted meanwhile). */
  async replaceCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    etag: string,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    return saveChanged(this.checks, checkDocument(tenantId, fields, now), tenantId, etag, {
      what: `packaging check ${fields.id}`,
      stale: STALE_CHECK,
      now,
      goneIsStale: true,
    });
  }

  /** Writes the check as it is if unchanged since it was read: undefined when changed or deleted meanwhile. */
  async replaceIfUnchanged(check: PackagingCheckDocument): Promise<PackagingCheckDocument | undefined> {
    try {
      return await replaceDocument(this.checks, check, check.tenantId, check._etag ?? "", "packaging check");
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** With `etag`, stale when changed since; one gone already is fine (false: nothing was deleted). */
  async deleteCheck(tenantId: string, id: string, etag?: string): Promise<boolean> {
    try {
      await deleteDocument(this.checks, id, tenantId, etag);
      return true;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return false;
      if (status === 412) throw staleWrite(STALE_CHECK);
      throw error;
    }
  }

  /** Every tenant's checks whose `summaryPending` was written before `before`. */
  summaryPendingSince(before: Date): Promise<PackagingCheckDocument[]> {
    return queryAll<PackagingCheckDocument>(
      this.checks,
      "SELECT * FROM c WHERE IS_DEFINED(c.summaryPending) AND c._ts < @before",
      { before: Math.floor(before.getTime() / 1000) },
    );
  }

  /** A day of the compliance panel. */
  day(tenantId: string, day: string): Promise<PackagingDayDocument | undefined> {
    return readDocument<PackagingDayDocument>(this.days, day, tenantId);
  }

  /** Creates (`etag` undefined) or replaces a day under its etag: false when someone else wrote it meanwhile. */
  async writeDay(doc: PackagingDayDocument, etag: string | undefined): Promise<boolean> {
    try {
      if (etag === undefined) await createDocument(this.days, doc, `the panel day ${doc.day}`);
      else await replaceDocument(this.days, doc, doc.tenantId, etag, `the panel day ${doc.day}`);
      return true;
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 409) return false;
      throw error;
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
    return panelCellsOf(days, filters, scope);
  }
}

/** The cells of these days that the filters and the caller's scope keep. */
export function panelCellsOf(
  days: readonly Pick<PackagingDayDocument, "cells">[],
  filters: PackagingFilters,
  scope: SupplierScope,
): PanelCell[] {
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

/** The check as stored: the writer's fields with the tenant, search text and time of the write. */
export function checkDocument(
  tenantId: string,
  fields: PackagingCheckFields,
  now: Date,
): PackagingCheckDocument {
  return {
    ...fields,
    tenantId,
    searchText: [fields.bookingReference, fields.styleCode, ...fields.poNumbers].join(" ").toLowerCase(),
    updatedOn: now.toISOString(),
  };
}
