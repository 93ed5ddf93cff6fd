import { createHash } from "node:crypto";
import type { Container } from "@azure/cosmos";
import { createDocument, statusOf } from "./documents";

interface UsedIdTokenDocument {
  /** SHA-256 of the token's signed part (header and claims), which no one can alter without the provider's key. */
  id: string;
  /** When the token expires: after that the provider's expiry refuses it anyway. */
  expiresAt: string;
  /** Seconds Cosmos DB keeps the record (until the token expires). */
  ttl: number;
}

/**
 * Each id_token is exchanged for an access token once: a second exchange of the same token (a copied URL, a
 * replayed request) is refused. Keyed by the signed part rather than a claim, because providers differ in what
 * they put in an id_token (Entra ID has no `jti`; the nonce is optional with MSAL), and rather than the whole
 * token, whose signature segment can be spelled in more than one way.
 */
export class UsedIdTokensRepository {
  constructor(private readonly container: Container) {}

  /** Records the token as used: false if it was used before. */
  async markUsed(token: string, expiresAt: Date, now = new Date()): Promise<boolean> {
    const signedPart = token.split(".").slice(0, 2).join(".");
    const doc: UsedIdTokenDocument = {
      id: createHash("sha256").update(signedPart).digest("base64url"),
      expiresAt: expiresAt.toISOString(),
      ttl: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
    };
    try {
      await createDocument(this.container, doc, "a used sign-in");
      return true;
    } catch (error) {
      if (statusOf(error) === 409) return false;
      throw error;
    }
  }
}
