import type { Container, JSONObject, SqlParameter } from "@azure/cosmos";
import type { GarmentCategorySchema, Page, Product } from "@aql-portal/shared";
import type { z } from "zod";
import { conflict, preconditionFailed } from "../lib/errors";
import { recordCosmos } from "./cosmos";

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

const IDS_PER_QUERY = 500;

export class ProductsRepository {
  constructor(private readonly container: Container) {}

  async get(tenantId: string, id: string): Promise<ProductDocument | undefined> {
    const response = await this.container.item(id, tenantId).read<ProductDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /** The styles with these ids (any number: read in batches). */
  async getMany(tenantId: string, ids: readonly string[]): Promise<Map<string, ProductDocument>> {
    const found = new Map<string, ProductDocument>();
    for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
      const response = await this.container.items
        .query<ProductDocument>(
          {
            query: "SELECT * FROM c WHERE c.tenantId = @tenantId AND ARRAY_CONTAINS(@ids, c.id)",
            parameters: [
              { name: "@tenantId", value: tenantId },
              { name: "@ids", value: ids.slice(i, i + IDS_PER_QUERY) },
            ],
          },
          { partitionKey: tenantId },
        )
        .fetchAll();
      recordCosmos(response, response.resources.length);
      for (const doc of response.resources) found.set(doc.id, doc);
    }
    return found;
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
    const page = await this.container.items
      .query<ProductDocument>(
        { query: `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY c.styleCodeLower ASC`, parameters },
        { maxItemCount: query.pageSize, continuationToken: query.continuationToken, partitionKey: tenantId },
      )
      .fetchNext();
    recordCosmos(page, page.resources.length);
    return { items: page.resources, continuationToken: page.continuationToken || undefined };
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
   * Creates or updates many styles at once (imports), skipping those whose content is unchanged so that
   * importing the same file twice writes nothing. Returns what it did.
   */
  async upsertMany(
    tenantId: string,
    incoming: readonly ProductFields[],
    now = new Date(),
  ): Promise<{
    created: number;
    updated: number;
    unchanged: number;
    documents: Map<string, ProductDocument>;
  }> {
    const existing = await this.getMany(
      tenantId,
      incoming.map((p) => p.styleCode),
    );
    const timestamp = now.toISOString();
    const writes: ProductDocument[] = [];
    let created = 0;
    let updated = 0;
    const documents = new Map<string, ProductDocument>();
    for (const fields of incoming) {
      const current = existing.get(fields.styleCode);
      if (current && sameContent(current, fields)) {
        documents.set(current.id, current);
        continue;
      }
      const doc = current
        ? { ...current, ...fields, updatedOn: timestamp }
        : this.document(tenantId, fields, timestamp);
      if (current) updated++;
      else created++;
      writes.push(doc);
      documents.set(doc.id, doc);
    }
    await bulkUpsert(this.container, writes, (doc) => doc.tenantId);
    return { created, updated, unchanged: incoming.length - created - updated, documents };
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

const BULK_BATCH = 100;

/** Upserts documents with the SDK's bulk API in batches; any failed operation fails the whole call, naming it. */
export async function bulkUpsert<T extends { id: string; _etag?: string }>(
  container: Container,
  documents: readonly T[],
  partitionKeyOf: (doc: T) => string,
): Promise<void> {
  for (let i = 0; i < documents.length; i += BULK_BATCH) {
    const batch = documents.slice(i, i + BULK_BATCH);
    const results = await container.items.bulk(
      batch.map((doc) => {
        const { _etag, ...resourceBody } = doc;
        // Documents are plain JSON by construction; the SDK's JSONObject type cannot see that through generics.
        return {
          operationType: "Upsert" as const,
          partitionKey: partitionKeyOf(doc),
          resourceBody: resourceBody as JSONObject,
        };
      }),
    );
    const failed = results.findIndex((r) => r.statusCode >= 400);
    if (failed >= 0) {
      throw new Error(
        `Bulk upsert of ${batch[failed]?.id} into ${container.id} failed with ${results[failed]?.statusCode}`,
      );
    }
  }
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && "code" in error ? error.code : undefined;
}
