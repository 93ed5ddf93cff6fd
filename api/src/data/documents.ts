import type {
  Container,
  FeedOptions,
  ItemDefinition,
  ItemResponse,
  JSONValue,
  SqlParameter,
  SqlQuerySpec,
} from "@azure/cosmos";
import { staleWrite } from "./storage-errors";
import { recordCosmos } from "./cosmos";

/**
 * The operations every repository makes on its container, written once: each records its Cosmos DB usage, and
 * none translates a failure (what a 404, 409 or 412 means is the repository's to say, with `statusOf`).
 */

/** The status code Cosmos DB refused an operation with (404 missing, 409 exists, 412 stale ETag), if any. */
export function statusOf(error: unknown): unknown {
  return error instanceof Error && "code" in error ? error.code : undefined;
}

/** A query's named parameters from an object: `{ tenantId }` is `@tenantId`. */
export function sqlParameters(values: Record<string, JSONValue>): SqlParameter[] {
  return Object.entries(values).map(([name, value]) => ({ name: `@${name}`, value }));
}

/** A list's optional filters: [its clause, its parameter's name, its value (undefined: not filtered on)]. */
export type Filter = readonly [clause: string, name: string, value: JSONValue | undefined];

/** Adds each filter that has a value: its clause to `where`, its value to `parameters`. */
export function addFilters(
  filters: readonly Filter[],
  where: string[],
  parameters: Record<string, JSONValue>,
): void {
  for (const [clause, name, value] of filters) {
    if (value === undefined) continue;
    where.push(clause);
    parameters[name] = value;
  }
}

/** A point read by id and partition: the document, or undefined when there is none. */
export async function readDocument<T extends ItemDefinition>(
  container: Container,
  id: string,
  partitionKey: string,
): Promise<T | undefined> {
  const response = await container.item(id, partitionKey).read<T>();
  recordCosmos(response, response.resource ? 1 : 0);
  return response.resource;
}

/** Every result of a query (meant for results known to be small, or for whole reads off the request path). */
export async function queryAll<T>(
  container: Container,
  query: string,
  parameters: Record<string, JSONValue>,
  options?: FeedOptions,
): Promise<T[]> {
  const spec: SqlQuerySpec = { query, parameters: sqlParameters(parameters) };
  const response = await container.items.query<T>(spec, options).fetchAll();
  recordCosmos(response, response.resources.length);
  return response.resources;
}

/** The first page of a query's results: at most `options.maxItemCount` of them. */
export async function queryFirstPage<T>(
  container: Container,
  query: string,
  parameters: Record<string, JSONValue>,
  options: FeedOptions & { maxItemCount: number },
): Promise<T[]> {
  const spec: SqlQuerySpec = { query, parameters: sqlParameters(parameters) };
  const response = await container.items.query<T>(spec, options).fetchNext();
  recordCosmos(response, response.resources.length);
  return response.resources;
}

/** A document of ours: an id, and the ETag the database gave it when it was read. */
type StoredDocument = ItemDefinition & { id: string; _etag?: string };

/** A document as the database takes it: its `_etag` is the database's own and is not sent. */
function bodyOf<T extends { _etag?: string }>(document: T): T {
  const { _etag, ...body } = document;
  return body as T;
}

/** The document a write gave back, its usage recorded. */
function written<T extends ItemDefinition>(response: ItemResponse<T>, what: string): T {
  recordCosmos(response, 1);
  if (!response.resource) throw new Error(`Writing ${what} returned no document`);
  return response.resource;
}

/** Creates a document: the database's error when it cannot (409: one with its id exists). */
export async function createDocument<T extends StoredDocument>(
  container: Container,
  document: T,
  what: string,
): Promise<T> {
  return written(await container.items.create<T>(bodyOf(document)), what);
}

/** Creates the document, or replaces the one with its id whatever it is now. */
export async function upsertDocument<T extends StoredDocument>(
  container: Container,
  document: T,
  what: string,
): Promise<T> {
  return written(await container.items.upsert<T>(bodyOf(document)), what);
}

/**
 * Replaces a document if nobody changed it since `etag` was read: the database's error otherwise (412 stale,
 * 404 gone).
 */
export async function replaceDocument<T extends StoredDocument>(
  container: Container,
  document: T,
  partitionKey: string,
  etag: string,
  what: string,
): Promise<T> {
  const condition = { accessCondition: { type: "IfMatch", condition: etag } };
  return written(
    await container.item(document.id, partitionKey).replace<T>(bodyOf(document), condition),
    what,
  );
}

/**
 * Writes a tenant's one job document (an import's, a reset's) if the stored one is still `expected` (its ETag;
 * none: there is none yet). Undefined when someone else wrote it first: they hold it.
 */
export async function writeJob<T extends StoredDocument & { tenantId: string }>(
  container: Container,
  job: T,
  expected: T | undefined,
  what: string,
): Promise<T | undefined> {
  try {
    return expected
      ? await replaceDocument(container, job, job.tenantId, expected._etag ?? "", what)
      : await createDocument(container, job, what);
  } catch (error) {
    const status = statusOf(error);
    if (status === 409 || status === 412 || status === 404) return undefined;
    throw error;
  }
}

/**
 * Saves a changed document, stamped `updatedOn`, if nobody changed it since `etag` was read; otherwise 412 with
 * `stale` as its message (and, with `goneIsStale`, the same when it was deleted meanwhile).
 */
export async function saveChanged<T extends StoredDocument & { updatedOn: string }>(
  container: Container,
  document: T,
  partitionKey: string,
  etag: string,
  options: { what: string; stale: string; now: Date; goneIsStale?: boolean },
): Promise<T> {
  const stamped = { ...document, updatedOn: options.now.toISOString() };
  try {
    return await replaceDocument(container, stamped, partitionKey, etag, options.what);
  } catch (error) {
    const status = statusOf(error);
    if (status === 412 || (options.goneIsStale && status === 404)) throw staleWrite(options.stale);
    throw error;
  }
}

/** Deletes a document; with `etag`, only if nobody changed it since (the database's 412 otherwise). */
export async function deleteDocument(
  container: Container,
  id: string,
  partitionKey: string,
  etag?: string,
): Promise<void> {
  const response = await container
    .item(id, partitionKey)
    .delete(etag === undefined ? {} : { accessCondition: { type: "IfMatch", condition: etag } });
  recordCosmos(response, 0);
}
