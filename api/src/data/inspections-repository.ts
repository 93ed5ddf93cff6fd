import type { Container } from "@azure/cosmos";
import type { Inspection, InspectionPlan, InspectionStatus, InspectionType } from "@aql-portal/shared";
import { preconditionFailed } from "../lib/errors";
import { bulkRead, bulkWrite, type BulkWrite } from "./bulk";
import { recordCosmos } from "./cosmos";
import { monthPartitionKey, type UpsertCounts } from "./orders-repository";

interface Ref {
  id: string;
  name: string;
}

/** An inspection of one lot, in the partition of its tenant and delivery month (as its PO lines). */
export interface InspectionDocument {
  id: string;
  tenantId: string;
  /** `${tenantId}|${yyyy-mm}` of the delivery date. */
  partitionKey: string;
  status: InspectionStatus;
  result: Inspection["result"];
  type: InspectionType;
  centre: Ref;
  supplier: Ref;
  factory: Ref;
  product: Inspection["product"];
  productCategory: { code: string; name: string };
  colour: { code: string; name: string };
  seasonCode: string;
  poNumbers: string[];
  /** yyyy-mm-dd */
  deliveryDate: string;
  cartons: number | null;
  plan: InspectionPlan;
  createdOn: string;
  updatedOn: string;
  _etag?: string;
}

/** What a writer decides (the id included); tenant, partition and timestamps are the repository's. */
export type InspectionFields = Omit<
  InspectionDocument,
  "tenantId" | "partitionKey" | "createdOn" | "updatedOn" | "_etag"
>;

/** Where an inspection lives: its id and the partition of its delivery month. */
export interface InspectionKey {
  id: string;
  partitionKey: string;
}

export function toApiInspection(doc: InspectionDocument): Inspection {
  const { tenantId: _tenant, partitionKey: _partition, _etag, ...inspection } = doc;
  return { ...inspection, etag: _etag ?? "" };
}

export function inspectionPartitionKey(tenantId: string, deliveryDate: string): string {
  return monthPartitionKey(tenantId, deliveryDate);
}

function sameContent(a: InspectionFields, b: InspectionFields): boolean {
  const pick = (i: InspectionFields) =>
    JSON.stringify([
      i.id,
      i.status,
      i.result,
      i.type,
      i.centre,
      i.supplier,
      i.factory,
      i.product,
      i.productCategory,
      i.colour,
      i.seasonCode,
      i.poNumbers,
      i.deliveryDate,
      i.cartons,
      i.plan,
    ]);
  return pick(a) === pick(b);
}

export class InspectionsRepository {
  constructor(private readonly container: Container) {}

  async get(key: InspectionKey): Promise<InspectionDocument | undefined> {
    const response = await this.container.item(key.id, key.partitionKey).read<InspectionDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /** The inspections with these keys, point-read in bulk (those not found are left out). */
  async getMany(keys: readonly InspectionKey[]): Promise<Map<string, InspectionDocument>> {
    const found = await bulkRead<InspectionDocument>(this.container, keys);
    return new Map(found.map((doc) => [doc.id, doc]));
  }

  /** Writes a changed inspection if nobody changed it since `etag` was read (412 otherwise). */
  async replace(doc: InspectionDocument, etag: string, now = new Date()): Promise<InspectionDocument> {
    const { _etag, ...fields } = doc;
    try {
      const response = await this.container
        .item(doc.id, doc.partitionKey)
        .replace<InspectionDocument>(
          { ...fields, updatedOn: now.toISOString() },
          { accessCondition: { type: "IfMatch", condition: etag } },
        );
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Replacing inspection ${doc.id} returned no document`);
      return response.resource;
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === 412) {
        throw preconditionFailed("This inspection was changed by someone else. Reload and try again.");
      }
      throw error;
    }
  }

  /**
   * Creates or updates inspections (imports), leaving those whose content is unchanged untouched. `stored` is
   * what getMany returned for them; changed ones are replaced under their ETag, so a planner's change made
   * meanwhile is never overwritten (the import fails with 409 and can simply be run again).
   */
  async upsertMany(
    tenantId: string,
    incoming: readonly InspectionFields[],
    stored: ReadonlyMap<string, InspectionDocument>,
    now = new Date(),
  ): Promise<UpsertCounts & { documents: Map<string, InspectionDocument> }> {
    const timestamp = now.toISOString();
    const writes: BulkWrite<InspectionDocument>[] = [];
    const documents = new Map<string, InspectionDocument>();
    const counts: UpsertCounts = { created: 0, updated: 0, unchanged: 0 };
    for (const fields of incoming) {
      const partitionKey = inspectionPartitionKey(tenantId, fields.deliveryDate);
      const current = stored.get(fields.id);
      if (current && sameContent(current, fields)) {
        counts.unchanged++;
        documents.set(current.id, current);
        continue;
      }
      if (current && current.partitionKey !== partitionKey) {
        // The id is derived from the delivery date, so the month cannot differ: a broken invariant, not input.
        throw new Error(
          `Inspection ${fields.id} cannot move from ${current.partitionKey} to ${partitionKey}`,
        );
      }
      const document: InspectionDocument = current
        ? { ...current, ...fields, updatedOn: timestamp }
        : { ...fields, tenantId, partitionKey, createdOn: timestamp, updatedOn: timestamp };
      documents.set(document.id, document);
      if (current) {
        counts.updated++;
        writes.push({ kind: "replace", document, partitionKey, etag: current._etag ?? "" });
      } else {
        counts.created++;
        writes.push({ kind: "create", document, partitionKey });
      }
    }
    const etags = await bulkWrite(this.container, writes, (id) => `Inspection ${id}`);
    for (const [id, etag] of etags) {
      const document = documents.get(id);
      if (document) documents.set(id, { ...document, _etag: etag });
    }
    return { ...counts, documents };
  }

  /** Deletes inspections under the ETags they were read with. */
  async deleteMany(docs: readonly InspectionDocument[]): Promise<void> {
    await bulkWrite<InspectionDocument>(
      this.container,
      docs.map((doc) => ({
        kind: "delete",
        id: doc.id,
        partitionKey: doc.partitionKey,
        etag: doc._etag ?? "",
      })),
      (id) => `Inspection ${id}`,
    );
  }
}
