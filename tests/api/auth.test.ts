import {
  ApiErrorSchema,
  LoginResponseSchema,
  messages,
  UserPageSchema,
  UserSchema,
} from "@aql-portal/shared";
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { api, idTokenFor, login, signIn } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** An approved planner of its own, so that ending their sessions ends no other test's. */
async function newPlanner(): Promise<string> {
  const email = unique("planner");
  const { accessToken } = await signIn("admin@demo.local");
  const response = await api("users", {
    method: "POST",
    token: accessToken,
    body: { name: "Session Tester", email, role: "PLANNER", locationIds: [], platform: 2 },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return email;
}

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

  it("exchanges an id_token once: a second exchange of the same token is refused", async () => {
    const { idToken, nonce } = await idTokenFor("reviewer@demo.local");
    const exchange = () =>
      api("auth/login", { method: "POST", body: { token: idToken, platform: 2, nonce } });
    expect((await exchange()).status).toBe(200);
    const again = await exchange();
    expect(again.status).toBe(401);
    expect(ApiErrorSchema.parse(await again.json()).message).toBe(
      "This sign-in has already been used. Sign in again.",
    );
  });

  it("ten simultaneous first sign-ins of one new email all get the same answer, and make one user", async () => {
    const { accessToken } = await signIn("admin@demo.local");
    // The race is a matter of milliseconds on the server: three bursts, so that one of them meets it.
    for (let burst = 0; burst < 3; burst++) {
      const email = unique("first-time");
      const idTokens = await Promise.all(Array.from({ length: 10 }, () => idTokenFor(email, "Ten Tabs")));
      const responses = await Promise.all(
        idTokens.map(({ idToken, nonce }) =>
          api("auth/login", { method: "POST", body: { token: idToken, platform: 2, nonce } }),
        ),
      );
      const answers = await Promise.all(
        responses.map(
          async (response) => `${response.status} ${ApiErrorSchema.parse(await response.json()).message}`,
        ),
      );
      expect(answers).toEqual(Array.from({ length: 10 }, () => `403 ${messages.approvalPending}`));
      const found = await api(`users?search=${encodeURIComponent(email)}`, { token: accessToken });
      expect(UserPageSchema.parse(await found.json()).items.map((user) => user.email)).toEqual([email]);
    }
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

  it("carry an expiry at most the configured lifetime after they were issued", async () => {
    const { accessToken, expiresIn } = await signIn("planner@demo.local");
    const { iat, exp } = decodeJwt(accessToken);
    expect(exp).toBeDefined();
    expect((exp ?? 0) - (iat ?? 0)).toBe(expiresIn);
  });

  it("a token without an expiry, or living longer than the configured lifetime, answers 401", async () => {
    const { accessToken, expiresIn } = await signIn("admin@demo.local");
    const { sub = "", tid, sv, sid } = decodeJwt(accessToken);
    const secret = new TextEncoder().encode(stackInfo().apiEnv.ACCESS_TOKEN_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const token = (exp?: number) => {
      const jwt = new SignJWT({ tid, sv, sid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuer("aql-portal-api")
        .setAudience("aql-portal")
        .setIssuedAt(now);
      return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).sign(secret);
    };
    expect((await api("users", { token: await token(now + expiresIn) })).status).toBe(200);
    expect((await api("users", { token: await token() })).status).toBe(401);
    expect((await api("users", { token: await token(now + expiresIn + 1) })).status).toBe(401);
    expect((await api("users", { token: await token(now + 10 * 365 * 86_400) })).status).toBe(401);
  });
});

/** The reason a 401 gives for a session that has ended. */
async function endedBecause(response: Response): Promise<string | undefined> {
  expect(response.status, await response.clone().text()).toBe(401);
  return ApiErrorSchema.parse(await response.json()).sessionEnded;
}

describe("POST /api/auth/logout", () => {
  it("ends this session on the server: its token stops working at once, saying it was signed out", async () => {
    const { accessToken } = await signIn(await newPlanner());
    expect((await api("meta/control-points", { token: accessToken })).status).toBe(200);
    expect((await api("auth/logout", { method: "POST", token: accessToken })).status).toBe(204);
    expect(await endedBecause(await api("meta/control-points", { token: accessToken }))).toBe("signed-out");
    expect(await endedBecause(await api("auth/logout", { method: "POST", token: accessToken }))).toBe(
      "signed-out",
    );
  });

  it("leaves the person's other devices signed in, each ended only by its own logout", async () => {
    const email = await newPlanner();
    const [tablet, desk, phone] = [await signIn(email), await signIn(email), await signIn(email)];
    expect((await api("auth/logout", { method: "POST", token: desk.accessToken })).status).toBe(204);
    expect((await api("meta/control-points", { token: tablet.accessToken })).status).toBe(200);
    expect((await api("meta/control-points", { token: phone.accessToken })).status).toBe(200);
    expect((await api("auth/logout", { method: "POST", token: phone.accessToken })).status).toBe(204);
    expect((await api("meta/control-points", { token: tablet.accessToken })).status).toBe(200);
    expect(await endedBecause(await api("meta/control-points", { token: phone.accessToken }))).toBe(
      "signed-out",
    );
  });

  it("leaves the person's details and their last change as they were", async () => {
    const email = await newPlanner();
    const { accessToken, user } = await signIn(email);
    const { accessToken: admin } = await signIn("admin@demo.local");
    const read = async () => UserSchema.parse(await (await api(`users/${user.id}`, { token: admin })).json());
    const before = await read();
    expect((await api("auth/logout", { method: "POST", token: accessToken })).status).toBe(204);
    const after = await read();
    expect({ ...after, etag: "" }).toEqual({ ...before, etag: "" });
  });
});

describe("POST /api/auth/logout-everywhere", () => {
  it("ends every session of the person, each device told why, and leaves them free to sign in again", async () => {
    const email = await newPlanner();
    const [tablet, desk] = [await signIn(email), await signIn(email)];
    expect((await api("auth/logout-everywhere", { method: "POST", token: desk.accessToken })).status).toBe(
      204,
    );
    for (const { accessToken } of [tablet, desk]) {
      expect(await endedBecause(await api("meta/control-points", { token: accessToken }))).toBe(
        "signed-out-everywhere",
      );
    }
    const again = await signIn(email);
    expect((await api("meta/control-points", { token: again.accessToken })).status).toBe(200);
  });

  it("is refused without a session", async () => {
    expect((await api("auth/logout-everywhere", { method: "POST" })).status).toBe(401);
  });
});

describe("sessions an administrator ends", () => {
  async function adminChanges(email: string, change: Record<string, unknown>): Promise<void> {
    const { accessToken: admin } = await signIn("admin@demo.local");
    const { user } = await signIn(email);
    const read = await api(`users/${user.id}`, { token: admin });
    const { etag } = (await read.json()) as { etag: string };
    const response = await api(`users/${user.id}`, {
      method: "PUT",
      token: admin,
      headers: { "if-match": etag },
      body: change,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it("a block ends every session, saying the account was suspended", async () => {
    const email = await newPlanner();
    const { accessToken } = await signIn(email);
    await adminChanges(email, { action: "block" });
    expect(await endedBecause(await api("meta/control-points", { token: accessToken }))).toBe("blocked");
  });

  it("a change of role ends every session, saying so; an edit that keeps the role ends none", async () => {
    const email = await newPlanner();
    const { accessToken, user } = await signIn(email);
    const edit = { action: "edit", name: user.name, email, platform: 2, locationIds: [] };
    await adminChanges(email, { ...edit, name: "Renamed Planner", role: "PLANNER" });
    expect((await api("meta/control-points", { token: accessToken })).status).toBe(200);
    await adminChanges(email, { ...edit, role: "REVIEWER" });
    expect(await endedBecause(await api("meta/control-points", { token: accessToken }))).toBe("role-changed");
  });
});
