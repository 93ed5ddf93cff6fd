import type { JSONObject } from "@azure/cosmos";
import type { BlobContainerName } from "../data/blobs";
import { CONTAINERS, recordCosmos, type ContainerName } from "../data/cosmos";
import type { CosmosServices } from "../lib/services";

/**
 * What a reset replaces: a tenant's documents in these containers and its files (named `<tenant>/…`) in these
 * blob containers. Users, reference lists, sign-in and Power BI records, and the jobs themselves are kept.
 */
export const CONTENT_CONTAINERS = [
  "inspections",
  "inspectionWork",
  "orders",
  "products",
  "sizeCharts",
  "analytics",
  "packagingChecks",
  "packagingDays",
  "switching",
  "correctiveActions",
  // What people were told of the content above goes with it (the reset tells the administrators afterwards).
  "notifications",
] as const satisfies readonly ContainerName[];
export const CONTENT_BLOBS = [
  "reports",
  "photos",
  "sizeCharts",
] as const satisfies readonly BlobContainerName[];

/** A tenant's documents in one container, or its files in one blob container. */
export type ContentKind =
  { type: "documents"; container: ContainerName } | { type: "files"; container: BlobContainerName };
/** The content kinds a step walks through, in order: the containers, then the blob containers. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  ...CONTENT_CONTAINERS.map((container) => ({ type: "documents" as const, container })),
  ...CONTENT_BLOBS.map((container) => ({ type: "files" as const, container })),
];

/** Documents or files read, written or deleted in one batch, then a checkpoint (Cosmos DB's bulk takes 100). */
export const BATCH = 100;

interface Stored {
  id: string;
  partitionKey?: string;
  tenantId: string;
}

/** The document's partition key value: its tenant, or its own `partitionKey` in containers partitioned by it. */
const partitionOf = (container: ContainerName, document: Stored) =>
  CONTAINERS[container].partitionKey.paths[0] === "/partitionKey"
    ? (document.partitionKey ?? "")
    : document.tenantId;

/** How many documents and files of the tenant there are, kind by kind. */
export async function countContent(services: CosmosServices, tenantId: string): Promise<number> {
  let total = 0;
  for (const kind of CONTENT_KINDS) {
    if (kind.type === "documents") {
      const response = await services.cosmos
        .container(kind.container)
        .items.query<number>({
          query: "SELECT VALUE COUNT(1) FROM c WHERE c.tenantId = @tenantId",
          parameters: [{ name: "@tenantId", value: tenantId }],
        })
        .fetchAll();
      recordCosmos(response, 1);
      total += response.resources.reduce((sum, count) => sum + count, 0);
    } else {
      total += await countFiles(services, kind.container, tenantId);
    }
  }
  return total;
}

/** How many files of the tenant a blob container holds. */
export async function countFiles(
  services: CosmosServices,
  container: BlobContainerName,
  tenantId: string,
): Promise<number> {
  let files = 0;
  const pages = services.blobs
    .container(container)
    .listBlobsFlat({ prefix: `${tenantId}/` })
    .byPage();
  for await (const page of pages) files += page.segment.blobItems.length;
  return files;
}

/**
 * Deletes up to BATCH of the tenant's documents or files of one kind; returns how many it deleted (0: none left).
 * Whatever was deleted stays deleted, so a batch cut short is simply run again.
 */
export async function deleteBatch(
  services: CosmosServices,
  tenantId: string,
  kind: ContentKind,
): Promise<number> {
  if (kind.type === "files") {
    const container = services.blobs.container(kind.container);
    const page = await container
      .listBlobsFlat({ prefix: `${tenantId}/` })
      .byPage({ maxPageSize: BATCH })
      .next();
    const names = page.done ? [] : page.value.segment.blobItems.map((blob) => blob.name);
    await Promise.all(names.map((name) => container.getBlobClient(name).deleteIfExists()));
    return names.length;
  }
  const container = services.cosmos.container(kind.container);
  const response = await container.items
    .query<Stored>(
      {
        query: `SELECT TOP ${BATCH} c.id, c.partitionKey, c.tenantId FROM c WHERE c.tenantId = @tenantId`,
        parameters: [{ name: "@tenantId", value: tenantId }],
      },
      { maxItemCount: BATCH },
    )
    .fetchNext();
  recordCosmos(response, response.resources.length);
  if (response.resources.length === 0) return 0;
  const results = await container.items.bulk(
    response.resources.map((document) => ({
      operationType: "Delete" as const,
      id: document.id,
      partitionKey: partitionOf(kind.container, document),
    })),
  );
  recordCosmos(results, 0);
  const failed = results.find((result) => result.statusCode >= 400 && result.statusCode !== 404);
  if (failed) throw new Error(`Deleting ${kind.container} of ${tenantId} failed with ${failed.statusCode}`);
  return response.resources.length;
}

/**
 * Copies one page (up to BATCH) of one kind from the tenant `from` into the tenant `to`, its tenant rewritten
 * wherever it is named (`rehome`); returns how many it copied and the next page's continuation (null: none).
 * Documents are upserted and files overwritten, so a page copied twice is the same page.
 */
export async function copyBatch(
  services: CosmosServices,
  from: string,
  to: string,
  kind: ContentKind,
  continuation: string | null,
): Promise<{ copied: number; continuation: string | null }> {
  if (kind.type === "files") {
    const container = services.blobs.container(kind.container);
    const page = await container
      .listBlobsFlat({ prefix: `${from}/` })
      .byPage({ maxPageSize: BATCH, ...(continuation ? { continuationToken: continuation } : {}) })
      .next();
    if (page.done) return { copied: 0, continuation: null };
    const names = page.value.segment.blobItems.map((blob) => blob.name);
    await Promise.all(
      names.map(async (name) => {
        const source = container.getBlobClient(name);
        const properties = await source.getProperties();
        await container
          .getBlockBlobClient(rehome(name, from, to) as string)
          .uploadData(await source.downloadToBuffer(), {
            blobHTTPHeaders: { blobContentType: properties.contentType ?? "application/octet-stream" },
          });
      }),
    );
    return { copied: names.length, continuation: page.value.continuationToken || null };
  }
  const container = services.cosmos.container(kind.container);
  const response = await container.items
    .query<JSONObject & Stored>(
      {
        query: "SELECT * FROM c WHERE c.tenantId = @tenantId",
        parameters: [{ name: "@tenantId", value: from }],
      },
      { maxItemCount: BATCH, ...(continuation ? { continuationToken: continuation } : {}) },
    )
    .fetchNext();
  recordCosmos(response, response.resources.length);
  if (response.resources.length > 0) {
    const results = await container.items.bulk(
      response.resources.map((stored) => {
        const document = rehome(withoutSystemProperties(stored), from, to) as JSONObject & Stored;
        return {
          operationType: "Upsert" as const,
          partitionKey: partitionOf(kind.container, document),
          resourceBody: document,
        };
      }),
    );
    recordCosmos(results, 0);
    const failed = results.find((result) => result.statusCode >= 400);
    if (failed) throw new Error(`Copying ${kind.container} into ${to} failed with ${failed.statusCode}`);
  }
  return { copied: response.resources.length, continuation: response.continuationToken ?? null };
}

function withoutSystemProperties(document: JSONObject): JSONObject {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !key.startsWith("_")));
}

/**
 * A value with the tenant `from` replaced by `to` wherever a tenant is named: the tenant id itself, and the
 * prefixes of partition keys (`tenant|2026-11`) and blob names (`tenant/…`).
 */
export function rehome(value: unknown, from: string, to: string): unknown {
  if (typeof value === "string") {
    if (value === from) return to;
    if (value.startsWith(`${from}|`) || value.startsWith(`${from}/`)) return to + value.slice(from.length);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => rehome(item, from, to));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rehome(item, from, to)]));
  }
  return value;
}
