import { alreadyExists, staleWrite } from "../data/storage-errors";
import type { SwitchingStore } from "../data/stores";
import {
  defaultSwitchingStandard,
  type SupplierSwitchingDocument,
  type SwitchingStandardDocument,
} from "../data/switching-repository";
import { MemoryDocuments } from "./memory-documents";

/** Suppliers' switching states and the tenant's standard in memory, written as SwitchingRepository writes them. */
export class MemorySwitching implements SwitchingStore {
  private readonly states = new MemoryDocuments<SupplierSwitchingDocument>((doc) => doc.tenantId);
  private readonly standards = new MemoryDocuments<SwitchingStandardDocument>((doc) => doc.tenantId);

  async supplier(tenantId: string, supplierId: string) {
    return this.states.read(tenantId, supplierId);
  }

  async suppliers(tenantId: string) {
    return this.states
      .all()
      .filter((doc) => doc.tenantId === tenantId)
      .sort((a, b) => a.supplier.name.localeCompare(b.supplier.name));
  }

  async saveSupplier(doc: SupplierSwitchingDocument, etag: string | null) {
    const stale = () => staleWrite("This supplier's switching state was changed meanwhile.");
    if (etag !== null) return this.states.replace(doc, etag, stale);
    const created = this.states.create(doc);
    if (!created) throw alreadyExists("This supplier's switching state was changed meanwhile.");
    return created;
  }

  async standard(tenantId: string) {
    return this.standards.read(tenantId, "switching-standard") ?? defaultSwitchingStandard(tenantId);
  }

  async saveStandard(doc: SwitchingStandardDocument, etag: string | null) {
    const stale = () => staleWrite("The standard was changed by someone else.");
    if (etag !== null) return this.standards.replace(doc, etag, stale);
    const created = this.standards.create(doc);
    if (!created) throw stale();
    return created;
  }
}
