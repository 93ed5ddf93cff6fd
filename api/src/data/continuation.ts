import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Container, JSONValue, SqlParameter } from "@azure/cosmos";
import type { Page } from "@aql-portal/shared";
import { unusable } from "./storage-errors";
import { recordCosmos } from "./cosmos";
import { sqlParameters } from "./documents";

/**
 * The API's continuation tokens, in two layers:
 *
 * - the repository wraps the database's own token with a digest of the query it continues (`writeToken` /
 *   `readToken`), so a token sent with other filters or another sort is refused (400) instead of continuing
 *   something else;
 * - the HTTP layer seals that with an HMAC under a server key, bound to the caller and the route (`sealToken` /
 *   `openToken`), so nobody can forge or doctor a token, or use another user's: what reaches the database is
 *   only ever a token the database itself gave out for this query.
 *
 * Every failure is a 400 that says to start again from the first page, never the database client's 500.
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

const invalid = () =>
  unusable("The continuation token is not valid: start again from the first page.", [
    { field: "query.continuationToken", message: "is not valid" },
  ]);

export function readToken(token: string | undefined, fingerprint: string): string | undefined {
  if (token === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  const envelope = parsed as { q?: unknown; t?: unknown } | undefined;
  if (typeof envelope?.t !== "string" || typeof envelope.q !== "string") throw invalid();
  if (envelope.q !== fingerprint) {
    throw unusable(
      "The continuation token belongs to other filters or another sort: start again from the first page.",
      [{ field: "query.continuationToken", message: "belongs to another query" }],
    );
  }
  return envelope.t;
}

/**
 * One page of a list query: the caller's continuation token checked against the query and handed back to the
 * database, the next page's token bound to the query.
 */
export async function fetchPage<T>(
  container: Container,
  query: { sql: string; parameters: Record<string, JSONValue> },
  page: { pageSize: number; continuationToken?: string | undefined },
  partitionKey?: string,
): Promise<Page<T>> {
  const parameters = sqlParameters(query.parameters);
  const fingerprint = fingerprintOf(query.sql, parameters);
  const response = await container.items
    .query<T>(
      { query: query.sql, parameters },
      {
        maxItemCount: page.pageSize,
        continuationToken: readToken(page.continuationToken, fingerprint),
        ...(partitionKey ? { partitionKey } : {}),
      },
    )
    .fetchNext();
  recordCosmos(response, response.resources.length);
  return {
    items: response.resources,
    continuationToken: response.continuationToken
      ? writeToken(response.continuationToken, fingerprint)
      : undefined,
  };
}

/** Who a sealed token was given to, and for which list: it continues nothing else. */
export interface TokenBinding {
  tenantId: string;
  /** The signed-in caller's id. */
  callerId: string;
  /** The function that gave the token out. */
  route: string;
}

const macOf = (key: Uint8Array, binding: TokenBinding, token: string) =>
  createHmac("sha256", key)
    .update(JSON.stringify(["continuation", binding.tenantId, binding.callerId, binding.route, token]))
    .digest("base64url");

/** Seals a repository's token for its caller: `<token>.<HMAC>`. */
export function sealToken(key: Uint8Array, binding: TokenBinding, token: string): string {
  return `${token}.${macOf(key, binding, token)}`;
}

/** The repository's token inside a sealed one, if it was sealed by this server for this caller and route. */
export function openToken(key: Uint8Array, binding: TokenBinding, sealed: string): string {
  const dot = sealed.lastIndexOf(".");
  if (dot <= 0) throw invalid();
  const token = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1), "base64url");
  const expected = Buffer.from(macOf(key, binding, token), "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  return token;
}
