import type { Container } from "@azure/cosmos";
import {
  deleteDocument,
  queryAll,
  readDocument,
  replaceDocument,
  statusOf,
  upsertDocument,
} from "./documents";

/**
 * Power BI embed tokens the portal holds, one per report tab and row-level-security identity, shared by every
 * instance of the API: the timer function refreshes them, the token route reads them (../powerbi/embed-tokens.ts).
 */
export interface EmbedTokenDocument {
  /** `${tab slug}|${hash of the identity's username}` (../powerbi/embed-tokens.ts) */
  id: string;
  tenantId: string;
  tab: string;
  reportId: string;
  embedUrl: string;
  datasetId: string;
  identity: { username: string; roles: string[] };
  token: string;
  tokenId: string;
  issuedAt: string;
  expiresAt: string;
  _etag?: string;
}

export class EmbedTokensRepository {
  constructor(private readonly container: Container) {}

  get(tenantId: string, id: string): Promise<EmbedTokenDocument | undefined> {
    return readDocument(this.container, id, tenantId);
  }

  /** Every token the tenant's reports have been embedded with (a handful: tabs × identities). */
  list(tenantId: string): Promise<EmbedTokenDocument[]> {
    return queryAll(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId",
      { tenantId },
      {
        partitionKey: tenantId,
      },
    );
  }

  /** Stores a token; with `etag`, only if nobody stored a newer one meanwhile (false then). */
  async put(doc: EmbedTokenDocument, etag?: string): Promise<boolean> {
    const what = `the embed token ${doc.id}`;
    try {
      if (etag) await replaceDocument(this.container, doc, doc.tenantId, etag, what);
      else await upsertDocument(this.container, doc, what);
      return true;
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) return false;
      throw error;
    }
  }

  async delete(doc: EmbedTokenDocument): Promise<void> {
    try {
      await deleteDocument(this.container, doc.id, doc.tenantId);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
}
