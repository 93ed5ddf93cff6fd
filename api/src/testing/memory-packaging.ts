import { DEFAULT_PACKAGING_STANDARD, type Page } from "@aql-portal/shared";
import {
  checkDocument,
  type PackagingCheckDocument,
  type PackagingCheckFields,
  type PackagingStandardDocument,
  type PanelCell,
} from "../data/packaging-repository";
import type { PackagingStore } from "../data/stores";
import { alreadyExists, staleWrite } from "../data/storage-errors";
import { MemoryDocuments, notHeld } from "./memory-documents";

const stale = () => staleWrite("This packaging check was changed by someone else.");

/**
 * Packaging checks and the standard in memory (every tenant starts with the product's default standard, as
 * seeding gives it); the reports' lists, the panel's day counts and their roll-forward are the database's
 * (notHeld).
 */
export class MemoryPackaging implements PackagingStore {
  private readonly checks = new MemoryDocuments<PackagingCheckDocument>((doc) => doc.tenantId);
  private readonly standards = new MemoryDocuments<PackagingStandardDocument>((doc) => doc.tenantId);

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

  async deleteCheck(tenantId: string, id: string, etag?: string): Promise<void> {
    const current = this.checks.read(tenantId, id);
    if (current) this.checks.delete(tenantId, id, etag ?? current._etag ?? "", stale);
  }

  async list(): Promise<Page<PackagingCheckDocument>> {
    return notHeld("packaging.list");
  }

  async panelCells(): Promise<PanelCell[]> {
    return notHeld("packaging.panelCells");
  }

  async rollForwardSummaries(): Promise<number> {
    return notHeld("packaging.rollForwardSummaries");
  }
}
