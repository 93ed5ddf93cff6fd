import azureFunctions from "@azure/functions";
import { can, ROLE_NAMES, type Permission, type RoleName } from "@aql-portal/shared";
import type { z } from "zod";
import type { UserDocument } from "../data/users-repository";
import { Readable } from "node:stream";
import { httpErrorOf, HttpError } from "../lib/errors";
import {
  parseInput,
  undeclaredAnswer,
  type Access,
  type Handler,
  type HandlerInput,
  type HttpFunctionDefinition,
  type Reply,
  type RequestContext,
  type Responses,
} from "../lib/http";
import { DEMO_USERS } from "../seed/demo-users";
import type { MemoryServices } from "./memory-services";

/**
 * Calls a route's handler as a plain function, its definition's `run(input, ctx)`, as the active demo user of
 * `role` (with the etag they read, for a write): what the wrapper (lib/http.ts) does once it has checked the
 * caller's token and permission and parsed the input. Whether the role may call the route at all is the
 * wrapper's check, tested for every route and role by tests/api/access-matrix.test.ts. An error the handler
 * throws is thrown as the wrapper answers it (`httpErrorOf`), so a test sees the status a client would. The answer must be one
 * the route declares (`response`, which the OpenAPI document publishes): a handler that answers otherwise fails
 * its test.
 */
export async function runAs<Q, B, P>(
  services: MemoryServices,
  role: RoleName,
  route: { name: string; run: Handler<Permission, Q, B, P>; response: Responses },
  input: HandlerInput<Q, B, P>,
  ifMatch?: string,
): Promise<Reply> {
  const context = { ...(await contextAs(services, role)), ifMatch };
  // A thrown error reaches the test as the answer the wrapper gives it (a storage error's status included).
  const reply = await route.run(input, context).catch((error: unknown) => {
    throw httpErrorOf(error) ?? error;
  });
  checkDeclared(route, reply);
  return reply;
}

/**
 * The same for a public route (sign-in, the deployment's settings, the OpenAPI document): called as the wrapper
 * calls it for anyone, signed in or not, with no user and no session.
 */
export async function runPublic<Q, B, P>(
  services: MemoryServices,
  route: { name: string; run: Handler<"public", Q, B, P>; response: Responses },
  input: HandlerInput<Q, B, P>,
): Promise<Reply> {
  const context: RequestContext<"public"> = {
    services,
    user: undefined,
    session: undefined,
    tenantId: services.config.tenantId,
    correlationId: crypto.randomUUID(),
    ifMatch: undefined,
    request: new azureFunctions.HttpRequest({ method: "GET", url: "http://localhost/api" }),
    log: new azureFunctions.InvocationContext({ functionName: "unit-test", logHandler: () => undefined }),
  };
  const reply = await route.run(input, context).catch((error: unknown) => {
    throw httpErrorOf(error) ?? error;
  });
  checkDeclared(route, reply);
  return reply;
}

/** Throws unless the reply is one of the route's declared answers, as lib/http.ts would send it. */
function checkDeclared(route: Pick<HttpFunctionDefinition, "name" | "response">, reply: Reply): void {
  const body =
    reply.body === undefined
      ? undefined
      : reply.body instanceof Uint8Array || reply.body instanceof Readable
        ? { file: reply.headers?.["content-type"] ?? "" }
        : { json: reply.body };
  const problem = undeclaredAnswer(route, reply.status ?? (body === undefined ? 204 : 200), body);
  if (problem) throw new Error(problem);
}

/** The context the wrapper gives a handler, for the active demo user of `role`, on in-memory services. */
export async function contextAs(
  services: MemoryServices,
  role: RoleName,
): Promise<RequestContext<Permission>> {
  const demo = DEMO_USERS.find((candidate) => candidate.role === role && candidate.status === "ACTIVE");
  if (!demo) throw new Error(`There is no active demo user with the role ${role}.`);
  return contextFor(services, await demoUser(services, demo.email));
}

/** The same for a given user (one a test added). */
export function contextFor(services: MemoryServices, user: UserDocument): RequestContext<Permission> {
  return {
    services,
    user,
    session: { id: crypto.randomUUID(), until: new Date(Date.now() + 3_600_000) },
    tenantId: user.tenantId,
    correlationId: crypto.randomUUID(),
    ifMatch: undefined,
    request: new azureFunctions.HttpRequest({ method: "GET", url: "http://localhost/api" }),
    log: new azureFunctions.InvocationContext({ functionName: "unit-test", logHandler: () => undefined }),
  };
}

/** A demo user (../seed/demo-users.ts) as stored now, by email. */
export async function demoUser(services: MemoryServices, email: string): Promise<UserDocument> {
  const user = await services.users.findByEmail(services.config.tenantId, email);
  if (!user) throw new Error(`There is no demo user ${email}.`);
  return user;
}

/** The roles whose permissions let them call a route: the wrapper (lib/http.ts) answers every other one 403. */
export const rolesAllowed = (route: { access: Access }): RoleName[] =>
  ROLE_NAMES.filter((role) => route.access !== "public" && can(role, route.access));

/**
 * What the wrapper answers a query string with, 400's fields and messages (`query.<parameter>`, lib/http.ts
 * `parseInput`); an empty list for a query the route's schema takes.
 */
export function queryRefusals(
  schema: z.ZodType,
  query: Readonly<Record<string, string>>,
): { field: string; message: string }[] {
  try {
    parseInput(schema, query, "query");
    return [];
  } catch (error) {
    if (error instanceof HttpError) return error.fieldErrors ?? [];
    throw error;
  }
}

/**
 * A page of a GET route as the demo user of `role` (by default the client manager) reads it: its query the
 * period `base` with the filters asked for, parsed as the wrapper parses it, and its answer as the web parses it.
 */
export function pageReader<S extends z.ZodType, T>(
  services: MemoryServices,
  route: { name: string; run: Handler<Permission, S, undefined, undefined>; response: Responses },
  query: S,
  answerSchema: z.ZodType<T>,
  base: Readonly<Record<string, string>>,
): (filters?: Readonly<Record<string, string>>, role?: RoleName) => Promise<T> {
  return async (filters = {}, role = "CLIENT_MANAGER") => {
    const input = {
      query: parseInput(query, { ...base, ...filters }, "query"),
      body: undefined,
      params: undefined,
    };
    const reply = await runAs(services, role, route, input as HandlerInput<S, undefined, undefined>);
    return answerSchema.parse(reply.body);
  };
}
