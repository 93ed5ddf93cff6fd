import type { SessionEndReason } from "@aql-portal/shared";

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
