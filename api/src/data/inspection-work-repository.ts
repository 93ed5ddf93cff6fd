import type { Container } from "@azure/cosmos";
import { EMPTY_WORK, messages, type InspectionWork } from "@aql-portal/shared";
import { createDocument, readDocument, saveChanged, statusOf } from "./documents";
import type { InspectionKey } from "./inspections-repository";

/** What inspectors recorded on one inspection; its id and partition are the inspection's. */
export interface InspectionWorkDocument extends InspectionWork {
  id: string;
  tenantId: string;
  partitionKey: string;
  updatedOn: string;
  updatedBy: { id: string; name: string } | null;
  _etag?: string;
}

/** The record of an inspection nobody has recorded anything on yet (made when it first starts). */
export function emptyRecord(tenantId: string, key: InspectionKey, now: Date): InspectionWorkDocument {
  return {
    ...EMPTY_WORK,
    id: key.id,
    tenantId,
    partitionKey: key.partitionKey,
    updatedOn: now.toISOString(),
    updatedBy: null,
  };
}

export class InspectionWorkRepository {
  constructor(private readonly container: Container) {}

  get(key: InspectionKey): Promise<InspectionWorkDocument | undefined> {
    return readDocument(this.container, key.id, key.partitionKey);
  }

  /** The inspection's record, created empty the first time it starts (an existing one is kept: reopening). */
  async ensure(tenantId: string, key: InspectionKey, now = new Date()): Promise<InspectionWorkDocument> {
    const existing = await this.get(key);
    if (existing) return existing;
    try {
      return await createDocument(
        this.container,
        emptyRecord(tenantId, key, now),
        `the record of inspection ${key.id}`,
      );
    } catch (error) {
      // Started twice at once: the other request made it.
      const made = statusOf(error) === 409 ? await this.get(key) : undefined;
      if (made) return made;
      throw error;
    }
  }

  /** Replaces the record if nobody saved it since `etag` was read (412 otherwise). */
  async replace(
    doc: InspectionWorkDocument,
    etag: string,
    now = new Date(),
  ): Promise<InspectionWorkDocument> {
    return saveChanged(this.container, doc, doc.partitionKey, etag, {
      what: `the record of inspection ${doc.id}`,
      stale: messages.inspectionRecordChangedElsewhere,
      now,
      goneIsStale: true,
    });
  }
}
