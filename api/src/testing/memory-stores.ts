import { randomUUID } from "node:crypto";
import { EMPTY_WORK, messages, type Page } from "@aql-portal/shared";
import type { InspectionWorkDocument } from "../data/inspection-work-repository";
import {
  completeInspection,
  inspectionPartitionKey,
  type InspectionDocument,
  type InspectionFields,
  type InspectionImportWrites,
  type InspectionKey,
  type InspectionScope,
  type StoredInspection,
} from "../data/inspections-repository";
import {
  monthPartitionKey,
  orderId,
  type OrderDocument,
  type OrderFields,
  type OrderUpsert,
} from "../data/orders-repository";
import type { ProductDocument, ProductFields } from "../data/products-repository";
import type { SizeChartDocument } from "../data/size-charts-repository";
import type {
  InspectionsStore,
  InspectionWorkStore,
  OrdersStore,
  ProductsStore,
  ReferenceStore,
  SizeChartsStore,
  UsersStore,
} from "../data/stores";
import type { NewUser, UserDocument } from "../data/users-repository";
import { inScope } from "../inspections/scope";
import { conflict, preconditionFailed } from "../lib/errors";
import { MemoryDocuments, notHeld } from "./memory-documents";

/*
 * The stores of ../data/stores.ts in memory, for the handlers' unit tests: each keeps the contract its Cosmos DB
 * repository keeps (ETags, the same 412 and 409 answers, the tenant's partition, unique keys) and computes what
 * the repository computes with the same functions (completeInspection, orderId, ...). What they leave to the
 * database is notHeld. A few methods beyond the interfaces arrange a test's data, as an import or seeding would.
 */

const timestamps = (now: Date) => ({ createdOn: now.toISOString(), updatedOn: now.toISOString() });

export class MemoryUsers implements UsersStore {
  private readonly docs = new MemoryDocuments<UserDocument>((user) => user.tenantId);

  async get(tenantId: string, id: string): Promise<UserDocument | undefined> {
    return this.docs.read(tenantId, id);
  }

  async findByEmail(tenantId: string, email: string): Promise<UserDocument | undefined> {
    const emailLower = email.trim().toLowerCase();
    return this.docs.all().find((user) => user.tenantId === tenantId && user.emailLower === emailLower);
  }

  async create(tenantId: string, user: NewUser, now = new Date()): Promise<UserDocument> {
    const { id = randomUUID(), status = "ACTIVE", supplier = null, ...fields } = user;
    const doc = withSearchKeys({
      ...fields,
      id,
      tenantId,
      status,
      supplier,
      deleted: false,
      sessionVersion: 1,
      ...timestamps(now),
    });
    this.assertEmailFree(doc);
    const created = this.docs.create(doc);
    if (!created) throw emailTaken(doc);
    return created;
  }

  async findByEmailOrCreate(tenantId: string, user: NewUser): Promise<UserDocument> {
    return (await this.findByEmail(tenantId, user.email)) ?? this.create(tenantId, user);
  }

  async replace(doc: UserDocument, etag: string, now = new Date()): Promise<UserDocument> {
    const next = withSearchKeys({ ...doc, updatedOn: now.toISOString() });
    this.assertEmailFree(next);
    return this.docs.replace(next, etag, () =>
      preconditionFailed(
        "This user was changed by someone else after you opened it. Reload to see the latest version.",
      ),
    );
  }

  async endSessions(doc: UserDocument): Promise<void> {
    const current = this.docs.read(doc.tenantId, doc.id);
    if (current) this.docs.upsert({ ...current, sessionVersion: current.sessionVersion + 1 });
  }

  async list(): Promise<Page<UserDocument>> {
    return notHeld("users.list");
  }

  async listInspectors(): Promise<UserDocument[]> {
    return notHeld("users.listInspectors");
  }

  /** The unique key on the email, in the tenant's partition. */
  private assertEmailFree(doc: UserDocument): void {
    const taken = this.docs
      .all()
      .some(
        (user) => user.tenantId === doc.tenantId && user.emailLower === doc.emailLower && user.id !== doc.id,
      );
    if (taken) throw emailTaken(doc);
  }
}

/** The name and email as stored: trimmed, with their lower case forms to search and sort by. */
function withSearchKeys<U extends Omit<UserDocument, "nameLower" | "emailLower">>(user: U): U & UserDocument {
  const name = user.name.trim();
  const email = user.email.trim();
  return { ...user, name, nameLower: name.toLowerCase(), email, emailLower: email.toLowerCase() };
}

const emailTaken = (user: UserDocument) => conflict(`Another user already has the email ${user.email}.`);

export class MemoryReference implements ReferenceStore {
  /** By tenant and list: each item by id, with its place in the list. */
  private readonly lists = new Map<string, Map<string, { position: number; item: { id: string } }>>();

  async list(tenantId: string, list: string, filter: Record<string, string> = {}): Promise<unknown[]> {
    return [...(this.lists.get(JSON.stringify([tenantId, list]))?.values() ?? [])]
      .sort((a, b) => a.position - b.position)
      .map(({ item }) => structuredClone(item) as Record<string, unknown>)
      .filter((item) => Object.entries(filter).every(([field, value]) => item[field] === value));
  }

  /** As seeding writes a list: its items in this order, added or overwritten (ReferenceRepository.upsertList). */
  async upsertList(tenantId: string, list: string, items: readonly { id: string }[]): Promise<void> {
    const key = JSON.stringify([tenantId, list]);
    const stored = this.lists.get(key) ?? new Map<string, { position: number; item: { id: string } }>();
    items.forEach((item, position) => stored.set(item.id, { position, item: structuredClone(item) }));
    this.lists.set(key, stored);
  }
}

export class MemoryProducts implements ProductsStore {
  private readonly docs = new MemoryDocuments<ProductDocument>((product) => product.tenantId);

  async get(tenantId: string, id: string): Promise<ProductDocument | undefined> {
    return this.docs.read(tenantId, id);
  }

  async getMany(tenantId: string, ids: readonly string[]): Promise<Map<string, ProductDocument>> {
    return new Map(
      ids.flatMap((id) => {
        const doc = this.docs.read(tenantId, id);
        return doc ? [[id, doc] as const] : [];
      }),
    );
  }

  async create(tenantId: string, fields: ProductFields, now = new Date()): Promise<ProductDocument> {
    const { styleCode } = fields;
    const doc = {
      ...fields,
      id: styleCode,
      tenantId,
      styleCodeLower: styleCode.toLowerCase(),
      ...timestamps(now),
    };
    const created = this.docs.create(doc);
    if (!created) throw conflict(`The style ${styleCode} exists already.`);
    return created;
  }

  async replace(doc: ProductDocument, etag: string, now = new Date()): Promise<ProductDocument> {
    return this.docs.replace({ ...doc, updatedOn: now.toISOString() }, etag, () =>
      preconditionFailed(`The style ${doc.styleCode} was changed by someone else. Reload and try again.`),
    );
  }

  async delete(tenantId: string, id: string, etag: string): Promise<void> {
    this.docs.delete(tenantId, id, etag, () =>
      preconditionFailed("The style was changed by someone else. Reload and try again."),
    );
  }

  async list(): Promise<Page<ProductDocument>> {
    return notHeld("products.list");
  }

  async searchByCode(): Promise<ProductDocument[]> {
    return notHeld("products.searchByCode");
  }

  prepareUpsert(): ReturnType<ProductsStore["prepareUpsert"]> {
    return notHeld("products.prepareUpsert");
  }

  async writeUpsert(): Promise<void> {
    return notHeld("products.writeUpsert");
  }
}

export class MemorySizeCharts implements SizeChartsStore {
  private readonly docs = new MemoryDocuments<SizeChartDocument>((chart) => chart.tenantId);

  async get(tenantId: string, productId: string): Promise<SizeChartDocument | undefined> {
    return this.docs.read(tenantId, productId);
  }

  async put(chart: SizeChartDocument): Promise<SizeChartDocument> {
    return this.docs.upsert(chart);
  }
}

export class MemoryOrders implements OrdersStore {
  private readonly docs = new MemoryDocuments<OrderDocument>((line) => line.partitionKey);

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
        preconditionFailed("This PO line was changed by someone else. Reload and try again."),
      );
    });
  }

  async countForStyle(tenantId: string, styleCode: string): Promise<number> {
    return this.docs.all().filter((line) => line.tenantId === tenantId && line.styleCode === styleCode)
      .length;
  }

  async list(): Promise<Page<OrderDocument>> {
    return notHeld("orders.list");
  }

  prepareUpsert(): OrderUpsert {
    return notHeld("orders.prepareUpsert");
  }

  async writeUpsert(): Promise<void> {
    return notHeld("orders.writeUpsert");
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
      this.docs.replace(doc, etag, () => preconditionFailed(messages.inspectionChangedElsewhere)),
    );
  }

  async delete(inspection: StoredInspection, etag: string): Promise<void> {
    this.docs.delete(inspection.partitionKey, inspection.id, etag, () =>
      preconditionFailed(messages.inspectionChangedElsewhere),
    );
  }

  async anyOfProduct(tenantId: string, productId: string, scope: InspectionScope): Promise<boolean> {
    return this.docs
      .all()
      .map(completeInspection)
      .some((doc) => doc.tenantId === tenantId && doc.product.id === productId && inScope(doc, scope));
  }

  async list(): Promise<Page<StoredInspection>> {
    return notHeld("inspections.list");
  }

  async rollForwardSummaries(): Promise<number> {
    return notHeld("inspections.rollForwardSummaries");
  }

  prepareImport(): InspectionImportWrites {
    return notHeld("inspections.prepareImport");
  }

  async hideForImport(): Promise<Map<string, string>> {
    return notHeld("inspections.hideForImport");
  }

  async writeImport(): Promise<void> {
    return notHeld("inspections.writeImport");
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
    return (
      (await this.get(key)) ??
      this.docs.upsert({
        ...EMPTY_WORK,
        id: key.id,
        tenantId,
        partitionKey: key.partitionKey,
        updatedOn: now.toISOString(),
        updatedBy: null,
      })
    );
  }

  async replace(
    doc: InspectionWorkDocument,
    etag: string,
    now = new Date(),
  ): Promise<InspectionWorkDocument> {
    return this.docs.replace({ ...doc, updatedOn: now.toISOString() }, etag, () =>
      preconditionFailed(messages.inspectionRecordChangedElsewhere),
    );
  }
}
