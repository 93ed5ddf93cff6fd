import type { NotificationEvent } from "@aql-portal/shared";
import type { Container } from "@azure/cosmos";
import type { AqlStandard, SwitchingEvent, SwitchingLotRecord, SwitchingState } from "@aql-portal/shared";
import { alreadyExists, staleWrite } from "./storage-errors";
import { createDocument, queryAll, readDocument, replaceDocument, statusOf } from "./documents";

type Ref = { id: string; name: string };

/** One class's state for the supplier's next lot, and when it last moved. */
export interface StoredClassSwitching {
  state: SwitchingState;
  /** When the severity last moved (the lot's first finish, or the decision's time); null: never. */
  since: string | null;
}

/**
 * A supplier's switching state (docs/decisions/switching-rules.md): per class, kept up to date by every lot's
 * first finish and every decision. One document per supplier, in its tenant's partition.
 */
export interface SupplierSwitchingDocument {
  /** The supplier's id. */
  id: string;
  tenantId: string;
  supplier: Ref;
  /** How many entries (lots and decisions) the rules have taken: the next one's index. */
  entries: number;
  major: StoredClassSwitching;
  minor: StoredClassSwitching;
  /** The latest lots counted, newest first (a few: the history keeps every move). */
  lots: SwitchingLotRecord[];
  /** The ids of the latest lots counted, newest first: a lot is never counted twice. */
  counted: string[];
  /** Every move and decision, newest first. */
  history: SwitchingEvent[];
  updatedOn: string;
  /** The events a step made that are not yet on the notifications queue (../notifications/events.ts). */
  eventsPending?: NotificationEvent[];
  _etag?: string;
}

/** The tenant's standard for plans and switching: one document per tenant. */
export interface SwitchingStandardDocument {
  id: typeof STANDARD_ID;
  tenantId: string;
  standard: AqlStandard;
  updatedBy: Ref | null;
  updatedOn: string | null;
  _etag?: string;
}

const STANDARD_ID = "switching-standard";

/** The standard a tenant follows until an administrator chooses (ISO 2859-1:1999). */
export const defaultSwitchingStandard = (tenantId: string): SwitchingStandardDocument => ({
  id: STANDARD_ID,
  tenantId,
  standard: "ISO2859-1",
  updatedBy: null,
  updatedOn: null,
});

const STALE_SUPPLIER = "This supplier's switching state was changed meanwhile. Reload it and decide again.";
const STALE_STANDARD = "The standard was changed by someone else. Reload it and choose again.";

export class SwitchingRepository {
  constructor(
    private readonly suppliersContainer: Container,
    private readonly standards: Container,
  ) {}

  supplier(tenantId: string, supplierId: string): Promise<SupplierSwitchingDocument | undefined> {
    return readDocument(this.suppliersContainer, supplierId, tenantId);
  }

  /** Every supplier of the tenant with a state (one whose lots were never counted has none: normal). */
  suppliers(tenantId: string): Promise<SupplierSwitchingDocument[]> {
    return queryAll(
      this.suppliersContainer,
      "SELECT * FROM c WHERE c.tenantId = @tenantId ORDER BY c.supplier.name",
      { tenantId },
    );
  }

  /**
   * Writes a supplier's state: created when `etag` is null (`exists` when someone created it meanwhile), else
   * replaced if unchanged since `etag` was read (`stale` otherwise).
   */
  async saveSupplier(
    doc: SupplierSwitchingDocument,
    etag: string | null,
  ): Promise<SupplierSwitchingDocument> {
    const what = `the switching state of ${doc.supplier.name}`;
    try {
      if (etag === null) return await createDocument(this.suppliersContainer, doc, what);
      return await replaceDocument(this.suppliersContainer, doc, doc.tenantId, etag, what);
    } catch (error) {
      const status = statusOf(error);
      if (status === 409) throw alreadyExists(STALE_SUPPLIER);
      if (status === 412 || status === 404) throw staleWrite(STALE_SUPPLIER);
      throw error;
    }
  }

  async standard(tenantId: string): Promise<SwitchingStandardDocument> {
    return (
      (await readDocument<SwitchingStandardDocument>(this.standards, STANDARD_ID, tenantId)) ??
      defaultSwitchingStandard(tenantId)
    );
  }

  /** Writes the tenant's standard if unchanged since read (`etag` null: none was stored); `stale` otherwise. */
  async saveStandard(
    doc: SwitchingStandardDocument,
    etag: string | null,
  ): Promise<SwitchingStandardDocument> {
    try {
      if (etag === null) return await createDocument(this.standards, doc, "the switching standard");
      return await replaceDocument(this.standards, doc, doc.tenantId, etag, "the switching standard");
    } catch (error) {
      const status = statusOf(error);
      if (status === 409 || status === 412 || status === 404) throw staleWrite(STALE_STANDARD);
      throw error;
    }
  }
}
