import { z } from "zod";
import { t } from "@lingui/core/macro";
import { ApiErrorSchema, messages, type SessionEndReason } from "@aql-portal/shared";
import { API_CACHE_PREFIX, readLocal, sessionKeys } from "./storage";
import { trackWait } from "./request-activity";
import { noteEnvironmentReset } from "./environment-reset";

export type FieldError = NonNullable<z.infer<typeof ApiErrorSchema>["errors"]>[number];

/**
 * What to tell someone about a failure: the message of an error (the API's own words for an ApiRequestError),
 * a thrown string as it is, anything else as `fallback`. The one way a page turns a caught value into words.
 */
export function errorMessage(error: unknown, fallback: string = messages.internalError): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return fallback;
}

/** Every failed call ends in this error: the status (0 when the server could not be reached) and its message. */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly correlationId?: string,
    options?: ErrorOptions,
    /** The parsed error body, for answers that carry more than the usual fields (an import's 422 problems). */
    readonly body?: unknown,
  ) {
    super(message, options);
  }
}

/**
 * A success status whose body did not arrive whole: empty where the server always sends one (every answer but a
 * 204 has a JSON body), not JSON, or cut while it was read. The connection broke after the server had answered,
 * or a proxy answered for a request that died, so whether a change was made is unknown: never take it for done.
 */
export class AnswerCutOffError extends ApiRequestError {
  override name = "AnswerCutOffError";
}

type Method = NonNullable<RequestOptions<unknown>["method"]>;

/** What to tell the user: after a read, try again; after a change, check whether it was made first. */
function answerCutOff(status: number, method: Method, cause?: unknown): AnswerCutOffError {
  const message = method === "GET" ? messages.answerCutOff : messages.answerCutOffAfterChange;
  return new AnswerCutOffError(status, message, [], undefined, cause === undefined ? undefined : { cause });
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
  /** What the loader says while this request is on its way; "Please wait…" by default. */
  loaderMessage?: string;
  signal?: AbortSignal;
}

let onUnauthorized: (ended: SessionEndReason | undefined) => void = () => undefined;

/**
 * The app decides what a 401 means for the screen (toast, dialogs, session); the client only reports it, with
 * why the session ended when the API says so.
 */
export function setUnauthorizedHandler(handler: (ended: SessionEndReason | undefined) => void): void {
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
  return options.showLoader === false ? run : trackWait(run, options.loaderMessage);
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = "GET", query, body, schema, auth = true, endSessionOn401 = true, signal } = options;
  const headers = new Headers({ ...options.headers, accept: "application/json" });
  if (body !== undefined) headers.set("content-type", "application/json");
  const authorization = authorizationHeader(auth);
  if (authorization) headers.set("authorization", authorization);

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
  if (authorization) noteEnvironmentReset(response.headers.get("x-environment-reset"));
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw answerCutOff(response.status, method, error);
  }
  return interpret(response.status, text, { method, schema, auth, endSessionOn401 });
}

interface Reading<T> {
  method: Method;
  schema: z.ZodType<T>;
  auth: boolean;
  endSessionOn401: boolean;
}

/** One reading of every answer, whichever way it came (fetch, or the XMLHttpRequest of an upload). */
function interpret<T>(
  status: number,
  text: string,
  { method, schema, auth, endSessionOn401 }: Reading<T>,
): T {
  const { json, isJson } = readJson(text);
  if (auth && (status === 401 || UnauthorizedBodySchema.safeParse(json).success)) {
    if (endSessionOn401) onUnauthorized(ApiErrorSchema.safeParse(json).data?.sessionEnded);
    throw new ApiRequestError(401, messages.unauthorized);
  }
  if (status < 200 || status > 299) throw toApiRequestError(status, json);
  if (status !== 204 && !isJson) throw answerCutOff(status, method);

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(
      status,
      t`The server sent a response this page does not understand.`,
      [],
      undefined,
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

/** The Authorization header's scheme (a protocol word, not for reading). */
const BEARER_SCHEME = "Bearer";

function authorizationHeader(auth: boolean): string | null {
  const token = auth ? readLocal(sessionKeys.token) : null;
  return token ? `${BEARER_SCHEME} ${token}` : null;
}

export interface UploadProgress {
  /** Bytes sent so far, and in all (the whole multipart body). */
  loaded: number;
  total: number;
}

export interface UploadOptions<T> {
  /** POST by default; PUT for uploads under a name the client chose (a retry replaces itself). */
  method?: "POST" | "PUT";
  /** The multipart body: the browser sets its content type and boundary. */
  form: FormData;
  schema: z.ZodType<T>;
  query?: Readonly<Record<string, QueryValue>>;
  /** While the body is being sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** The last byte has been sent: from here on the server is working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
  /** Counts towards the global loader. Default false: an upload shows its own progress. */
  showLoader?: boolean;
}

/**
 * How an upload stopped by its caller fails: the name callers look for to drop it unsaid (the caller said what
 * happened), so the messages are read by no one but a developer.
 */
const ABORT_ERROR = "AbortError";
const ABORTED_ERROR = "Aborted";
const UPLOAD_CANCELLED_ERROR = "The upload was cancelled.";

/**
 * POST (or PUT) of a multipart form with upload progress. fetch() cannot report how much of a request body has been
 * sent, so this one call uses XMLHttpRequest; the answer is read exactly as apiRequest reads it (bearer token,
 * 401 ends the session, the API's error body, the caller's schema).
 */
export function apiUpload<T>(path: string, options: UploadOptions<T>): Promise<T> {
  const run = new Promise<T>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new DOMException(ABORTED_ERROR, ABORT_ERROR));
      return;
    }
    const method = options.method ?? "POST";
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(path, options.query));
    request.setRequestHeader("accept", "application/json");
    const authorization = authorizationHeader(true);
    if (authorization) request.setRequestHeader("authorization", authorization);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    let sent = false;
    request.upload.onload = () => {
      sent = true;
      options.onSent?.();
    };
    const onAbort = () => request.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal?.removeEventListener("abort", onAbort);
    request.onload = () => {
      settle();
      try {
        resolve(
          interpret(request.status, request.responseText, {
            method,
            schema: options.schema,
            auth: true,
            endSessionOn401: true,
          }),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => {
      settle();
      // Once every byte was sent, the server may have done the work: only its answer was lost.
      reject(sent ? answerCutOff(0, method) : new ApiRequestError(0, messages.cannotConnect));
    };
    request.onabort = () => {
      settle();
      reject(new DOMException(UPLOAD_CANCELLED_ERROR, ABORT_ERROR));
    };
    request.send(options.form);
  });
  return options.showLoader === true ? trackWait(run) : run;
}

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition, else the fallback given. */
  fileName: string;
}

/** GET of a file (spec §7 "GET as blob"), with the same token, 401 handling and error reading as apiRequest. */
export async function apiDownload(
  path: string,
  {
    fallbackName,
    signal,
    showLoader = false,
  }: { fallbackName: string; signal?: AbortSignal; showLoader?: boolean },
): Promise<DownloadedFile> {
  const run = (async () => {
    const headers = new Headers();
    const authorization = authorizationHeader(true);
    if (authorization) headers.set("authorization", authorization);
    let response: Response;
    try {
      response = await fetch(apiUrl(path), { headers, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, messages.cannotConnect, [], undefined, { cause: error });
    }
    let blob: Blob;
    try {
      if (!response.ok) {
        const reading = { method: "GET", schema: z.never(), auth: true, endSessionOn401: true } as const;
        interpret(response.status, await response.text(), reading);
      }
      blob = await response.blob();
    } catch (error) {
      if (error instanceof ApiRequestError || signal?.aborted) throw error;
      throw answerCutOff(response.status, "GET", error);
    }
    // Every file the API sends has something in it: an empty one is an answer that did not arrive.
    if (blob.size === 0) throw answerCutOff(response.status, "GET");
    return { blob, fileName: fileNameOf(response.headers.get("content-disposition")) ?? fallbackName };
  })();
  return showLoader ? trackWait(run) : run;
}

/**
 * The file name of a Content-Disposition header: filename*= (RFC 5987) first, then filename=. Only the name:
 * any folder part is dropped.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
    name = (plain?.[1] ?? plain?.[2])?.trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
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
    const hit = request.schema.safeParse(readJson(sessionStorage.getItem(key) ?? "").json);
    if (hit.success) return hit.data;
  }
  const session = readLocal(sessionKeys.token);
  const data = await apiRequest(path, request);
  // An answer that arrives after logout (or a new sign-in) belongs to no session: it is not kept.
  if (cache && session !== null && readLocal(sessionKeys.token) === session) {
    sessionStorage.setItem(key, JSON.stringify(data));
  }
  return data;
}

export function clearApiCache(): void {
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
  for (const key of keys) {
    if (key?.startsWith(API_CACHE_PREFIX)) sessionStorage.removeItem(key);
  }
}

/** A body as JSON: undefined when empty; when it is not JSON (a proxy's error page, a cut answer), its text. */
function readJson(text: string): { json: unknown; isJson: boolean } {
  if (text === "") return { json: undefined, isJson: false };
  try {
    const json: unknown = JSON.parse(text);
    return { json, isJson: true };
  } catch {
    return { json: text, isJson: false };
  }
}

function toApiRequestError(status: number, json: unknown): ApiRequestError {
  const body = ApiErrorSchema.safeParse(json);
  if (body.success) {
    return new ApiRequestError(
      status,
      body.data.message,
      body.data.errors,
      body.data.correlationId,
      undefined,
      json,
    );
  }
  return new ApiRequestError(
    status,
    status >= 500 ? messages.internalError : t`The request failed (HTTP ${status}).`,
    [],
    undefined,
    undefined,
    json,
  );
}
