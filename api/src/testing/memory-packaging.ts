import {
  DEFAULT_PACKAGING_STANDARD,
  PACKAGING_REPORT_RESULT_FIELD,
  type Page,
  type PackagingReport,
  type PackagingReportQuery,
  type PackagingSortKey,
  type SupplierScope,
} from "@aql-portal/shared";
import {
  checkDocument,
  panelCellsOf,
  type PackagingCheckDocument,
  type PackagingCheckFields,
  type PackagingDayDocument,
  type PackagingFilters,
  type PackagingStandardDocument,
  type PanelCell,
} from "../data/packaging-repository";
import type { PackagingStore } from "../data/stores";
import { alreadyExists, staleWrite } from "../data/storage-errors";
import {
  containsSearch,
  inSupplierScope,
  matches,
  MemoryDocuments,
  pageOf,
  sortedBy,
} from "./memory-documents";

/** The reports' sort keys, as PackagingRepository's SORT_PATHS reads them. */
const SORT_KEYS: Readonly<Record<PackagingSortKey, (check: PackagingCheckDocument) => string>> = {
  checkedOn: (check) => check.checkedOn,
  bookingReference: (check) => check.bookingReference,
  supplier: (check) => check.supplier.name,
  styleCode: (check) => check.styleCode,
  centre: (check) => check.centre.code,
};

const stale = () => staleWrite("This packaging check was changed by someone else.");

/**
 * Packaging checks, the compliance panel's days and the standard in memory (every tenant starts with the
 * product's default standard, as seeding gives it); the reports' lists filtered, sorted and paged as
 * PackagingRepository.list does it.
 */
export class MemoryPackaging implements PackagingStore {
  private readonly checks = new MemoryDocuments<PackagingCheckDocument>((doc) => doc.tenantId);
  private readonly standards = new MemoryDocuments<PackagingStandardDocument>((doc) => doc.tenantId);
  private readonly days = new MemoryDocuments<PackagingDayDocument>((doc) => doc.tenantId);

  async standard(tenantId: string): Promise<PackagingStandardDocument> {
    return (
      this.standards.read(tenantId, "packaging-standard") ??
      this.standards.upsert({
        ...DEFAULT_PACKAGING_STANDARD,
        id: "packaging-standard",
        tenantId,
        updatedBy: null,
        updatedOn: null,
      })
    );
  }

  async replaceStandard(doc: PackagingStandardDocument, etag: string): Promise<PackagingStandardDocument> {
    return this.standards.replace(doc, etag, () => staleWrite("The packaging standard was changed."));
  }

  async getCheck(tenantId: string, id: string): Promise<PackagingCheckDocument | undefined> {
    return this.checks.read(tenantId, id);
  }

  async createCheck(tenantId: string, fields: PackagingCheckFields, now = new Date()) {
    const created = this.checks.create(checkDocument(tenantId, fields, now));
    if (!created) throw alreadyExists(`Packaging check ${fields.id} exists already.`);
    return created;
  }

  async upsertCheck(tenantId: string, fields: PackagingCheckFields, now = new Date()) {
    return this.checks.upsert(checkDocument(tenantId, fields, now));
  }

  async replaceCheck(tenantId: string, fields: PackagingCheckFields, etag: string, now = new Date()) {
    return this.checks.replace(checkDocument(tenantId, fields, now), etag, stale);
  }

  async replaceIfUnchanged(check: PackagingCheckDocument): Promise<PackagingCheckDocument | undefined> {
    // Written over the one read: the check itself, with its ETag.
    return this.checks.writeJob(check, check);
  }

  async deleteCheck(tenantId: string, id: string, etag?: string): Promise<boolean> {
    const current = this.checks.read(tenantId, id);
    if (current) this.checks.delete(tenantId, id, etag ?? current._etag ?? "", stale);
    return current !== undefined;
  }

  /** Written before `before` by the time the write gave it (the database's own write time, `_ts`, there). */
  async summaryPendingSince(before: Date): Promise<PackagingCheckDocument[]> {
    return this.checks
      .all()
      .filter((check) => check.summaryPending !== undefined && check.updatedOn < before.toISOString());
  }

  async day(tenantId: string, day: string): Promise<PackagingDayDocument | undefined> {
    return this.days.read(tenantId, day);
  }

  async writeDay(doc: PackagingDayDocument, etag: string | undefined): Promise<boolean> {
    const expected = etag === undefined ? undefined : { ...doc, _etag: etag };
    return this.days.writeJob(doc, expected) !== undefined;
  }

  async list(
    tenantId: string,
    report: PackagingReport,
    query: PackagingReportQuery & PackagingFilters,
    scope: SupplierScope,
  ): Promise<Page<PackagingCheckDocument>> {
    const found = this.checks
      .all()
      .filter(
        (check) =>
          check.tenantId === tenantId &&
          check.checkedDay >= query.from &&
          check.checkedDay <= query.to &&
          matches(check.supplier.id, query.supplierId) &&
          matches(check.centre.id, query.centreId) &&
          inSupplierScope(check, scope) &&
          matches<string>(check.outcome[PACKAGING_REPORT_RESULT_FIELD[report]], query.result) &&
          containsSearch([check.searchText], query.search),
      );
    return pageOf(sortedBy(found, SORT_KEYS[query.sortKey], query.sortOrder), query);
  }

  async panelCells(tenantId: string, filters: PackagingFilters, scope: SupplierScope): Promise<PanelCell[]> {
    const days = this.days.all().filter((doc) => doc.tenantId === tenantId);
    return panelCellsOf(
      days.filter((doc) => doc.day >= filters.from && doc.day <= filters.to),
      filters,
      scope,
    );
  }
}
