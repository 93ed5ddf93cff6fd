import {
  INITIAL_CLIENT_DECISION,
  messages,
  NO_CONTROL_POINT,
  isReported,
  type ListOrdersQuery,
  type OrderStatus,
  type PackagingPoLinesQuery,
  type Page,
  type SupplierScope,
  type InspectionScope,
} from "@aql-portal/shared";
import { emptyRecord, type InspectionWorkDocument } from "../data/inspection-work-repository";
import {
  completeInspection,
  INSPECTION_SORT_PATHS,
  inspectionPartitionKey,
  type InspectionDocument,
  type InspectionFields,
  type InspectionKey,
  type InspectionListQuery,
  type StoredInspection,
} from "../data/inspections-repository";
import { monthPartitionKey, orderId, type OrderDocument, type OrderFields } from "../data/orders-repository";
import type { InspectionsStore, InspectionWorkStore, OrdersStore } from "../data/stores";
import { inScope } from "../inspections/scope";
import { staleWrite } from "../data/storage-errors";
import {
  containsSearch,
  ImportsNotHeld,
  inSupplierScope,
  matches,
  MemoryDocuments,
  notHeld,
  pageOf,
  sortedBy,
  timestamps,
} from "./memory-documents";

/*
 * PO lines, inspections and their records in memory, for the handlers' unit tests (the interfaces of
 * ../data/stores.ts): each store keeps the contract its Cosmos DB repository keeps (ETags, the same 412 and 409
 * answers, the tenant's partition, unique keys, the lists' filters, order and pages) and computes what the
 * repository computes with the same functions.
 * What it leaves to the database is notHeld (memory-documents.ts); methods beyond the interface arrange a test's
 * data, as an import or seeding would.
 */

export class MemoryOrders extends ImportsNotHeld implements OrdersStore {
  private readonly docs = new MemoryDocuments<OrderDocument>((line) => line.partitionKey);

  constructor() {
    super("orders");
  }

  /** A PO line of the tenant, as an import writes it: its id from PO, style and colour, in its delivery month. */
  add(tenantId: string, fields: OrderFields, now = new Date()): OrderDocument {
    const id = orderId(fields.poNumber, fields.styleCode, fields.colourCode);
    const partitionKey = monthPartitionKey(tenantId, fields.deliveryDate);
    const created = this.docs.create({ ...fields, id, tenantId, partitionKey, ...timestamps(now) });
    if (!created) throw new Error(`There is a PO line ${id} already.`);
    return created;
  }

  async getByKeys(keys: readonly InspectionKey[]): Promise<OrderDocument[]> {
    return keys.flatMap((key) => this.docs.read(key.partitionKey, key.id) ?? []);
  }

  async getMany(tenantId: string, ids: readonly string[]): Promise<Map<string, OrderDocument>> {
    const wanted = new Set(ids);
    const found = this.docs.all().filter((line) => line.tenantId === tenantId && wanted.has(line.id));
    return new Map(found.map((line) => [line.id, line]));
  }

  /** Each line as stored now goes to `change` (no one else writes in between here, so no retries). */
  async updateEach(
    docs: readonly OrderDocument[],
    change: (current: OrderDocument) => OrderDocument | undefined,
    now = new Date(),
  ): Promise<OrderDocument[]> {
    return docs.map((doc) => {
      const current = this.docs.read(doc.partitionKey, doc.id);
      const next = current && change(current);
      if (!current || !next) return current ?? doc;
      return this.docs.replace({ ...next, updatedOn: now.toISOString() }, current._etag ?? "", () =>
        staleWrite("This PO line was changed by someone else. Reload and try again."),
      );
    });
  }

  /** One page of PO lines by delivery date (then id), filtered as OrdersRepository.list filters them. */
  async list(
    tenantId: string,
    query: ListOrdersQuery & { from: string; to: string },
    scope: SupplierScope,
  ): Promise<Page<OrderDocument>> {
    const status: OrderStatus | undefined =
      query.skipped === "true" ? "SKIPPED" : query.readyToInspect === "true" ? "OPEN" : query.status;
    const found = this.ofTenant(tenantId, scope).filter(
      (line) =>
        line.deliveryDate >= query.from &&
        line.deliveryDate <= query.to &&
        matches(line.status, status) &&
        matches(line.supplier.id, query.supplierId) &&
        matches(line.styleCode, query.styleCode) &&
        matches(line.poNumber, query.poNumber) &&
        containsSearch([line.poNumber, line.styleCode], query.search),
    );
    return pageOf(
      sortedBy(found, (line) => line.deliveryDate, 1),
      query,
    );
  }

  /** PO lines of any status whose PO number or style code contains the search, latest delivery first. */
  async search(
    tenantId: string,
    query: PackagingPoLinesQuery,
    scope: SupplierScope,
  ): Promise<Page<OrderDocument>> {
    const found = this.ofTenant(tenantId, scope).filter(
      (line) =>
        matches(line.supplier.id, query.supplierId) &&
        containsSearch([line.poNumber, line.styleCode], query.search),
    );
    return pageOf(
      sortedBy(found, (line) => line.deliveryDate, -1),
      query,
    );
  }

  private ofTenant(tenantId: string, scope: SupplierScope): OrderDocument[] {
    return this.docs.all().filter((line) => line.tenantId === tenantId && inSupplierScope(line, scope));
  }

  async countForStyle(tenantId: string, styleCode: string): Promise<number> {
    return this.docs.all().filter((line) => line.tenantId === tenantId && line.styleCode === styleCode)
      .length;
  }
}

export class MemoryInspections implements InspectionsStore {
  private readonly docs = new MemoryDocuments<InspectionDocument>((inspection) => inspection.partitionKey);

  async findById(tenantId: string, id: string): Promise<StoredInspection | undefined> {
    const doc = this.docs
      .all()
      .find((inspection) => inspection.tenantId === tenantId && inspection.id === id);
    return doc && completeInspection(doc);
  }

  async getMany(keys: readonly InspectionKey[]): Promise<Map<string, InspectionDocument>> {
    return new Map(
      keys.flatMap((key) => this.docs.read(key.partitionKey, key.id) ?? []).map((doc) => [doc.id, doc]),
    );
  }

  async create(
    tenantId: string,
    fields: InspectionFields,
    now = new Date(),
  ): Promise<StoredInspection | undefined> {
    const partitionKey = inspectionPartitionKey(tenantId, fields.deliveryDate);
    const doc = completeInspection({ ...fields, tenantId, partitionKey, revision: 1, ...timestamps(now) });
    const created = this.docs.create(doc);
    return created && completeInspection(created);
  }

  async replace(
    previous: StoredInspection,
    next: InspectionDocument,
    etag: string,
    now = new Date(),
  ): Promise<StoredInspection> {
    const doc = completeInspection({
      ...next,
      revision: previous.revision + 1,
      updatedOn: now.toISOString(),
    });
    return completeInspection(
      this.docs.replace(doc, etag, () => staleWrite(messages.inspectionChangedElsewhere)),
    );
  }

  async replaceIfUnchanged(inspection: InspectionDocument): Promise<StoredInspection | undefined> {
    // Written over the one read: the inspection itself, with its ETag.
    const written = this.docs.writeJob(inspection, inspection);
    return written && completeInspection(written);
  }

  async delete(inspection: StoredInspection, etag: string): Promise<void> {
    this.docs.delete(inspection.partitionKey, inspection.id, etag, () =>
      staleWrite(messages.inspectionChangedElsewhere),
    );
  }

  /** Written before `before` by the time the write gave it (the database's own write time, `_ts`, there). */
  async summaryPendingSince(before: Date): Promise<StoredInspection[]> {
    return this.docs
      .all()
      .filter(
        (doc) =>
          (doc.summaryPending ?? doc.eventsPending) !== undefined && doc.updatedOn < before.toISOString(),
      )
      .map(completeInspection);
  }

  async anyOfProduct(tenantId: string, productId: string, scope: InspectionScope): Promise<boolean> {
    return this.docs
      .all()
      .map(completeInspection)
      .some((doc) => doc.tenantId === tenantId && doc.product.id === productId && inScope(doc, scope));
  }

  /**
   * One page of Manage Inspections or of an inspector's plan (context planningApp: by inspection day,
   * ascending), in the order InspectionsRepository.list sorts it.
   */
  async list(
    tenantId: string,
    query: InspectionListQuery,
    scope: InspectionScope,
  ): Promise<Page<StoredInspection>> {
    const planning = query.context === "planningApp";
    const path = planning ? "scheduledDate" : INSPECTION_SORT_PATHS[query.sortKey];
    const valueAt = (doc: StoredInspection) =>
      path.split(".").reduce<unknown>((value, field) => (value as Record<string, unknown>)[field], doc) as
        string | number;
    return pageOf(
      sortedBy(this.listed(tenantId, query, scope), valueAt, planning ? 1 : query.sortOrder),
      query,
    );
  }

  async count(tenantId: string, query: InspectionListQuery, scope: InspectionScope): Promise<number> {
    return this.listed(tenantId, query, scope).length;
  }

  /** What a list holds over all its pages: the conditions of listConditions in InspectionsRepository. */
  private listed(tenantId: string, query: InspectionListQuery, scope: InspectionScope): StoredInspection[] {
    const byDelivery =
      (query.dateField ?? "deliveryDate") === "deliveryDate" && query.context !== "planningApp";
    const { controlPointId, defectId, severity } = query;
    return this.docs
      .all()
      .map(completeInspection)
      .filter((doc) => {
        const day = byDelivery ? doc.deliveryDate : doc.scheduledDate;
        const reported = isReported(doc.status);
        return (
          doc.tenantId === tenantId &&
          !doc.pendingImport &&
          day >= query.from &&
          day <= query.to &&
          matches(doc.status, query.status) &&
          matches(doc.result, query.result) &&
          matches(doc.type, query.type) &&
          matches(doc.supplier.id, query.supplierId) &&
          matches(doc.factory.id, query.factoryId) &&
          (controlPointId === NO_CONTROL_POINT
            ? doc.controlPoint === null
            : matches(doc.controlPoint?.id, controlPointId)) &&
          matches(doc.productCategory.code, query.categoryCode) &&
          containsSearch([doc.searchText], query.search) &&
          (defectId === undefined || doc.defectSummary.some((entry) => entry.defectId === defectId)) &&
          (severity === undefined || doc.defectSummary.some((entry) => entry.severity === severity)) &&
          (!(query.reported || defectId !== undefined || severity !== undefined) || reported) &&
          (!query.awaitingDecision || (reported && doc.clientDecision === INITIAL_CLIENT_DECISION)) &&
          inScope(doc, scope)
        );
      });
  }

  async hideForImport(): Promise<Map<string, string>> {
    return notHeld("inspections.hideForImport");
  }

  async writeImport(): Promise<void> {
    return notHeld("inspections.writeImport");
  }

  async deleteImported(): Promise<void> {
    return notHeld("inspections.deleteImported");
  }

  async hiddenByImport(): Promise<InspectionKey[]> {
    return notHeld("inspections.hiddenByImport");
  }
}

export class MemoryInspectionWork implements InspectionWorkStore {
  private readonly docs = new MemoryDocuments<InspectionWorkDocument>((work) => work.partitionKey);

  async get(key: InspectionKey): Promise<InspectionWorkDocument | undefined> {
    return this.docs.read(key.partitionKey, key.id);
  }

  async ensure(tenantId: string, key: InspectionKey, now = new Date()): Promise<InspectionWorkDocument> {
    return (await this.get(key)) ?? this.docs.upsert(emptyRecord(tenantId, key, now));
  }

  async replace(
    doc: InspectionWorkDocument,
    etag: string,
    now = new Date(),
  ): Promise<InspectionWorkDocument> {
    return this.docs.replace({ ...doc, updatedOn: now.toISOString() }, etag, () =>
      staleWrite(messages.inspectionRecordChangedElsewhere),
    );
  }
}
