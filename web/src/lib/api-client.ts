import { z } from "zod";
import { ApiErrorSchema, messages } from "@aql-portal/shared";
import { API_CACHE_PREFIX, readLocal, sessionKeys } from "./storage";
import { trackRequest } from "./request-activity";

export type FieldError = NonNullable<z.infer<typeof ApiErrorSchema>["errors"]>[number];

/** Every failed call ends in this error: the status (0 when the server could not be reached) and its message. */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly correlationId?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type QueryValue = string | number | undefined;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Extra request headers, e.g. If-Match with the etag read earlier. */
  headers?: Readonly<Record<string, string>>;
  /** Parses the success body; pass z.undefined() for calls that answer 204 No Content. */
  schema: z.ZodType<T>;
  /** Sends the bearer token and treats 401 as the end of the session. Default true. */
  auth?: boolean;
  /** With auth, whether a 401 ends the session (toast, dialogs closed, storage cleared). Default true. */
  endSessionOn401?: boolean;
  /** Counts towards the global loader. Default true; lists that draw their own skeleton pass false. */
  showLoader?: boolean;
  signal?: AbortSignal;
}

let onUnauthorized: () => void = () => undefined;

/** The app decides what a 401 means for the screen (toast, dialogs, session); the client only reports it. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function apiUrl(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path}${search ? `?${search}` : ""}`;
}

// Some older API gateways answer 200 with { statusCode: 401 } in the body (spec §8).
const UnauthorizedBodySchema = z.object({ statusCode: z.literal(401) });

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const run = send(path, options);
  return options.showLoader === false ? run : trackRequest(run);
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = "GET", query, body, schema, auth = true, endSessionOn401 = true, signal } = options;
  const headers = new Headers({ ...options.headers, accept: "application/json" });
  if (body !== undefined) headers.set("content-type", "application/json");
  const token = auth ? readLocal(sessionKeys.token) : null;
  if (token) headers.set("authorization", `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, messages.cannotConnect, [], undefined, { cause: error });
  }
  const json = parseJson(await response.text());

  if (auth && (response.status === 401 || UnauthorizedBodySchema.safeParse(json).success)) {
    if (endSessionOn401) onUnauthorized();
    throw new ApiRequestError(401, messages.unauthorized);
  }
  if (!response.ok) throw toApiRequestError(response.status, json);

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(
      response.status,
      "The server sent a response this page does not understand.",
      [],
      undefined,
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

/**
 * GET with a sessionStorage cache keyed by the full URL (spec §7), for small reference lists that rarely
 * change. Cached bodies are parsed again on the way out: storage is not trusted more than the network.
 */
export async function apiGetCached<T>(
  path: string,
  options: Omit<RequestOptions<T>, "method" | "body"> & { cache?: boolean },
): Promise<T> {
  const { cache = true, ...request } = options;
  const key = API_CACHE_PREFIX + apiUrl(path, request.query);
  if (cache) {
    const hit = request.schema.safeParse(parseJson(sessionStorage.getItem(key) ?? ""));
    if (hit.success) return hit.data;
  }
  const data = await apiRequest(path, request);
  if (cache) sessionStorage.setItem(key, JSON.stringify(data));
  return data;
}

export function clearApiCache(): void {
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
  for (const key of keys) {
    if (key?.startsWith(API_CACHE_PREFIX)) sessionStorage.removeItem(key);
  }
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return text;
  }
}

function toApiRequestError(status: number, json: unknown): ApiRequestError {
  const body = ApiErrorSchema.safeParse(json);
  if (body.success) {
    return new ApiRequestError(status, body.data.message, body.data.errors, body.data.correlationId);
  }
  return new ApiRequestError(
    status,
    status >= 500 ? messages.internalError : `The request failed (HTTP ${status}).`,
  );
}
