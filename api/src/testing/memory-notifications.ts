import type { NotificationsStore, WebhooksStore } from "../data/stores";
import { staleWrite } from "../data/storage-errors";
import {
  notificationPartition,
  type DigestDocument,
  type NotificationDocument,
} from "../data/notifications-repository";
import type { WebhookDeliveryDocument, WebhookEndpointDocument } from "../data/webhooks-repository";
import { MemoryDocuments } from "./memory-documents";

const newestFirst = <T extends { createdAt: string }>(docs: T[]) =>
  docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The notifications container in memory, as data/notifications-repository.ts keeps it. */
export class MemoryNotifications implements NotificationsStore {
  readonly docs = new MemoryDocuments<NotificationDocument>((doc) => doc.partitionKey);
  readonly digests = new MemoryDocuments<DigestDocument>((doc) => doc.partitionKey);

  async create(doc: NotificationDocument) {
    return this.docs.create(doc);
  }

  async get(tenantId: string, userId: string, id: string) {
    return this.docs.read(notificationPartition(tenantId, userId), id);
  }

  async replace(doc: NotificationDocument, etag: string) {
    return this.docs.replace(doc, etag, () => staleWrite("The notification changed meanwhile."));
  }

  private of(tenantId: string, userId: string) {
    return this.docs.all().filter((doc) => doc.partitionKey === notificationPartition(tenantId, userId));
  }

  async latest(tenantId: string, userId: string, limit: number) {
    return newestFirst(this.of(tenantId, userId)).slice(0, limit);
  }

  async unread(tenantId: string, userId: string, limit = 1000) {
    return this.of(tenantId, userId)
      .filter((doc) => doc.readAt === null)
      .slice(0, limit);
  }

  async unreadCount(tenantId: string, userId: string) {
    return (await this.unread(tenantId, userId)).length;
  }

  async awaitingDigest(tenantId: string) {
    return this.docs
      .all()
      .filter((doc) => doc.tenantId === tenantId && doc.mail?.choice === "digest" && !doc.mail.sentAt);
  }

  async claimDigest(doc: DigestDocument) {
    return this.digests.create(doc) !== undefined;
  }
}

/** The webhooks container in memory, as data/webhooks-repository.ts keeps it. */
export class MemoryWebhooks implements WebhooksStore {
  readonly endpointDocs = new MemoryDocuments<WebhookEndpointDocument>((doc) => doc.tenantId);
  readonly deliveryDocs = new MemoryDocuments<WebhookDeliveryDocument>((doc) => doc.tenantId);

  async endpoints(tenantId: string) {
    return this.endpointDocs
      .all()
      .filter((doc) => doc.tenantId === tenantId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async endpoint(tenantId: string, id: string) {
    return this.endpointDocs.read(tenantId, id);
  }

  async createEndpoint(doc: WebhookEndpointDocument) {
    const created = this.endpointDocs.create(doc);
    if (!created) throw new Error(`webhook endpoint ${doc.id} exists`);
    return created;
  }

  async replaceEndpoint(doc: WebhookEndpointDocument, etag: string) {
    return this.endpointDocs.replace(doc, etag, () => staleWrite("The webhook endpoint changed meanwhile."));
  }

  async deleteEndpoint(tenantId: string, id: string) {
    const stored = this.endpointDocs.read(tenantId, id);
    if (stored) this.endpointDocs.delete(tenantId, id, stored._etag ?? "", () => new Error("unreachable"));
  }

  async delivery(tenantId: string, id: string) {
    return this.deliveryDocs.read(tenantId, id);
  }

  async createDelivery(doc: WebhookDeliveryDocument) {
    return this.deliveryDocs.create(doc);
  }

  async replaceDelivery(doc: WebhookDeliveryDocument, etag: string) {
    return this.deliveryDocs.replace(doc, etag, () => staleWrite("The webhook delivery changed meanwhile."));
  }

  async deliveries(tenantId: string, endpointId: string, limit: number) {
    return newestFirst(
      this.deliveryDocs.all().filter((doc) => doc.tenantId === tenantId && doc.endpointId === endpointId),
    ).slice(0, limit);
  }
}
