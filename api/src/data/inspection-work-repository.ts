import type { Container } from "@azure/cosmos";
import { EMPTY_WORK, messages, type InspectionWork } from "@aql-portal/shared";
import { preconditionFailed } from "../lib/errors";
import { recordCosmos } from "./cosmos";
import type { InspectionKey } from "./inspections-repository";
import type { InspectionWorkStore } from "./stores";

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

const codeOf = (error: unknown) => (error instanceof Error && "code" in error ? error.code : undefined);

export class InspectionWorkRepository implements InspectionWorkStore {
  constructor(private readonly container: Container) {}

  async get(key: InspectionKey): Promise<InspectionWorkDocument | undefined> {
    const response = await this.container.item(key.id, key.partitionKey).read<InspectionWorkDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /** The inspection's record, created empty the first time it starts (an existing one is kept: reopening). */
  async ensure(tenantId: string, key: InspectionKey, now = new Date()): Promise<InspectionWorkDocument> {
    const existing = await this.get(key);
    if (existing) return existing;
    try {
      const response = await this.container.items.create<InspectionWorkDocument>(
        emptyRecord(tenantId, key, now),
      );
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Creating the record of inspection ${key.id} returned nothing`);
      return response.resource;
    } catch (error) {
      // Started twice at once: the other request made it.
      const made = codeOf(error) === 409 ? await this.get(key) : undefined;
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
    const { _etag, ...fields } = doc;
    try {
      const response = await this.container
        .item(doc.id, doc.partitionKey)
        .replace<InspectionWorkDocument>(
          { ...fields, updatedOn: now.toISOString() },
          { accessCondition: { type: "IfMatch", condition: etag } },
        );
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Saving the record of inspection ${doc.id} returned nothing`);
      return response.resource;
    } catch (error) {
      if (codeOf(error) === 412 || codeOf(error) === 404) {
        throw preconditionFailed(messages.inspectionRecordChangedElsewhere);
      }
      throw error;
    }
  }
}
