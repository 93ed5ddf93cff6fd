import type { Container } from "@azure/cosmos";
import { recordCosmos } from "./cosmos";
import type { EmbedTokensStore } from "./stores";

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

const codeOf = (error: unknown) => (error instanceof Error && "code" in error ? error.code : undefined);

export class EmbedTokensRepository implements EmbedTokensStore {
  constructor(private readonly container: Container) {}

  async get(tenantId: string, id: string): Promise<EmbedTokenDocument | undefined> {
    const response = await this.container.item(id, tenantId).read<EmbedTokenDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /** Every token the tenant's reports have been embedded with (a handful: tabs × identities). */
  async list(tenantId: string): Promise<EmbedTokenDocument[]> {
    const response = await this.container.items
      .query<EmbedTokenDocument>(
        {
          query: "SELECT * FROM c WHERE c.tenantId = @tenantId",
          parameters: [{ name: "@tenantId", value: tenantId }],
        },
        { partitionKey: tenantId },
      )
      .fetchAll();
    recordCosmos(response, response.resources.length);
    return response.resources;
  }

  /** Stores a token; with `etag`, only if nobody stored a newer one meanwhile (false then). */
  async put(doc: EmbedTokenDocument, etag?: string): Promise<boolean> {
    const { _etag, ...body } = doc;
    try {
      const response = etag
        ? await this.container
            .item(doc.id, doc.tenantId)
            .replace(body, { accessCondition: { type: "IfMatch", condition: etag } })
        : await this.container.items.upsert(body);
      recordCosmos(response, 0);
      return true;
    } catch (error) {
      if (codeOf(error) === 412 || codeOf(error) === 404) return false;
      throw error;
    }
  }

  async delete(doc: EmbedTokenDocument): Promise<void> {
    try {
      const response = await this.container.item(doc.id, doc.tenantId).delete();
      recordCosmos(response, 0);
    } catch (error) {
      if (codeOf(error) !== 404) throw error;
    }
  }
}
