import azureFunctions, { type HttpRequest } from "@azure/functions";
import type { Permission, RoleName } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import type { RequestContext } from "../lib/http";
import { DEMO_USERS } from "../seed/demo-users";
import type { MemoryServices } from "./memory-services";

/**
 * What the wrapper (lib/http.ts) gives a handler once it has checked the caller's token and permission: here for
 * the active demo user of `role`, on in-memory services. The handler is then called as a plain function, its
 * definition's `run(input, ctx)`; a write under an etag passes it as `{ ...ctx, ifMatch }`. Whether the role may
 * call the route at all is the wrapper's check, tested for every route and role by tests/api/access-matrix.test.ts.
 */
export async function contextAs(
  services: MemoryServices,
  role: RoleName,
  request?: HttpRequest,
): Promise<RequestContext<Permission>> {
  const demo = DEMO_USERS.find((candidate) => candidate.role === role && candidate.status === "ACTIVE");
  if (!demo) throw new Error(`There is no active demo user with the role ${role}.`);
  return contextFor(services, await demoUser(services, demo.email), request);
}

/** A demo user (../seed/demo-users.ts) as stored now, by email. */
export async function demoUser(services: MemoryServices, email: string): Promise<UserDocument> {
  const user = await services.users.findByEmail(services.config.tenantId, email);
  if (!user) throw new Error(`There is no demo user ${email}.`);
  return user;
}

/** The same for a given user (one a test added). */
export function contextFor(
  services: MemoryServices,
  user: UserDocument,
  request = new azureFunctions.HttpRequest({ method: "GET", url: "http://localhost/api" }),
): RequestContext<Permission> {
  return {
    services,
    user,
    tenantId: user.tenantId,
    correlationId: crypto.randomUUID(),
    ifMatch: undefined,
    request,
    log: new azureFunctions.InvocationContext({ functionName: "unit-test", logHandler: () => undefined }),
  };
}
