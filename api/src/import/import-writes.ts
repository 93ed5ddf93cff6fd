import type { PlanSeverities } from "@aql-portal/shared";
import type { BulkWrite, Upsert, UpsertCounts } from "../data/bulk";
import {
  completeInspection,
  inspectionPartitionKey,
  sameInspection,
  type InspectionDocument,
  type InspectionFields,
  type InspectionImportWrites,
  type StoredInspection,
} from "../data/inspections-repository";
import { monthPartitionKey, orderId, type OrderDocument, type OrderFields } from "../data/orders-repository";
import { productDocument, type ProductDocument, type ProductFields } from "../data/products-repository";
import { withPlan } from "../inspections/sampling-plan";

/**
 * What an import writes, decided before anything is written, from what the file says and what is stored (what
 * the repositories' getMany returned): the same file imported twice writes nothing the second time. The
 * repositories make the writes.
 */

/** How one kind of document is upserted: where the fields go, what counts as a change, what is written. */
interface UpsertRule<F, D> {
  /** The id and partition the fields are stored under. */
  keyOf(fields: F): { id: string; partitionKey: string };
  /** The partition a stored document is in. */
  partitionOf(current: D): string;
  /** Whether the fields would change nothing a user sees of the stored document. */
  same(current: D, fields: F): boolean;
  /** The document for fields stored nowhere yet, or the stored one changed by them. */
  document(fields: F, key: { id: string; partitionKey: string }, current: D | undefined): D;
}

/**
 * An import's writes to one kind of document, by the rule a tenant and the moment of writing make: creates and
 * updates, leaving unchanged documents untouched. A changed one is replaced under the ETag it was read with, so
 * a change made meanwhile is never overwritten; one whose partition changed is created in the new one and
 * deleted from the old.
 */
const upsertBy =
  <F, D extends { id: string; _etag?: string }>(
    ruleFor: (tenantId: string, timestamp: string) => UpsertRule<F, D>,
  ) =>
  (tenantId: string, incoming: readonly F[], stored: ReadonlyMap<string, D>, now = new Date()): Upsert<D> =>
    upsertOf(incoming, stored, ruleFor(tenantId, now.toISOString()));

function upsertOf<F, D extends { id: string; _etag?: string }>(
  incoming: readonly F[],
  stored: ReadonlyMap<string, D>,
  rule: UpsertRule<F, D>,
): Upsert<D> {
  const writes: BulkWrite<D>[] = [];
  const moved: BulkWrite<D>[] = [];
  const counts: UpsertCounts = { created: 0, updated: 0, unchanged: 0 };
  for (const fields of incoming) {
    const key = rule.keyOf(fields);
    const current = stored.get(key.id);
    if (current && rule.same(current, fields)) {
      counts.unchanged++;
      continue;
    }
    const document = rule.document(fields, key, current);
    const { partitionKey } = key;
    if (!current) {
      counts.created++;
      writes.push({ kind: "create", document, partitionKey });
    } else if (rule.partitionOf(current) === partitionKey) {
      counts.updated++;
      writes.push({ kind: "replace", document, partitionKey, etag: current._etag ?? "" });
    } else {
      counts.updated++;
      writes.push({ kind: "create", document: { ...document, _etag: undefined }, partitionKey });
      const from = rule.partitionOf(current);
      moved.push({ kind: "delete", id: key.id, partitionKey: from, etag: current._etag ?? "" });
    }
  }
  return { counts, writes, moved };
}

/** Styles: the file's fields over the stored style (its size chart, say, stays). */
export const prepareProductUpsert = upsertBy<ProductFields, ProductDocument>((tenantId, timestamp) => ({
  keyOf: (fields) => ({ id: fields.styleCode, partitionKey: tenantId }),
  partitionOf: () => tenantId,
  same: (current, fields) => sameContent(PRODUCT_CONTENT, current, fields),
  document: (fields, _key, current) =>
    current ? { ...current, ...fields, updatedOn: timestamp } : productDocument(tenantId, fields, timestamp),
}));

/** Whether `a` and `b` agree on these fields (absent, null and false count as the same: an unset flag). */
function sameContent<F>(fields: readonly (keyof F)[], a: F, b: F): boolean {
  const pick = (o: F) => JSON.stringify(fields.map((field) => o[field] ?? false));
  return pick(a) === pick(b);
}

/** A style's fields that matter to a user: comparing them tells whether an import changes it. */
const PRODUCT_CONTENT = [
  "styleCode",
  "styleName",
  "productCategory",
  "garmentCategory",
  "department",
  "supplier",
  "seasonCodes",
  "hasSizeChart",
  "groupedWith",
] as const satisfies readonly (keyof ProductFields)[];

/** PO lines: a line whose delivery month changed moves to the new month's partition. */
export const prepareOrderUpsert = upsertBy<OrderFields, OrderDocument>((tenantId, timestamp) => ({
  keyOf: (fields) => ({
    id: orderId(fields.poNumber, fields.styleCode, fields.colourCode),
    partitionKey: monthPartitionKey(tenantId, fields.deliveryDate),
  }),
  partitionOf: (current) => current.partitionKey,
  same: (current, fields) => sameContent(ORDER_CONTENT, current, fields),
  document: (fields, { id, partitionKey }, current) =>
    current
      ? { ...current, ...fields, partitionKey, updatedOn: timestamp }
      : { ...fields, id, tenantId, partitionKey, createdOn: timestamp, updatedOn: timestamp },
}));

/** A PO line's fields that matter: its skip reason is the planner's, never the file's. */
const ORDER_CONTENT = [
  "poNumber",
  "styleCode",
  "styleName",
  "colourCode",
  "colourName",
  "seasonCode",
  "productCategoryCode",
  "department",
  "supplier",
  "factory",
  "quantity",
  "cartons",
  "deliveryDate",
  "centre",
  "inspectionType",
  "status",
  "inspectionId",
  "arrangedByPlanner",
] as const satisfies readonly (keyof OrderFields)[];

/**
 * The inspections an import touches: those whose content changes (and those it leaves without lines,
 * `removals`) are hidden first, and every inspection the file describes is written whole at the end. The import
 * decides the lot (its lines' sum, as the PO quantity); planning fields stay as planned, and the plan is
 * recomputed with the inspection's own level and delivery quantity and the tables in force for its supplier
 * (`inForce`).
 */
export function prepareInspectionImport(
  tenantId: string,
  incoming: readonly InspectionFields[],
  stored: ReadonlyMap<string, InspectionDocument>,
  removals: readonly InspectionDocument[],
  inForce: (supplierId: string) => PlanSeverities,
  now = new Date(),
): InspectionImportWrites {
  const timestamp = now.toISOString();
  const counts = { created: 0, updated: 0, unchanged: 0, removed: removals.length };
  const toHide: StoredInspection[] = [];
  const final: InspectionImportWrites["final"] = [];
  for (const fields of incoming) {
    const partitionKey = inspectionPartitionKey(tenantId, fields.deliveryDate);
    const storedDoc = stored.get(fields.id);
    const current = storedDoc ? completeInspection(storedDoc) : undefined;
    if (current && current.partitionKey !== partitionKey) {
      // The id is derived from the delivery date, so the month cannot differ: a broken invariant, not input.
      throw new Error(`Inspection ${fields.id} cannot move from ${current.partitionKey} to ${partitionKey}`);
    }
    const merged = completeInspection(
      current
        ? {
            ...withoutFlags(current),
            ...fields,
            poQuantity: fields.plan.lotSize,
            revision: current.revision + 1,
          }
        : { ...fields, tenantId, partitionKey, createdOn: timestamp, updatedOn: timestamp, revision: 1 },
    );
    const next = withPlan(merged, tenantId, inForce(merged.supplier.id));
    if (current && sameInspection(current, next)) {
      counts.unchanged++;
      // One an earlier attempt of this import hid is written again, as it is, to be shown; others are left.
      final.push(
        current.pendingImport
          ? { next: withoutFlags(current), current, write: "replace" }
          : { next: current, current, write: "none" },
      );
      continue;
    }
    if (current) {
      counts.updated++;
      if (!current.pendingImport) toHide.push(current);
      final.push({ next: { ...next, updatedOn: timestamp }, current, write: "replace" });
    } else {
      counts.created++;
      final.push({ next, current: undefined, write: "create" });
    }
  }
  const removed = removals.map(completeInspection);
  toHide.push(...removed.filter((inspection) => !inspection.pendingImport));
  return { counts, toHide, final, removals: removed };
}

/** The inspection without the flags of unfinished writes: what an import writes whole. */
function withoutFlags(inspection: StoredInspection): StoredInspection {
  const { pendingImport: _hidden, summaryPending: _pending, ...rest } = inspection;
  return rest;
}
