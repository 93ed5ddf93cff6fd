/**
 * What storage reports when a read or write cannot be done as asked. Repositories throw these and nothing else of
 * their own; the API's edge (`api/src/lib/errors.ts`, `httpErrorOf`) alone turns them into HTTP answers, so
 * storage knows nothing of HTTP.
 */
export type StorageErrorKind =
  /** The document was changed or removed since the caller read it (its ETag no longer matches). */
  | "stale"
  /** A document with this id or unique key (a user's email, a style code) exists already. */
  | "exists"
  /** Others kept changing what a write needed, or a batch met a document changed meanwhile. */
  | "contended"
  /** What the caller handed storage cannot be used (a continuation token of another query, say). */
  | "unusable"
  /** An outside service (Power BI, Microsoft Entra ID) did not answer as it should; the message says who can fix it. */
  | "unavailable";

export class StorageError extends Error {
  override name = "StorageError";
  constructor(
    readonly kind: StorageErrorKind,
    message: string,
    /** The request fields the problem is in, when the caller's input caused it. */
    readonly fieldErrors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const staleWrite = (message: string) => new StorageError("stale", message);
export const alreadyExists = (message: string) => new StorageError("exists", message);
export const keepsChanging = (message: string) => new StorageError("contended", message);
export const unusable = (message: string, fieldErrors?: { field: string; message: string }[]) =>
  new StorageError("unusable", message, fieldErrors);

/** Whether `error` is a storage error of `kind`. */
export const isStorageError = (error: unknown, kind: StorageErrorKind): error is StorageError =>
  error instanceof StorageError && error.kind === kind;
