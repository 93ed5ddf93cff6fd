import type { Page, SupplierScope } from "@aql-portal/shared";
import { fingerprintOf, readToken, writeToken } from "../data/continuation";

let writes = 0;

/**
 * Documents by partition and id, kept as a Cosmos DB container keeps them for the in-memory stores: every write
 * gives the document a new ETag; a replacement or deletion under an ETag that is no longer the stored one is
 * refused with the error the store gives, its Cosmos DB repository's (so is the replacement of a document gone
 * since it was read); a second document with the same id in a partition is not created. Documents are copied in and out, so a caller changing
 * what it read changes nothing stored (as with a database).
 */
export class MemoryDocuments<T extends { id: string; _etag?: string }> {
  private readonly stored = new Map<string, T>();

  constructor(private readonly partitionOf: (doc: T) => string) {}

  read(partitionKey: string, id: string): T | undefined {
    const doc = this.stored.get(keyOf(partitionKey, id));
    return doc && structuredClone(doc);
  }

  /** Every document, for what a store finds by a field (a unique key, an id across partitions). */
  all(): T[] {
    return [...this.stored.values()].map((doc) => structuredClone(doc));
  }

  /** Creates the document; undefined when its partition has one with its id already. */
  create(doc: T): T | undefined {
    return this.stored.has(this.keyOf(doc)) ? undefined : this.write(doc);
  }

  /** Replaces the document if `etag` is still its ETag; `stale()` otherwise, or when it is gone. */
  replace(doc: T, etag: string, stale: () => Error): T {
    if (this.stored.get(this.keyOf(doc))?._etag !== etag) throw stale();
    return this.write(doc);
  }

  /**
   * A job's write, as `writeJob` in data/documents.ts makes it: created when none was read (`expected`
   * undefined), else written over the one read; undefined when someone else wrote (or removed) it meanwhile.
   */
  writeJob(doc: T, expected: T | undefined): T | undefined {
    if (!expected) return this.create(doc);
    return this.stored.get(this.keyOf(doc))?._etag === expected._etag ? this.write(doc) : undefined;
  }

  upsert(doc: T): T {
    return this.write(doc);
  }

  /** Deletes the document if `etag` is still its ETag (`stale()` otherwise); one gone already stays gone. */
  delete(partitionKey: string, id: string, etag: string, stale: () => Error): void {
    const stored = this.stored.get(keyOf(partitionKey, id));
    if (stored && stored._etag !== etag) throw stale();
    this.stored.delete(keyOf(partitionKey, id));
  }

  private write(doc: T): T {
    const written = { ...structuredClone(doc), _etag: `"memory-${++writes}"` };
    this.stored.set(this.keyOf(written), written);
    return structuredClone(written);
  }

  private keyOf(doc: T): string {
    return keyOf(this.partitionOf(doc), doc.id);
  }
}

const keyOf = (partitionKey: string, id: string) => JSON.stringify([partitionKey, id]);

/**
 * What the in-memory stores leave to the database: an import's bulk writes (and the hiding of the inspections it
 * rewrites). Calling one fails, naming it: the import is tested against the local stack (tests/api), never against
 * a stand-in that would answer whatever it was written to answer.
 */
export function notHeld(what: string): never {
  throw new Error(
    `${what} is not held in memory: test the route that uses it against the local stack (tests/api).`,
  );
}

/** An import's bulk writes (styles, PO lines): the database's, not held. */
export class ImportsNotHeld {
  constructor(private readonly store: string) {}

  async writeUpsert(): Promise<void> {
    return notHeld(`${this.store}.writeUpsert`);
  }
}

/** Whether a field passes a list's equality filter: one not given (undefined) is no filter, as in addFilters. */
export const matches = <V>(value: V, wanted: V | undefined): boolean =>
  wanted === undefined || value === wanted;

/** Whether any of the fields contains the search, any case (the repositories' CONTAINS on lower-cased fields). */
export const containsSearch = (fields: readonly string[], search: string | undefined): boolean =>
  search === undefined || fields.some((field) => field.toLowerCase().includes(search.toLowerCase()));

/** Whether a record is in the caller's supplier scope (the repositories' `scopeSupplierId` filter). */
export const inSupplierScope = (record: { supplier: { id: string } }, scope: SupplierScope): boolean =>
  scope.kind === "tenant" || record.supplier.id === scope.supplierId;

/** The documents in a list query's order: by `key`, then by id, both ascending (1) or descending (-1). */
export function sortedBy<T extends { id: string }>(
  docs: readonly T[],
  key: (doc: T) => string | number,
  direction: 1 | -1,
): T[] {
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...docs].sort((a, b) => direction * (compare(key(a), key(b)) || compare(a.id, b.id)));
}

/**
 * One page of a list, as fetchPage (data/continuation.ts) gives it: at most pageSize of the sorted documents,
 * and a token for the next page (none after the last) — here the offset, bound to the query's filters and sort
 * as the repository binds the database's token, so one sent with other filters is refused with the same 400.
 */
export function pageOf<T>(
  sorted: readonly T[],
  query: { pageSize: number; continuationToken?: string | undefined },
): Page<T> {
  const { pageSize, continuationToken, ...listed } = query;
  const fingerprint = fingerprintOf(JSON.stringify(listed), []);
  const start = Number(readToken(continuationToken, fingerprint) ?? 0);
  const end = start + pageSize;
  return {
    items: sorted.slice(start, end),
    continuationToken: end < sorted.length ? writeToken(String(end), fingerprint) : undefined,
  };
}

/**
 * A tenant's one job document (an import's, a reset's) in memory, as data/documents.ts `writeJob` keeps it:
 * written only over the one last read (none: created only if there is none), else undefined — someone else
 * holds it.
 */
export class MemoryTenantJob<T extends { id: string; tenantId: string; _etag?: string }> {
  protected readonly jobs = new MemoryDocuments<T>((job) => job.tenantId);

  constructor(private readonly jobId: string) {}

  async get(tenantId: string): Promise<T | undefined> {
    return this.jobs.read(tenantId, this.jobId);
  }

  async write(job: T, expected: T | undefined): Promise<T | undefined> {
    return this.jobs.writeJob(job, expected);
  }
}

/** A new document's timestamps. */
export const timestamps = (now: Date) => ({ createdOn: now.toISOString(), updatedOn: now.toISOString() });
