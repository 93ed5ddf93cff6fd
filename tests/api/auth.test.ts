import { ApiErrorSchema, LoginResponseSchema, messages } from "@aql-portal/shared";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { api, idTokenFor, login, signIn } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";

const DEMO_ROLES = {
  "admin@demo.local": "ADMINISTRATOR",
  "reviewer@demo.local": "REVIEWER",
  "planner@demo.local": "PLANNER",
  "supplier@demo.local": "SUPPLIER",
  "inspector@demo.local": "INSPECTOR",
  "manager@demo.local": "CLIENT_MANAGER",
  "operator@demo.local": "CLIENT_OPERATOR",
} as const;

describe("POST /api/auth/login", () => {
  it.each(Object.entries(DEMO_ROLES))(
    "signs %s in as %s with a short-lived access token",
    async (email, role) => {
      const response = await login(email);
      expect(response.status).toBe(200);
      const body = LoginResponseSchema.parse(await response.json());
      expect(body.user.email).toBe(email);
      expect(body.user.role.name).toBe(role);
      expect(body.user.approved).toBe(true);
      expect(body.expiresIn).toBeGreaterThan(0);
      expect(body.expiresIn).toBeLessThanOrEqual(3600);
    },
  );

  it("answers 403 'your account approval is pending' for an account awaiting approval", async () => {
    const response = await login("pending@demo.local");
    expect(response.status).toBe(403);
    expect(ApiErrorSchema.parse(await response.json()).message).toBe(messages.approvalPending);
  });

  it("answers 423 for a blocked account", async () => {
    const response = await login("blocked@demo.local");
    expect(response.status).toBe(423);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/suspended/i);
  });

  it("refuses a token whose nonce does not match the one the browser sent", async () => {
    const { idToken } = await idTokenFor("admin@demo.local");
    const response = await api("auth/login", {
      method: "POST",
      body: { token: idToken, platform: 2, nonce: "a-different-nonce" },
    });
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/nonce/);
  });

  it("refuses a token signed by someone other than the provider", async () => {
    const forged = await new SignJWT({ email: "admin@demo.local", nonce: "n0nce-value" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(stackInfo().issuer)
      .setAudience("aql-portal-local")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("x".repeat(32)));
    const response = await api("auth/login", {
      method: "POST",
      body: { token: forged, platform: 2, nonce: "n0nce-value" },
    });
    expect(response.status).toBe(401);
  });

  it("names each bad field: missing token, wrong platform, unknown field", async () => {
    const response = await api("auth/login", { method: "POST", body: { platform: 1, extra: true } });
    expect(response.status).toBe(400);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body.errors?.map((e) => e.field).sort()).toEqual(["body.extra", "body.platform", "body.token"]);
    expect(body.correlationId).toBeTruthy();
  });

  it("says malformed JSON is malformed", async () => {
    const response = await api("auth/login", {
      method: "POST",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/not valid JSON/);
  });
});

describe("access tokens", () => {
  it("a route without a token answers 401 in the one error shape, with no stack trace", async () => {
    const response = await api("users");
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(ApiErrorSchema.parse(JSON.parse(text)).status).toBe(401);
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("a tampered token answers 401", async () => {
    const { accessToken } = await signIn("admin@demo.local");
    const [header, payload, signature] = accessToken.split(".");
    const tampered = `${header}.${payload}.${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`;
    expect((await api("users", { token: tampered })).status).toBe(401);
    expect((await api("users", { token: accessToken })).status).toBe(200);
  });

  it("logout answers 204", async () => {
    const { accessToken } = await signIn("planner@demo.local");
    expect((await api("auth/logout", { method: "POST", token: accessToken })).status).toBe(204);
  });
});
