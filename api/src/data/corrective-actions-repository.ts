import type { Container } from "@azure/cosmos";
import {
  DEFAULT_CAR_SETTINGS,
  type CarDefect,
  type CarEvent,
  type CarPackagingCheck,
  type CarSettings,
  type CarStatus,
  type NotificationEvent,
  type RootCause,
} from "@aql-portal/shared";
import { alreadyExists, staleWrite } from "./storage-errors";
import { createDocument, queryAll, readDocument, replaceDocument, statusOf } from "./documents";

type Ref = { id: string; name: string };

/** A file the supplier sent as evidence for its answer (blob storage, `evidence` container). */
export interface CarEvidence {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  blobName: string;
  uploadedBy: Ref;
  uploadedOn: string;
}

/** A supplier's answer to a CAR (the latest; earlier ones are in the history's comments). */
export interface CarAnswer {
  rootCause: RootCause;
  rootCauseText: string;
  correctiveAction: string;
  correctiveBy: string;
  preventiveAction: string;
  preventiveBy: string;
  evidenceIds: string[];
  by: Ref;
  at: string;
}

/**
 * A corrective action request (docs/decisions/corrective-actions.md): the failed lots of one supplier and style it
 * is about, the defects picked from them, what is asked and by when, the supplier's answer and evidence, the
 * verification at the next inspection, and every move. One document per CAR, in the tenant's partition.
 */
export interface CarDocument {
  id: string;
  tenantId: string;
  /** CAR-0042: numbered in the tenant's order of raising. */
  number: number;
  supplier: Ref;
  styleCode: string;
  inspections: { id: string; number: string }[];
  defects: CarDefect[];
  /** DC packaging checks the CAR is about (absent on CARs raised before checks could be). */
  packagingChecks?: CarPackagingCheck[];
  request: string;
  dueDate: string;
  owner: Ref;
  verificationRequired: boolean;
  status: CarStatus;
  answer: CarAnswer | null;
  evidence: CarEvidence[];
  verification: { inspectionId: string; recurred: boolean; by: Ref; at: string } | null;
  history: CarEvent[];
  raisedOn: string;
  updatedOn: string;
  /** When it reached verified or closed (null while it is not done). */
  doneOn: string | null;
  /** The events a write made that are not yet on the notifications queue (../notifications/events.ts). */
  eventsPending?: NotificationEvent[];
  _etag?: string;
}

/** The tenant's CAR numbering: one document per tenant, the last number given. */
interface CarCounterDocument {
  id: typeof COUNTER_ID;
  tenantId: string;
  last: number;
  _etag?: string;
}

const COUNTER_ID = "car-counter";
const STALE = "This corrective action request was changed by someone else. Reload it and try again.";

export interface CarFilters {
  supplierId?: string | undefined;
  status?: CarStatus | undefined;
  styleCode?: string | undefined;
  /** CARs raised on this inspection or verified at it. */
  inspectionId?: string | undefined;
  /** Only those not done, or done (verified or closed) on this day (yyyy-mm-dd) or later. */
  openOrDoneSince?: string | undefined;
}

/** The tenant's CAR settings, one document beside its CARs. */
interface CarSettingsDocument extends CarSettings {
  id: typeof SETTINGS_ID;
  tenantId: string;
}

const SETTINGS_ID = "car-settings";

/** Whether a CAR names `inspectionId`: raised on it, or verified at it (CarFilters.inspectionId). */
export const carNamesInspection = (car: CarDocument, inspectionId: string): boolean =>
  car.inspections.some((lot) => lot.id === inspectionId) || car.verification?.inspectionId === inspectionId;

export class CorrectiveActionsRepository {
  constructor(private readonly container: Container) {}

  get(tenantId: string, id: string): Promise<CarDocument | undefined> {
    return readDocument(this.container, id, tenantId);
  }

  /** The tenant's CARs (one supplier's, in one state, of one style, as asked), newest first. */
  list(tenantId: string, filters: CarFilters = {}): Promise<CarDocument[]> {
    const clauses = ["c.tenantId = @tenantId", "IS_DEFINED(c.number)"];
    const parameters: Record<string, string> = { tenantId };
    if (filters.supplierId) {
      clauses.push("c.supplier.id = @supplierId");
      parameters.supplierId = filters.supplierId;
    }
    if (filters.status) {
      clauses.push("c.status = @status");
      parameters.status = filters.status;
    }
    if (filters.styleCode) {
      clauses.push("c.styleCode = @styleCode");
      parameters.styleCode = filters.styleCode;
    }
    if (filters.inspectionId) {
      clauses.push(
        "(EXISTS(SELECT VALUE i FROM i IN c.inspections WHERE i.id = @inspectionId) OR c.verification.inspectionId = @inspectionId)",
      );
      parameters.inspectionId = filters.inspectionId;
    }
    if (filters.openOrDoneSince) {
      clauses.push("(IS_NULL(c.doneOn) OR c.doneOn >= @since)");
      parameters.since = filters.openOrDoneSince;
    }
    return queryAll(
      this.container,
      `SELECT * FROM c WHERE ${clauses.join(" AND ")} ORDER BY c.number DESC`,
      parameters,
    );
  }

  /** The next number of the tenant's CARs, taken under the counter's ETag (retried when two raise at once). */
  async nextNumber(tenantId: string): Promise<number> {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const counter = await readDocument<CarCounterDocument>(this.container, COUNTER_ID, tenantId);
      const next: CarCounterDocument = { id: COUNTER_ID, tenantId, last: (counter?.last ?? 0) + 1 };
      try {
        if (counter)
          await replaceDocument(this.container, next, tenantId, counter._etag ?? "", "the CAR counter");
        else await createDocument(this.container, next, "the CAR counter");
        return next.last;
      } catch (error) {
        const status = statusOf(error);
        if (status !== 409 && status !== 412) throw error;
      }
    }
    throw staleWrite("Others kept raising corrective action requests at the same moment: try again.");
  }

  async settings(tenantId: string): Promise<CarSettings> {
    const stored = await readDocument<CarSettingsDocument>(this.container, SETTINGS_ID, tenantId);
    return stored ? { dueDays: stored.dueDays } : DEFAULT_CAR_SETTINGS;
  }

  async saveSettings(tenantId: string, settings: CarSettings): Promise<CarSettings> {
    const doc: CarSettingsDocument = { id: SETTINGS_ID, tenantId, ...settings };
    await this.container.items.upsert(doc);
    return settings;
  }

  /** `exists` when one with its id is there already. */
  async create(doc: CarDocument): Promise<CarDocument> {
    try {
      return await createDocument(this.container, doc, `CAR ${doc.number}`);
    } catch (error) {
      if (statusOf(error) === 409) throw alreadyExists(`CAR ${doc.number} exists already.`);
      throw error;
    }
  }

  /** Every tenant's CARs whose write left events unpublished before `before` (the roll-forward timer's read). */
  eventsPendingSince(before: Date): Promise<CarDocument[]> {
    return queryAll(this.container, "SELECT * FROM c WHERE IS_DEFINED(c.eventsPending) AND c._ts < @before", {
      before: Math.floor(before.getTime() / 1000),
    });
  }

  /** `stale` when changed since `etag` was read. */
  async replace(doc: CarDocument, etag: string): Promise<CarDocument> {
    try {
      return await replaceDocument(this.container, doc, doc.tenantId, etag, `CAR ${doc.number}`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 412 || status === 404) throw staleWrite(STALE);
      throw error;
    }
  }
}
