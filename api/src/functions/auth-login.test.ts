import { LoginResponseSchema, messages } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { verifyAccessToken } from "../lib/tokens";
import { runPublic } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { userByEmail } from "../testing/users-fixture";
import { authLogin } from "./auth-login";

/** POST /api/auth/login: the browser exchanges the sign-in provider's id_token for the API's access token. */
describe("auth-login", () => {
  const services = demoTenantForEachTest();

  const idToken = (email: string, name?: string) => services.idTokens.issue({ email, name });
  const exchange = (token: string) => {
    const input = { body: { token, platform: 2 as const }, query: undefined, params: undefined };
    return runPublic(services, authLogin, input);
  };

  it("gives an approved user an access token naming them, their tenant and their sessions' version", async () => {
    const planner = await userByEmail(services, "planner@demo.local");
    const login = await answer(LoginResponseSchema, exchange(await idToken("Planner@Demo.local")));
    expect(login.user).toMatchObject({
      id: planner.id,
      email: "planner@demo.local",
      role: { name: "PLANNER" },
    });
    expect(login.expiresIn).toBe(services.config.accessToken.ttlSeconds);
    const stored = await services.users.get(services.config.tenantId, planner.id);
    const { claims } = await verifyAccessToken(services.config, login.accessToken);
    expect(claims).toMatchObject({
      sub: planner.id,
      tid: services.config.tenantId,
      sv: stored?.sessionVersion,
    });
  });

  it("exchanges an id_token once: the same one again is refused", async () => {
    const token = await idToken("planner@demo.local");
    await exchange(token);
    await expect(exchange(token)).rejects.toMatchObject({
      status: 401,
      message: "This sign-in has already been used. Sign in again.",
    });
  });

  it("records someone new as awaiting approval, once, and gives them no token", async () => {
    const signIn = async () => exchange(await idToken("new.person@example.com", "New Person"));
    await expect(signIn()).rejects.toMatchObject({ status: 403, message: messages.approvalPending });
    await expect(signIn()).rejects.toMatchObject({ status: 403, message: messages.approvalPending });
    const recorded = await services.users.findByEmail(services.config.tenantId, "new.person@example.com");
    expect(recorded).toMatchObject({ name: "New Person", role: "PENDING", platform: 2, locations: [] });
  });

  it("refuses a blocked user (423) and a removed one (410)", async () => {
    await expect(exchange(await idToken("blocked@demo.local"))).rejects.toMatchObject({
      status: 423,
      message: "Your account has been suspended. Contact your administrator.",
    });
    const operator = await services.users.findByEmail(services.config.tenantId, "operator@demo.local");
    if (!operator) throw new Error("There is no demo operator.");
    await services.users.replace({ ...operator, deleted: true }, operator._etag ?? "");
    await expect(exchange(await idToken("operator@demo.local"))).rejects.toMatchObject({
      status: 410,
      message: "This account has been removed. Ask an administrator to restore it.",
    });
  });
});
