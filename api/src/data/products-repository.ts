import type { Container, SqlParameter } from "@azure/cosmos";
import type { GarmentCategorySchema, Page, Product } from "@aql-portal/shared";
import type { z } from "zod";
import { conflict, preconditionFailed } from "../lib/errors";
import { bulkRead, bulkWrite, type BulkWrite } from "./bulk";
import { fetchPage } from "./continuation";
import type { UpsertCounts } from "./orders-repository";
import { recordCosmos } from "./cosmos";
import type { ProductsStore } from "./stores";

type GarmentCategory = z.infer<typeof GarmentCategorySchema>;

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

/** Fields that matter to a user: comparing them tells whether an import changes a style. */
function sameContent(a: ProductFields, b: ProductFields): boolean {
  const pick = (p: ProductFields) =>
    JSON.stringify([
      p.styleCode,
      p.styleName,
      p.productCategory,
      p.garmentCategory,
      p.department,
      p.supplier,
      p.seasonCodes,
      p.hasSizeChart,
      p.groupedWith,
    ]);
  return pick(a) === pick(b);
}

export class ProductsRepository implements ProductsStore {
  constructor(private readonly container: Container) {}

  async get(tenantId: string, id: string): Promise<ProductDocument | undefined> {
    const response = await this.container.item(id, tenantId).read<ProductDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
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
    const parameters: SqlParameter[] = [{ name: "@tenantId", value: tenantId }];
    if (query.search) {
      where.push("(CONTAINS(c.styleCodeLower, @search) OR CONTAINS(LOWER(c.styleName), @search))");
      parameters.push({ name: "@search", value: query.search.toLowerCase() });
    }
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY c.styleCodeLower ASC`;
    return fetchPage<ProductDocument>(this.container, { sql, parameters }, query, tenantId);
  }

  /** Styles whose code starts with `prefix` (any case), by code: the type-ahead of the Product page. */
  async searchByCode(tenantId: string, prefix: string, limit: number): Promise<ProductDocument[]> {
    const page = await this.container.items
      .query<ProductDocument>(
        {
          query:
            "SELECT * FROM c WHERE c.tenantId = @tenantId AND STARTSWITH(c.styleCodeLower, @prefix) ORDER BY c.styleCodeLower ASC",
          parameters: [
            { name: "@tenantId", value: tenantId },
            { name: "@prefix", value: prefix.toLowerCase() },
          ],
        },
        { maxItemCount: limit, partitionKey: tenantId },
      )
      .fetchNext();
    recordCosmos(page, page.resources.length);
    return page.resources;
  }

  /** Adds a style; 409 if the code exists already. */
  async create(tenantId: string, fields: ProductFields, now = new Date()): Promise<ProductDocument> {
    const doc = this.document(tenantId, fields, now.toISOString());
    try {
      const response = await this.container.items.create(doc);
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Creating style ${doc.id} returned no document`);
      return response.resource;
    } catch (error) {
      if (codeOf(error) === 409) throw conflict(`The style ${fields.styleCode} exists already.`);
      throw error;
    }
  }

  /** Writes a changed style if nobody changed it since `etag` was read (412 otherwise). */
  async replace(doc: ProductDocument, etag: string, now = new Date()): Promise<ProductDocument> {
    const { _etag, ...fields } = doc;
    try {
      const response = await this.container
        .item(doc.id, doc.tenantId)
        .replace<ProductDocument>(
          { ...fields, updatedOn: now.toISOString() },
          { accessCondition: { type: "IfMatch", condition: etag } },
        );
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Replacing style ${doc.id} returned no document`);
      return response.resource;
    } catch (error) {
      if (codeOf(error) === 412) {
        throw preconditionFailed(
          `The style ${doc.styleCode} was changed by someone else. Reload and try again.`,
        );
      }
      throw error;
    }
  }

  async delete(tenantId: string, id: string, etag: string): Promise<void> {
    try {
      const response = await this.container
        .item(id, tenantId)
        .delete({ accessCondition: { type: "IfMatch", condition: etag } });
      recordCosmos(response, 0);
    } catch (error) {
      if (codeOf(error) === 412)
        throw preconditionFailed("The style was changed by someone else. Reload and try again.");
      throw error;
    }
  }

  /**
   * What an import writes to styles: creates and updates, leaving those whose content is unchanged untouched so
   * that importing the same file twice writes nothing. `stored` is what getMany returned for them: changed ones
   * are replaced under that ETag, so a change made meanwhile (a size chart uploaded) is never overwritten.
   */
  prepareUpsert(
    tenantId: string,
    incoming: readonly ProductFields[],
    stored: ReadonlyMap<string, ProductDocument>,
    now = new Date(),
  ): { counts: UpsertCounts; writes: BulkWrite<ProductDocument>[] } {
    const timestamp = now.toISOString();
    const writes: BulkWrite<ProductDocument>[] = [];
    const counts = { created: 0, updated: 0, unchanged: 0 };
    for (const fields of incoming) {
      const current = stored.get(fields.styleCode);
      if (current && sameContent(current, fields)) {
        counts.unchanged++;
      } else if (current) {
        counts.updated++;
        writes.push({
          kind: "replace",
          document: { ...current, ...fields, updatedOn: timestamp },
          partitionKey: tenantId,
          etag: current._etag ?? "",
        });
      } else {
        counts.created++;
        writes.push({
          kind: "create",
          document: this.document(tenantId, fields, timestamp),
          partitionKey: tenantId,
        });
      }
    }
    return { counts, writes };
  }

  async writeUpsert(upsert: { writes: readonly BulkWrite<ProductDocument>[] }): Promise<void> {
    await bulkWrite(this.container, upsert.writes, (id) => `Style ${id}`);
  }

  private document(tenantId: string, fields: ProductFields, timestamp: string): ProductDocument {
    return {
      ...fields,
      id: fields.styleCode,
      tenantId,
      styleCodeLower: fields.styleCode.toLowerCase(),
      createdOn: timestamp,
      updatedOn: timestamp,
    };
  }
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && "code" in error ? error.code : undefined;
}
