import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { UsedIdTokensStore } from "../data/stores";
import { unauthorized } from "../lib/errors";
import type { IdTokens } from "../lib/services";
import type { Identity } from "../lib/tokens";

/*
 * Sign-in in memory, for the handlers' unit tests: a sign-in provider that checks only the id_tokens it issued
 * itself (what IdTokenVerifier checks of a real provider's is its own business), and the record of id_tokens
 * exchanged already (the interface of ../data/stores.ts, kept as UsedIdTokensRepository keeps it).
 */

const ISSUER = "memory-sign-in";

/** The sign-in provider: issues id_tokens for people, and verifies that a token is one it issued, unexpired. */
export class MemoryIdTokens implements IdTokens {
  private readonly key = randomBytes(32);

  /** An id_token for the person, as the provider hands the browser one after they sign in. */
  async issue(person: { email: string; name?: string }, expiresInSeconds = 300): Promise<string> {
    return new SignJWT({ email: person.email, ...(person.name ? { name: person.name } : {}) })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime(`${expiresInSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<Identity> {
    try {
      const { payload } = await jwtVerify<{ email: string; name?: string }>(token, this.key, {
        issuer: ISSUER,
        requiredClaims: ["exp", "email"],
      });
      const email = payload.email.toLowerCase();
      return { email, name: payload.name ?? email, expiresAt: new Date((payload.exp ?? 0) * 1000) };
    } catch {
      throw unauthorized("The sign-in token was refused: it is not a valid token. Sign in again.");
    }
  }
}

/** Id_tokens exchanged already, by their signed part, each until it expires (UsedIdTokensRepository). */
export class MemoryUsedIdTokens implements UsedIdTokensStore {
  private readonly used = new Map<string, Date>();

  async markUsed(token: string, expiresAt: Date, now = new Date()): Promise<boolean> {
    const signedPart = token.split(".").slice(0, 2).join(".");
    const until = this.used.get(signedPart);
    if (until && until > now) return false;
    this.used.set(signedPart, expiresAt);
    return true;
  }
}
