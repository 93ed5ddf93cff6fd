import type { Container, JSONValue } from "@azure/cosmos";
import type { GarmentCategory, Page, Product } from "@aql-portal/shared";
import { alreadyExists, staleWrite } from "./storage-errors";
import { bulkRead, writeUpsert, type Upsert } from "./bulk";
import { fetchPage } from "./continuation";
import {
  createDocument,
  deleteDocument,
  queryFirstPage,
  readDocument,
  saveChanged,
  statusOf,
} from "./documents";

/** A style. Its id is the style code, so imports and hand entry meet on the same document. */
export interface ProductDocument {
  id: string;
  tenantId: string;
  styleCode: string;
  styleCodeLower: string;
  styleName: string;
  productCategory: { code: string; name: string } | null;
  garmentCategory: GarmentCategory;
  department: { id: string; name: string } | null;
  supplier: { id: string; name: string } | null;
  seasonCodes: string[];
  hasSizeChart: boolean;
  groupedWith: string | null;
  createdOn: string;
  updatedOn: string;
  _etag?: string;
}

/** The fields a writer decides; ids, timestamps and search keys are the repository's. */
export type ProductFields = Omit<
  ProductDocument,
  "id" | "tenantId" | "styleCodeLower" | "createdOn" | "updatedOn" | "_etag"
>;

export function toApiProduct(doc: ProductDocument): Product {
  return {
    id: doc.id,
    styleCode: doc.styleCode,
    styleName: doc.styleName,
    productCategory: doc.productCategory,
    garmentCategory: doc.garmentCategory,
    department: doc.department,
    supplier: doc.supplier,
    seasonCodes: doc.seasonCodes,
    hasSizeChart: doc.hasSizeChart,
    groupedWith: doc.groupedWith,
    createdOn: doc.createdOn,
    updatedOn: doc.updatedOn,
    etag: doc._etag ?? "",
  };
}

export class ProductsRepository {
  constructor(private readonly container: Container) {}

  get(tenantId: string, id: string): Promise<ProductDocument | undefined> {
    return readDocument(this.container, id, tenantId);
  }

  /** The styles with these ids (any number), by point reads: the partition is the tenant. */
  async getMany(tenantId: string, ids: readonly string[]): Promise<Map<string, ProductDocument>> {
    const found = await bulkRead<ProductDocument>(
      this.container,
      ids.map((id) => ({ id, partitionKey: tenantId })),
    );
    return new Map(found.map((doc) => [doc.id, doc]));
  }

  /** One page of styles by style code, optionally those whose code or name contains `search`. */
  async list(
    tenantId: string,
    query: { search?: string | undefined; pageSize: number; continuationToken?: string | undefined },
  ): Promise<Page<ProductDocument>> {
    const where = ["c.tenantId = @tenantId"];
    const parameters: Record<string, JSONValue> = { tenantId };
    if (query.search) {
      where.push("(CONTAINS(c.styleCodeLower, @search) OR CONTAINS(LOWER(c.styleName), @search))");
      parameters.search = query.search.toLowerCase();
    }
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY c.styleCodeLower ASC`;
    return fetchPage<ProductDocument>(this.container, { sql, parameters }, query, tenantId);
  }

  /** Styles whose code starts with `prefix` (any case), by code: the type-ahead of the Product page. */
  searchByCode(tenantId: string, prefix: string, limit: number): Promise<ProductDocument[]> {
    return queryFirstPage<ProductDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND STARTSWITH(c.styleCodeLower, @prefix) ORDER BY c.styleCodeLower ASC",
      { tenantId, prefix: prefix.toLowerCase() },
      { maxItemCount: limit, partitionKey: tenantId },
    );
  }

  /** Adds a style; 409 if the code exists already. */
  async create(tenantId: string, fields: ProductFields, now = new Date()): Promise<ProductDocument> {
    const doc = productDocument(tenantId, fields, now.toISOString());
    try {
      return await createDocument(this.container, doc, `style ${doc.id}`);
    } catch (error) {
      if (statusOf(error) === 409) throw alreadyExists(`The style ${fields.styleCode} exists already.`);
      throw error;
    }
  }

  /** Writes a changed style if nobody changed it since `etag` was read (412 otherwise). */
  async replace(doc: ProductDocument, etag: string, now = new Date()): Promise<ProductDocument> {
    return saveChanged(this.container, doc, doc.tenantId, etag, {
      what: `style ${doc.id}`,
      stale: `The style ${doc.styleCode} was changed by someone else. Reload and try again.`,
      now,
    });
  }

  async delete(tenantId: string, id: string, etag: string): Promise<void> {
    try {
      await deleteDocument(this.container, id, tenantId, etag);
    } catch (error) {
      if (statusOf(error) === 412)
        throw staleWrite("The style was changed by someone else. Reload and try again.");
      throw error;
    }
  }

  async writeUpsert(upsert: Upsert<ProductDocument>): Promise<void> {
    await writeUpsert(this.container, upsert, (id) => `Style ${id}`);
  }
}

/** A new style's document: its id is its code, in its tenant's partition. */
export function productDocument(tenantId: string, fields: ProductFields, timestamp: string): ProductDocument {
  return {
    ...fields,
    id: fields.styleCode,
    tenantId,
    styleCodeLower: fields.styleCode.toLowerCase(),
    createdOn: timestamp,
    updatedOn: timestamp,
  };
}
