import type { Page } from "@aql-portal/shared";
import type { ProductDocument, ProductFields } from "../data/products-repository";
import type { SizeChartDocument } from "../data/size-charts-repository";
import type { ProductsStore, ReferenceStore, SizeChartsStore } from "../data/stores";
import { alreadyExists, staleWrite } from "../data/storage-errors";
import {
  containsSearch,
  ImportsNotHeld,
  MemoryDocuments,
  pageOf,
  sortedBy,
  timestamps,
} from "./memory-documents";

/*
 * The tenant's reference lists, styles and size charts in memory, for the handlers' unit tests (the interfaces of
 * ../data/stores.ts): each store keeps the contract its Cosmos DB repository keeps (ETags, the same 412 and 409
 * answers, the tenant's partition, unique keys, the lists' filters, order and pages) and computes what the
 * repository computes with the same functions.
 * What it leaves to the database is notHeld (memory-documents.ts); methods beyond the interface arrange a test's
 * data, as an import or seeding would.
 */

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

export class MemoryProducts extends ImportsNotHeld implements ProductsStore {
  private readonly docs = new MemoryDocuments<ProductDocument>((product) => product.tenantId);

  constructor() {
    super("products");
  }

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
    if (!created) throw alreadyExists(`The style ${styleCode} exists already.`);
    return created;
  }

  async replace(doc: ProductDocument, etag: string, now = new Date()): Promise<ProductDocument> {
    return this.docs.replace({ ...doc, updatedOn: now.toISOString() }, etag, () =>
      staleWrite(`The style ${doc.styleCode} was changed by someone else. Reload and try again.`),
    );
  }

  async delete(tenantId: string, id: string, etag: string): Promise<void> {
    this.docs.delete(tenantId, id, etag, () =>
      staleWrite("The style was changed by someone else. Reload and try again."),
    );
  }

  /** One page of styles by style code, those whose code or name contains the search (ProductsRepository.list). */
  async list(
    tenantId: string,
    query: { search?: string | undefined; pageSize: number; continuationToken?: string | undefined },
  ): Promise<Page<ProductDocument>> {
    const found = this.ofTenant(tenantId).filter((style) =>
      containsSearch([style.styleCodeLower, style.styleName], query.search),
    );
    return pageOf(
      sortedBy(found, (style) => style.styleCodeLower, 1),
      query,
    );
  }

  /** At most `limit` styles whose code starts with `prefix` (any case), by code. */
  async searchByCode(tenantId: string, prefix: string, limit: number): Promise<ProductDocument[]> {
    const found = this.ofTenant(tenantId).filter((style) =>
      style.styleCodeLower.startsWith(prefix.toLowerCase()),
    );
    return sortedBy(found, (style) => style.styleCodeLower, 1).slice(0, limit);
  }

  private ofTenant(tenantId: string): ProductDocument[] {
    return this.docs.all().filter((style) => style.tenantId === tenantId);
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
