import type { Container } from "@azure/cosmos";
import type { EventKind } from "@aql-portal/shared";
import { staleWrite } from "./storage-errors";
import {
  createDocument,
  queryAll,
  queryFirstPage,
  readDocument,
  replaceDocument,
  statusOf,
} from "./documents";

/** A retailer's system that hears of events: where, which kinds, and the secret its deliveries are signed with. */
export interface WebhookEndpointDocument {
  id: string;
  tenantId: string;
  type: "endpoint";
  url: string;
  kinds: EventKind[];
  description: string;
  /** `whsec_` and 24 random bytes in base64 (Standard Webhooks' form); shown once, when made or rotated. */
  secret: string;
  createdAt: string;
  createdBy: string;
  /** The last delivery's outcome, for the list. */
  lastDelivery: { status: WebhookDeliveryStatus; at: string } | null;
  _etag?: string;
}

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

/** One attempt to deliver: when, and what came back (a status code, or why there was none). */
export interface WebhookAttempt {
  at: string;
  responseCode: number | null;
  error: string | null;
}

/**
 * One event for one endpoint (`{eventId}:{endpointId}`): claimed by the sender before each attempt, kept 30 days.
 * Its payload is made when the event is, so every attempt sends the same bytes.
 */
export interface WebhookDeliveryDocument {
  id: string;
  tenantId: string;
  type: "delivery";
  endpointId: string;
  eventId: string;
  kind: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  /** While an attempt is under way: when it began (another worker leaves it alone until it is old). */
  sendingSince: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  ttl: number;
  _etag?: string;
}

export const DELIVERY_DAYS = 30;

export class WebhooksRepository {
  constructor(private readonly container: Container) {}

  async endpoints(tenantId: string): Promise<WebhookEndpointDocument[]> {
    return queryAll<WebhookEndpointDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.type = 'endpoint' ORDER BY c.createdAt",
      { tenantId },
      { partitionKey: tenantId },
    );
  }

  async endpoint(tenantId: string, id: string): Promise<WebhookEndpointDocument | undefined> {
    const doc = await readDocument<WebhookEndpointDocument>(this.container, id, tenantId);
    return doc?.type === "endpoint" ? doc : undefined;
  }

  async createEndpoint(doc: WebhookEndpointDocument): Promise<WebhookEndpointDocument> {
    return createDocument(this.container, doc, "webhook endpoint");
  }

  /** `stale` when changed or removed since `etag` was read. */
  async replaceEndpoint(doc: WebhookEndpointDocument, etag: string): Promise<WebhookEndpointDocument> {
    return this.replace(doc, etag, "The webhook endpoint changed meanwhile: read it again.");
  }

  /** Removes the endpoint; its deliveries stay until their time to live ends. */
  async deleteEndpoint(tenantId: string, id: string): Promise<void> {
    try {
      await this.container.item(id, tenantId).delete();
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  async delivery(tenantId: string, id: string): Promise<WebhookDeliveryDocument | undefined> {
    const doc = await readDocument<WebhookDeliveryDocument>(this.container, id, tenantId);
    return doc?.type === "delivery" ? doc : undefined;
  }

  /** Creates it; undefined when it exists already (the event reached the endpoint's queue before). */
  async createDelivery(doc: WebhookDeliveryDocument): Promise<WebhookDeliveryDocument | undefined> {
    try {
      return await createDocument(this.container, doc, "webhook delivery");
    } catch (error) {
      if (statusOf(error) === 409) return undefined;
      throw error;
    }
  }

  /** `stale` when changed since `etag` was read: another worker holds it. */
  async replaceDelivery(doc: WebhookDeliveryDocument, etag: string): Promise<WebhookDeliveryDocument> {
    return this.replace(doc, etag, "The webhook delivery changed meanwhile.");
  }

  /** The endpoint's newest `limit` deliveries, newest first. */
  async deliveries(tenantId: string, endpointId: string, limit: number): Promise<WebhookDeliveryDocument[]> {
    return queryFirstPage<WebhookDeliveryDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.type = 'delivery' AND c.endpointId = @endpointId ORDER BY c.createdAt DESC",
      { tenantId, endpointId },
      { partitionKey: tenantId, maxItemCount: limit },
    );
  }

  private async replace<T extends { id: string; tenantId: string }>(
    doc: T,
    etag: string,
    message: string,
  ): Promise<T> {
    try {
      return await replaceDocument(this.container, doc, doc.tenantId, etag, "webhook document");
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) throw staleWrite(message);
      throw error;
    }
  }
}
