import type { SessionEndReason } from "@aql-portal/shared";
import { StorageError, type StorageErrorKind } from "../data/storage-errors";

/** An error that becomes an HTTP answer with this status and message; anything else becomes a logged 500. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: { field: string; message: string }[],
    /** More fields for the error body, e.g. an import's `problems` (they cannot replace the standard ones). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: { field: string; message: string }[]) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Sign in again: your session is missing, invalid or has ended.") =>
  new HttpError(401, message);
/** 401 for a session that has ended, naming why (`sessionEnded`), so that the device can tell the person. */
export const sessionEnded = (reason: SessionEndReason) =>
  new HttpError(401, "Sign in again: your session has ended.", undefined, { sessionEnded: reason });
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const preconditionFailed = (message: string) => new HttpError(412, message);
export const locked = (message: string) => new HttpError(423, message);
/**
 * A file that is wrong as a whole: empty (400), too large (413), not a spreadsheet (415). The message says
 * what to do about it.
 */
export const fileRejected = (status: 400 | 413 | 415, message: string) => new HttpError(status, message);

/** The answer each kind of storage error gets. */
const STORAGE_STATUS: Readonly<Record<StorageErrorKind, number>> = {
  stale: 412,
  exists: 409,
  contended: 409,
  unusable: 400,
  unavailable: 502,
};

/** The HTTP answer an error gets: its own for an HttpError, the mapped one for a storage error, else none (500). */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof StorageError)
    return new HttpError(STORAGE_STATUS[error.kind], error.message, error.fieldErrors);
  return undefined;
}

/** The status an error is answered with (undefined: a 500). */
export const httpStatusOf = (error: unknown): number | undefined => httpErrorOf(error)?.status;
