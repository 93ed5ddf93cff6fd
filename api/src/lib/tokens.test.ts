import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MINIMAL_SETTINGS } from "../testing/settings";
import { parseConfig } from "./config";
import { HttpError } from "./errors";
import { issueAccessToken, verifyAccessToken } from "./tokens";

const config = parseConfig({
  ...MINIMAL_SETTINGS,
  ACCESS_TOKEN_SECRET: "q7Vx2LmR9pKcT4wZ8nYb3HsJ6fDgA1eU5oIiWvQr",
  ACCESS_TOKEN_TTL_SECONDS: "600",
});
const claims = { sub: "user-1", tid: "demo", sv: 1, sid: "session-1" };
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the API's own secret, issuer and audience, with the lifetime the test gives it. */
function signed(lifetime: { iat?: number; exp?: number }): Promise<string> {
  const jwt = new SignJWT({ tid: claims.tid, sv: claims.sv, sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer("aql-portal-api")
    .setAudience("aql-portal");
  if (lifetime.iat !== undefined) jwt.setIssuedAt(lifetime.iat);
  if (lifetime.exp !== undefined) jwt.setExpirationTime(lifetime.exp);
  return jwt.sign(config.accessToken.secret);
}

/** The claims of a token that verifies. */
const claimsOf = async (token: string) => (await verifyAccessToken(config, token)).claims;

async function refusal(token: string): Promise<number | undefined> {
  return verifyAccessToken(config, token).then(
    () => undefined,
    (error: unknown) => (error instanceof HttpError ? error.status : undefined),
  );
}

describe("verifyAccessToken", () => {
  it("accepts the tokens the API issues, and one that lives exactly the configured lifetime", async () => {
    expect(await claimsOf(await issueAccessToken(config, claims))).toEqual(claims);
    expect(await claimsOf(await signed({ iat: now(), exp: now() + 600 }))).toEqual(claims);
  });

  it("accepts a token from an instance whose clock runs a few seconds ahead", async () => {
    expect(await claimsOf(await signed({ iat: now() + 5, exp: now() + 605 }))).toEqual(claims);
  });

  it("refuses a token with no expiry, or no issue time", async () => {
    expect(await refusal(await signed({ iat: now() }))).toBe(401);
    expect(await refusal(await signed({ exp: now() + 60 }))).toBe(401);
  });

  it("refuses a token that would live longer than the configured lifetime", async () => {
    expect(await refusal(await signed({ iat: now(), exp: now() + 601 }))).toBe(401);
    expect(await refusal(await signed({ iat: now(), exp: now() + 365 * 86_400 }))).toBe(401);
  });

  it("refuses a token issued in the future", async () => {
    expect(await refusal(await signed({ iat: now() + 3600, exp: now() + 3900 }))).toBe(401);
  });

  describe("a token verified before", () => {
    afterEach(() => vi.useRealTimers());

    it("is refused once it has expired, though this process has verified it, saying the session expired", async () => {
      const token = await signed({ iat: now(), exp: now() + 20 });
      expect(await claimsOf(token)).toEqual(claims);
      vi.useFakeTimers({ now: Date.now() + 55_000, toFake: ["Date"] });
      const refused = await verifyAccessToken(config, token).catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 401, details: { sessionEnded: "expired" } });
    });

    it("is refused under another secret", async () => {
      const token = await issueAccessToken(config, claims);
      expect(await claimsOf(token)).toEqual(claims);
      const rotated = parseConfig({
        ...MINIMAL_SETTINGS,
        ACCESS_TOKEN_SECRET: "Zt8Lw3Qm6Rb1Xc9Vn4Kp7Hj2Gf5Ds0Ae8Uy3Io6Pl",
        ACCESS_TOKEN_TTL_SECONDS: "600",
      });
      expect(
        await verifyAccessToken(rotated, token).catch((error: unknown) => (error as HttpError).status),
      ).toBe(401);
    });
  });
});
