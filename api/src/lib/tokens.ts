import { webcrypto } from "node:crypto";
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { z } from "zod";
import { ExpiringCache } from "../data/expiring-cache";
import type { Config } from "./config";
import { sessionEnded, unauthorized } from "./errors";

const API_ISSUER = "aql-portal-api";
const API_AUDIENCE = "aql-portal";

const AccessClaimsSchema = z.object({
  sub: z.string().min(1),
  tid: z.string().min(1),
  sv: z.number().int(),
  /** This sign-in's session: what a logout on this device ends, leaving the person's other devices signed in. */
  sid: z.string().min(1),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

/** A verified access token: its claims, and the session it names with the moment its token expires. */
export interface VerifiedAccess {
  claims: AccessClaims;
  session: SignedInSession;
}

/** The session a request was made in: what a logout ends, remembered until its token would have expired. */
export interface SignedInSession {
  id: string;
  until: Date;
}

const CLOCK_TOLERANCE_SECONDS = 30;

interface VerifiedToken {
  exp: number;
  claims: AccessClaims;
}

/** A minute: how long a token this process has verified is taken without checking its signature again. */
const VERIFIED_TOKEN_MS = 60_000;

/**
 * What this process keeps for a secret: its HMAC key, imported once rather than on every token signed or checked,
 * and the tokens it has verified.
 */
const perSecret = new WeakMap<
  Uint8Array,
  { key: Promise<webcrypto.CryptoKey>; verified: ExpiringCache<VerifiedToken> }
>();
function keptFor(secret: Uint8Array) {
  let kept = perSecret.get(secret);
  if (!kept) {
    kept = {
      key: webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
        "verify",
      ]),
      verified: new ExpiringCache(VERIFIED_TOKEN_MS),
    };
    perSecret.set(secret, kept);
  }
  return kept;
}
const LifetimeSchema = z.object({ iat: z.number(), exp: z.number() });

/**
 * The API's own short-lived access token: who (sub), which tenant (tid), which session version (sv), which
 * session (sid).
 */
export async function issueAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  return new SignJWT({ tid: claims.tid, sv: claims.sv, sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer(API_ISSUER)
    .setAudience(API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${config.accessToken.ttlSeconds}s`)
    .sign(await keptFor(config.accessToken.secret).key);
}

/**
 * Checks an access token: our signature, issuer and audience, and a lifetime no longer than the configured one
 * (issued in the past, expiring at most `ttlSeconds` after issue), so that no token, however it was made, lives
 * longer than a session may. A token this process has verified is not verified again for a minute (its signature
 * cannot have changed; its expiry is checked every time): WebCrypto's HMAC was a fifth of an authenticated
 * request's cost. Whether its session still stands is the caller's user's business (lib/sessions.ts), checked on
 * every request.
 */
export async function verifyAccessToken(config: Config, token: string): Promise<VerifiedAccess> {
  const { verified } = keptFor(config.accessToken.secret);
  const { exp, claims } = await verified.get(token, () => verifySignature(config, token));
  if (exp + CLOCK_TOLERANCE_SECONDS <= Date.now() / 1000) {
    verified.forget(token);
    throw sessionEnded("expired");
  }
  return {
    claims,
    session: { id: claims.sid, until: new Date((exp + CLOCK_TOLERANCE_SECONDS) * 1000) },
  };
}

async function verifySignature(config: Config, token: string): Promise<VerifiedToken> {
  const { ttlSeconds } = config.accessToken;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await keptFor(config.accessToken.secret).key, {
      issuer: API_ISSUER,
      audience: API_AUDIENCE,
      algorithms: ["HS256"],
      requiredClaims: ["exp"],
      maxTokenAge: ttlSeconds,
      // The instance that issued the token may run a moment ahead of this one.
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    throw error instanceof Error && "code" in error && error.code === "ERR_JWT_EXPIRED"
      ? sessionEnded("expired")
      : unauthorized();
  }
  const lifetime = LifetimeSchema.safeParse(payload);
  if (!lifetime.success || lifetime.data.exp - lifetime.data.iat > ttlSeconds) throw unauthorized();
  const claims = AccessClaimsSchema.safeParse(payload);
  if (!claims.success) throw unauthorized();
  return { exp: lifetime.data.exp, claims: claims.data };
}

const IdTokenClaimsSchema = z.object({
  email: z.string().email().optional(),
  preferred_username: z.string().optional(),
  name: z.string().optional(),
  nonce: z.string().optional(),
  exp: z.number(),
});

export interface Identity {
  email: string;
  name: string;
  /** When the id_token expires (how long it must be remembered as used). */
  expiresAt: Date;
}

/**
 * Verifies a sign-in provider's id_token: signature against the provider's published keys, issuer, audience,
 * expiry and, when the browser says which nonce it sent, the nonce.
 */
export class IdTokenVerifier {
  private keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(private readonly auth: Config["auth"]) {}

  async verify(token: string, nonce: string | undefined): Promise<Identity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await this.jwks(), {
        issuer: this.auth.issuer,
        audience: this.auth.clientId,
        requiredClaims: ["exp"],
      }));
    } catch (error) {
      throw unauthorized(`The sign-in token was refused: ${describeJoseError(error)}. Sign in again.`);
    }
    const claims = IdTokenClaimsSchema.parse(payload);
    if (this.auth.mode === "oidc" && nonce === undefined) throw unauthorized("The sign-in nonce is missing.");
    if (nonce !== undefined && claims.nonce !== nonce)
      throw unauthorized("The sign-in token's nonce does not match.");
    const email = claims.email ?? claims.preferred_username;
    if (!email || !email.includes("@")) throw unauthorized("The sign-in token carries no email address.");
    return { email: email.toLowerCase(), name: claims.name ?? email, expiresAt: new Date(claims.exp * 1000) };
  }

  private async jwks(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    this.keys ??= createRemoteJWKSet(new URL((await discover(this.auth.issuer)).jwks_uri));
    return this.keys;
  }
}

const DiscoverySchema = z.object({ jwks_uri: z.url(), authorization_endpoint: z.url() });

/** The provider's OpenID discovery document: where its keys are, where browsers go to sign in. */
export async function discover(issuer: string): Promise<z.infer<typeof DiscoverySchema>> {
  const url = new URL(".well-known/openid-configuration", withSlash(issuer));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`OpenID discovery at ${url.href} answered ${response.status}`);
  return DiscoverySchema.parse(await response.json());
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

function describeJoseError(error: unknown): string {
  if (error instanceof Error && "code" in error) {
    switch (error.code) {
      case "ERR_JWT_EXPIRED":
        return "it has expired";
      case "ERR_JWT_CLAIM_VALIDATION_FAILED":
        return `its ${"claim" in error ? String(error.claim) : "claims"} claim is wrong`;
      case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
        return "its signature is not valid";
      case "ERR_JWKS_NO_MATCHING_KEY":
        return "it was not signed by the configured provider";
    }
  }
  return "it is not a valid token";
}
