import type { EmbedTokenDocument } from "../data/embed-tokens-repository";
import type { EmbedTokensStore } from "../data/stores";
import { MemoryDocuments } from "./memory-documents";

/** The token was stored anew (or removed) since it was read. */
const STORED_SINCE = new Error("The embed token was stored anew since it was read.");

/**
 * Power BI embed tokens in memory, as data/embed-tokens-repository.ts keeps them: one document per tab and
 * identity in the tenant's partition; stored under an ETag only if it is still the stored one (false otherwise,
 * or when the token is gone), without one whatever is there.
 */
export class MemoryEmbedTokens implements EmbedTokensStore {
  private readonly tokens = new MemoryDocuments<EmbedTokenDocument>((doc) => doc.tenantId);

  async get(tenantId: string, id: string): Promise<EmbedTokenDocument | undefined> {
    return this.tokens.read(tenantId, id);
  }

  async list(tenantId: string): Promise<EmbedTokenDocument[]> {
    return this.tokens.all().filter((doc) => doc.tenantId === tenantId);
  }

  async put(doc: EmbedTokenDocument, etag?: string): Promise<boolean> {
    if (!etag) {
      this.tokens.upsert(doc);
      return true;
    }
    try {
      this.tokens.replace(doc, etag, () => STORED_SINCE);
      return true;
    } catch (error) {
      if (error === STORED_SINCE) return false;
      throw error;
    }
  }

  async delete(doc: EmbedTokenDocument): Promise<void> {
    const stored = this.tokens.read(doc.tenantId, doc.id);
    if (stored) this.tokens.delete(doc.tenantId, doc.id, stored._etag ?? "", () => STORED_SINCE);
  }
}
