import { createHash } from "node:crypto";
import type { SqlParameter } from "@azure/cosmos";
import { badRequest } from "../lib/errors";

/**
 * The API's continuation tokens: the database's own token, wrapped with a digest of the query it continues,
 * so a token sent with other filters or another sort is refused (400) instead of continuing something else,
 * and a damaged token is a 400 rather than the SDK's 500.
 */
/** A digest of a query and its parameters: a continuation token only continues the query it came from. */
export function fingerprintOf(sql: string, parameters: readonly SqlParameter[]): string {
  return createHash("sha256")
    .update(JSON.stringify([sql, parameters]))
    .digest("base64url")
    .slice(0, 16);
}

/** The API's continuation token: the database's, bound to the query it continues. */
export function writeToken(token: string, fingerprint: string): string {
  return Buffer.from(JSON.stringify({ q: fingerprint, t: token })).toString("base64url");
}

export function readToken(token: string | undefined, fingerprint: string): string | undefined {
  if (token === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  const envelope = parsed as { q?: unknown; t?: unknown } | undefined;
  if (typeof envelope?.t !== "string" || typeof envelope.q !== "string") {
    throw badRequest("The continuation token is not valid: start again from the first page.", [
      { field: "query.continuationToken", message: "is not valid" },
    ]);
  }
  if (envelope.q !== fingerprint) {
    throw badRequest(
      "The continuation token belongs to other filters or another sort: start again from the first page.",
      [{ field: "query.continuationToken", message: "belongs to another query" }],
    );
  }
  return envelope.t;
}
