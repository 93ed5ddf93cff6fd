import azureFunctions, {
  type HttpRequest,
  type HttpResponseInit,
  type InvocationContext,
} from "@azure/functions";
import { can, ROLES, type Permission } from "@aql-portal/shared";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { z } from "zod";
import { openToken, sealToken, type TokenBinding } from "../data/continuation";
import { measureCosmos } from "../data/cosmos";
import type { UserDocument } from "../data/users-repository";
import { badRequest, forbidden, HttpError, httpErrorOf, sessionEnded, unauthorized } from "./errors";
import { isResetting, RESET_HEADER, resetInProgress } from "./reset-guard";
import { getServices, type Services } from "./services";
import { whySessionEnded } from "./sessions";
import { verifyAccessToken, type SignedInSession } from "./tokens";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A function as both hosts see it: Azure registers it with app.http, the local host serves it. */
export interface HttpFunctionDefinition {
  trigger: "http";
  name: string;
  route: string;
  methods: HttpMethod[];
  /**
   * The largest request body the function reads. Azure's front end refuses only far larger bodies, so the
   * function stops reading at this limit itself; the local host refuses over it before reading, as a front end
   * configured per route would.
   */
  maxBodyBytes: number;
  /** Who may call it (tests/api/access-matrix.test.ts reads it to know what each role should be answered). */
  access: Access;
  /** The schemas its input is checked against (the fuzz tests generate requests from them). */
  input: { query?: z.ZodType | undefined; body?: z.ZodType | undefined; params?: z.ZodType | undefined };
  /** What it answers when it succeeds (the OpenAPI document describes it; the handlers' unit tests check it). */
  response: Responses;
  handler: (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit>;
}

/** A success's body: JSON its schema describes, a file of this media type, or nothing. */
export type ResponseBody = z.ZodType | { file: string } | null;

/** A route's successful answers, by status (a handler's reply with no status is 200, or 204 without a body). */
export type Responses = Partial<Record<200 | 201 | 202 | 204, ResponseBody>>;

/** A success's body as it was answered: JSON, a file of a media type, or none (undefined). */
export type AnsweredBody = { json: unknown } | { file: string } | undefined;

/**
 * Why an answer is not one the route declares, or undefined when it is: its status declared, and its body the
 * declared one (JSON the schema accepts, a file of the media type, or nothing). The handlers' unit tests and the
 * API tests hold every route to what the OpenAPI document publishes.
 */
export function undeclaredAnswer(
  route: Pick<HttpFunctionDefinition, "name" | "response">,
  status: number,
  body: AnsweredBody,
): string | undefined {
  const declared = route.response[status as keyof Responses];
  const problem =
    declared === undefined
      ? `answered ${status}, which it does not declare (${Object.keys(route.response).join(", ")})`
      : declared === null
        ? body === undefined
          ? undefined
          : `answered ${status} with a body, declared without one`
        : body === undefined
          ? `answered ${status} without the body it declares`
          : "file" in declared
            ? "file" in body && body.file.startsWith(declared.file)
              ? undefined
              : `answered ${status} with ${"file" in body ? body.file : "JSON"}, declared as a ${declared.file} file`
            : "json" in body
              ? jsonProblem(declared, body.json)
              : `answered ${status} with a ${body.file} file, declared as JSON`;
  return problem && `${route.name} ${problem}`;
}

/** Why a JSON answer is not what its schema declares: a field wrong or missing, or one it does not document. */
function jsonProblem(schema: z.ZodType, json: unknown): string | undefined {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return parsed.error.message;
  const extra = undocumentedFields(json, parsed.data, "");
  return extra.length > 0
    ? `answered fields it does not document: ${extra.slice(0, 10).join(", ")}`
    : undefined;
}

/** The paths of what `sent` holds that the schema's reading of it (`documented`: unknown keys stripped) does not. */
function undocumentedFields(sent: unknown, documented: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(documented)) {
    return sent.flatMap((item, index) => undocumentedFields(item, documented[index], `${path}[${index}]`));
  }
  if (!isRecord(sent) || !isRecord(documented)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return key in documented ? undocumentedFields(value, documented[key], at) : [at];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The item schemas of a family of lists (the reference lists'), as `z.union` takes them: the most specific first
 * (most required fields, then most fields), since a union reads an item as the first schema that accepts it and
 * would drop the fields of a defect read as a control point.
 */
export function listItemSchemas(schemas: Readonly<Record<string, z.ZodType>>): [z.ZodType, ...z.ZodType[]] {
  const fields = (schema: z.ZodType) =>
    Object.values((schema as { shape?: Record<string, z.ZodType> }).shape ?? {});
  const required = (schema: z.ZodType) =>
    fields(schema).filter((field) => !field.safeParse(undefined).success);
  const [first, ...rest] = Object.values(schemas).sort(
    (a, b) => required(b).length - required(a).length || fields(b).length - fields(a).length,
  );
  if (!first) throw new Error("A family of lists has at least one list.");
  return [first, ...rest];
}

export type Access = "public" | Permission;

export interface RequestContext<A extends Access> {
  services: Services;
  /**
   * The signed-in caller, read from the database, or from this instance's copy of it if read within the session
   * cache's bound (docs/decisions/caching.md): role changes, blocks and logouts apply at once where they are made.
   */
  user: A extends "public" ? undefined : UserDocument;
  /** The caller's session (this device's sign-in): what a logout ends. */
  session: A extends "public" ? undefined : SignedInSession;
  tenantId: string;
  correlationId: string;
  /** The If-Match header: the etag the caller read, for writes that must not overwrite someone else's. */
  ifMatch: string | undefined;
  /** The raw request, for handlers that read a body other than JSON (file uploads). */
  request: HttpRequest;
  log: InvocationContext;
}

export interface Reply {
  status?: number;
  /** Sent as JSON; a Uint8Array (a file download) is sent as it is, a Readable streamed as it is read. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A JSON answer the browser may keep and revalidate (reference lists): sent with an ETag of its content and
   * `cache-control: private, no-cache`; a request whose If-None-Match names that ETag is answered 304, empty.
   */
  revalidate?: true;
}

type Schema = z.ZodType;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the query, body and route parameters its schemas checked (undefined without one). */
export interface HandlerInput<Q, B, P> {
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Parsed<P>;
}

/** A route's rules: the checked input and the caller's context in, the answer out. */
export type Handler<A extends Access, Q, B, P> = (
  input: HandlerInput<Q, B, P>,
  ctx: RequestContext<A>,
) => Promise<Reply>;

/**
 * A function as defined here: the host's definition, and `run`, its handler as a plain function — what the
 * wrapper calls once the caller is signed in with the permission and the input is checked, and what the unit
 * tests beside the function files call with in-memory services (../testing/handler-context.ts).
 */
export interface HttpFunction<A extends Access, Q, B, P> extends HttpFunctionDefinition {
  run: Handler<A, Q, B, P>;
}

export interface HttpFunctionSpec<
  A extends Access,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  P extends Schema | undefined,
> {
  name: string;
  route: string;
  methods: HttpMethod[];
  /** Who may call it: anyone, or a signed-in user whose role holds this permission. */
  access: A;
  /** The largest body it reads (default: a JSON body's 1 MB); a file upload's limit and its envelope. */
  maxBodyBytes?: number;
  query?: Q;
  body?: B;
  params?: P;
  /** What it answers when it succeeds, e.g. `{ 200: UserSchema }`, `{ 204: null }`, `{ 200: { file: "application/pdf" } }`. */
  response: Responses;
  handler: Handler<A, Q, B, P>;
}

/** The largest JSON body a route reads (an inspection's whole record is a few hundred KB at most). */
const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Headers on every answer, success or error: the API's answers are data, never a page to render or frame,
 * whatever host is in front of it (OWASP REST Security: nosniff, no framing, no caching of personal data).
 */
const SECURITY_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
} as const;

/**
 * Defines an HTTP function: validates input against its schemas, checks the caller and their permission on
 * the server, runs the handler, and turns every failure into the one error body shape.
 */
export function httpFunction<
  A extends Access,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: HttpFunctionSpec<A, Q, B, P>): HttpFunction<A, Q, B, P> {
  return {
    trigger: "http",
    name: spec.name,
    route: spec.route,
    methods: spec.methods,
    access: spec.access,
    maxBodyBytes: spec.maxBodyBytes ?? MAX_JSON_BYTES,
    input: { query: spec.query, body: spec.body, params: spec.params },
    response: spec.response,
    run: spec.handler,
    handler: async (request, context) => {
      const correlationId = correlationIdOf(request);
      try {
        const { result: reply, usage } = await measureCosmos(() => run(request, correlationId, context));
        const headers = {
          ...SECURITY_HEADERS,
          "x-correlation-id": correlationId,
          // Each request's database work, visible in the browser's tools and to the benchmarks.
          "server-timing": `cosmos-round-trips;desc=${usage.roundTrips}, cosmos-metadata-lookups;desc=${usage.metadataLookups}, cosmos-documents;desc=${usage.documents}`,
          ...reply.headers,
        };
        if (reply.revalidate) {
          // Serialised once, for its tag and as the answer.
          const json = JSON.stringify(reply.body);
          const etag = contentTag(json);
          const cached = { ...headers, etag, "cache-control": "private, no-cache" };
          return matches(request.headers.get("if-none-match"), etag)
            ? { status: 304, headers: cached }
            : {
                status: reply.status ?? 200,
                body: json,
                headers: { ...cached, "content-type": "application/json" },
              };
        }
        return {
          status: reply.status ?? (reply.body === undefined ? 204 : 200),
          ...(reply.body instanceof Uint8Array || reply.body instanceof Readable
            ? { body: reply.body }
            : { jsonBody: reply.body }),
          headers,
        };
      } catch (error) {
        return errorResponse(error, correlationId, context);
      }
    },
  };

  async function run(
    request: HttpRequest,
    correlationId: string,
    context: InvocationContext,
  ): Promise<Reply> {
    const services = getServices();
    const caller = spec.access === "public" ? undefined : await authenticate(request, services, spec.access);
    const user = caller?.user;
    const tenantId = user?.tenantId ?? services.config.tenantId;
    // While the environment is reset nobody writes into it; the reset's own routes go on (lib/reset-guard.ts).
    const resetting = user !== undefined && (await isResetting(services, tenantId));
    if (resetting && request.method !== "GET" && spec.access !== "environment:reset") throw resetInProgress();
    const pages = {
      key: services.config.accessToken.secret,
      binding: { tenantId, callerId: user?.id ?? "", route: spec.name },
    };
    const query: Record<string, string> = Object.fromEntries(request.query.entries());
    if (query.continuationToken !== undefined) {
      query.continuationToken = openToken(pages.key, pages.binding, query.continuationToken);
    }
    const input = {
      query: parse(spec.query, query, "query"),
      body: parse(
        spec.body,
        spec.body ? await readJson(request, spec.maxBodyBytes ?? MAX_JSON_BYTES) : undefined,
        "body",
      ),
      params: parse(spec.params, checkedParams(request.params), "params"),
    } as HandlerInput<Q, B, P>;
    const ctx = {
      services,
      user,
      session: caller?.session,
      tenantId,
      correlationId,
      ifMatch: request.headers.get("if-match") ?? undefined,
      request,
      log: context,
    } as RequestContext<A>;
    const reply = sealPage(await spec.handler(input, ctx), pages);
    // On every signed-in answer, "none" included: a 304 updates the header the browser kept with the list.
    if (user === undefined) return reply;
    return { ...reply, headers: { ...reply.headers, [RESET_HEADER]: resetting ? "running" : "none" } };
  }
}

/**
 * A list's next-page token leaves sealed for its caller and route (see data/continuation.ts), and comes back
 * opened before the query is parsed: handlers and repositories only ever see the database's own tokens.
 */
function sealPage(reply: Reply, pages: { key: Uint8Array; binding: TokenBinding }): Reply {
  const body = reply.body as { continuationToken?: unknown } | undefined;
  if (typeof body?.continuationToken !== "string") return reply;
  return {
    ...reply,
    body: { ...body, continuationToken: sealToken(pages.key, pages.binding, body.continuationToken) },
  };
}

/**
 * Route parameters are ids and codes: one the database client would throw on (a path or fragment separator,
 * a control character, a space at either end) is refused here, as no object has it.
 */
function checkedParams(params: Readonly<Record<string, string>>): Record<string, string> {
  const errors = Object.entries(params).flatMap(([name, value]) =>
    /[/\\#?\p{Cc}]/u.test(value)
      ? [
          {
            field: `params.${name}`,
            message: "contains a character no id has (/ \\ # ? or a control character)",
          },
        ]
      : value !== value.trim()
        ? [{ field: `params.${name}`, message: "begins or ends with a space, which no id does" }]
        : [],
  );
  if (errors.length > 0) {
    throw badRequest(`Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join("; ")}`, errors);
  }
  return { ...params };
}

export interface AliasSpec {
  name: string;
  route: string;
  /** Default: the target's. */
  methods?: HttpMethod[];
  /** Query parameters the alias sets over the caller's (e.g. skipped=true), from its route parameters. */
  query?: (params: Readonly<Record<string, string>>) => Record<string, string>;
  /** The target's route parameters from the alias's. Default: the same names. */
  params?: (params: Record<string, string>) => Record<string, string>;
}

/**
 * Another path to a function, for integrations built on the old system's paths: the request is handed to the
 * target as if it had come to it, so it gets exactly the target's checks, validation and answers.
 */
export function aliasOf(target: HttpFunctionDefinition, alias: AliasSpec): HttpFunctionDefinition {
  return {
    trigger: "http",
    name: alias.name,
    route: alias.route,
    methods: alias.methods ?? target.methods,
    access: target.access,
    maxBodyBytes: target.maxBodyBytes,
    input: target.input,
    response: target.response,
    handler: async (request, context) => {
      const url = new URL(request.url);
      for (const [key, value] of Object.entries(alias.query?.(request.params) ?? {})) {
        url.searchParams.set(key, value);
      }
      const body = new Uint8Array(await request.arrayBuffer());
      const forwarded = new azureFunctions.HttpRequest({
        method: request.method,
        url: url.href,
        headers: Object.fromEntries(request.headers),
        params: alias.params ? alias.params(request.params) : request.params,
        ...(body.byteLength > 0 ? { body: { bytes: body } } : {}),
      });
      return target.handler(forwarded, context);
    },
  };
}

/** A strong ETag of a JSON answer's content. */
function contentTag(json: string): string {
  return `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names the ETag (or is *); weak tags compare by their value. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

/** The etag a write must carry (If-Match), so that nobody else's change is overwritten: 428 without one. */
export function requireIfMatch(ifMatch: string | undefined): string {
  if (!ifMatch) {
    throw new HttpError(
      428,
      "Send the etag you read in the If-Match header, so that nobody else's change is overwritten.",
    );
  }
  return ifMatch;
}

async function authenticate(
  request: HttpRequest,
  services: Services,
  permission: Permission,
): Promise<{ user: UserDocument; session: SignedInSession }> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer (\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized("Sign in first: this request carries no bearer token.");
  const { claims, session } = await verifyAccessToken(services.config, match[1]);
  const user = await services.users.getSignedIn(claims.tid, claims.sub);
  if (!user) throw unauthorized();
  // A session signed out, or a person signed out everywhere, blocked or removed: at once, not at expiry.
  const ended = whySessionEnded(user, claims);
  if (ended) throw sessionEnded(ended);
  if (!can(user.role, permission)) {
    throw forbidden(
      `Your role (${ROLES[user.role].label}) does not allow this: it needs the "${permission}" permission.`,
    );
  }
  return { user, session };
}

/**
 * A JSON body: declared as application/json (in UTF-8, JSON's only encoding on the wire), so that a form or a
 * text body a browser may send across sites without asking is never read as one.
 */
async function readJson(request: HttpRequest, maxBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  const media = /^\s*application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
  if (!media.test(type)) {
    throw new HttpError(
      415,
      `Send the body as JSON with the header Content-Type: application/json${type ? ` (not ${type.slice(0, 100)})` : ""}.`,
    );
  }
  const tooLarge = () =>
    new HttpError(
      413,
      `The request body is larger than ${maxBytes / 1024 / 1024} MB, the most a request may carry.`,
    );
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
  if (text.trim() === "")
    throw badRequest("The request body is empty: send a JSON object.", [
      { field: "body", message: "is required" },
    ]);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.", [
      { field: "body", message: "is not valid JSON" },
    ]);
  }
}

/** A part the route declares a schema for, checked (parseInput); undefined where it declares none. */
const parse = (schema: Schema | undefined, value: unknown, part: string): unknown =>
  schema && parseInput(schema, value, part);

/**
 * A part of a request (`query`, `body`, `params`) checked against its schema: the parsed value, else 400 naming
 * each field as `part.path` (an unknown field "is not a known field"). Routes that read a part themselves (a
 * multipart upload's fields) check it here too, so every 400 names fields alike.
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, part: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          field: [part, ...issue.path, key].join("."),
          message: "is not a known field",
        }))
      : [{ field: [part, ...issue.path].join("."), message: issue.message }],
  );
  throw badRequest(`Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join("; ")}`, errors);
}

/**
 * The answer to a request no function's route takes (what the host in front of the functions sends): 404, or 405
 * naming the methods the path does take, in the API's one error shape with the headers of every answer.
 */
export function unmatchedRequest(
  request: HttpRequest,
  context: InvocationContext,
  allowed?: readonly string[],
): HttpResponseInit {
  const path = new URL(request.url).pathname;
  const error =
    allowed && allowed.length > 0
      ? new HttpError(405, `${request.method} is not allowed here: use ${allowed.join(", ")}.`)
      : new HttpError(404, `No API route matches ${path}.`);
  const response = errorResponse(error, correlationIdOf(request), context);
  return allowed?.length
    ? { ...response, headers: { ...response.headers, allow: allowed.join(", ") } }
    : response;
}

function correlationIdOf(request: HttpRequest): string {
  const given = request.headers.get("x-correlation-id");
  return given && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
}

function errorResponse(thrown: unknown, correlationId: string, context: InvocationContext): HttpResponseInit {
  const headers = { ...SECURITY_HEADERS, "x-correlation-id": correlationId };
  const error = httpErrorOf(thrown) ?? thrown;
  if (error instanceof HttpError) {
    if (error.status >= 500) context.error({ correlationId, error: String(error.stack) });
    return {
      status: error.status,
      headers,
      jsonBody: {
        ...error.details,
        status: error.status,
        message: error.message,
        errors: error.fieldErrors,
        correlationId,
      },
    };
  }
  context.error({ correlationId, error: error instanceof Error ? String(error.stack) : String(error) });
  return {
    status: 500,
    headers,
    jsonBody: {
      status: 500,
      message: `Internal server error. Quote ${correlationId} when reporting it.`,
      correlationId,
    },
  };
}
