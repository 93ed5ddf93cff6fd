import type { Container } from "@azure/cosmos";
import type { EmailChoice, EventKind, EventSubject } from "@aql-portal/shared";
import { staleWrite } from "./storage-errors";
import {
  createDocument,
  queryAll,
  queryFirstPage,
  readDocument,
  replaceDocument,
  statusOf,
} from "./documents";

/**
 * One person told of one event (docs/decisions/notifications.md): what the bell lists, and the e-mail it is sent
 * as, if the person chose one. Its id is the event's and the person's (`{eventId}:{userId}`), so an event told
 * twice makes no second one. Kept in the person's own partition (`{tenantId}|{userId}`), 90 days.
 */
export interface NotificationDocument {
  id: string;
  partitionKey: string;
  type: "notification";
  tenantId: string;
  userId: string;
  eventId: string;
  kind: EventKind;
  subject: EventSubject;
  createdAt: string;
  readAt: string | null;
  /** The e-mail it goes out in: at once, or in the day's digest; null: none. */
  mail: { choice: Exclude<EmailChoice, "off">; claimedAt?: string; sentAt?: string } | null;
  _etag?: string;
}

/**
 * A day's digest sent to one person: made before it is sent, so a timer that runs again that day sends none.
 * Its id is `digest:{userId}:{date}`.
 */
export interface DigestDocument {
  id: string;
  partitionKey: string;
  type: "digest";
  tenantId: string;
  userId: string;
  date: string;
  notificationIds: string[];
  createdAt: string;
  ttl: number;
}

export const notificationPartition = (tenantId: string, userId: string) => `${tenantId}|${userId}`;

export class NotificationsRepository {
  constructor(private readonly container: Container) {}

  /** Creates it; undefined when it exists already (the event was told to the person before). */
  async create(doc: NotificationDocument): Promise<NotificationDocument | undefined> {
    try {
      return await createDocument(this.container, doc, "notification");
    } catch (error) {
      if (statusOf(error) === 409) return undefined;
      throw error;
    }
  }

  async get(tenantId: string, userId: string, id: string): Promise<NotificationDocument | undefined> {
    const doc = await readDocument<NotificationDocument>(
      this.container,
      id,
      notificationPartition(tenantId, userId),
    );
    return doc?.type === "notification" ? doc : undefined;
  }

  /** `stale` when changed since `etag` was read. */
  async replace(doc: NotificationDocument, etag: string): Promise<NotificationDocument> {
    try {
      return await replaceDocument(this.container, doc, doc.partitionKey, etag, "notification");
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) {
        throw staleWrite("The notification changed meanwhile.");
      }
      throw error;
    }
  }

  /** The person's newest `limit` notifications, newest first. */
  async latest(tenantId: string, userId: string, limit: number): Promise<NotificationDocument[]> {
    return queryFirstPage<NotificationDocument>(
      this.container,
      "SELECT * FROM c WHERE c.partitionKey = @partition AND c.type = 'notification' ORDER BY c.createdAt DESC",
      { partition: notificationPartition(tenantId, userId) },
      { partitionKey: notificationPartition(tenantId, userId), maxItemCount: limit },
    );
  }

  /** The person's unread notifications (at most `limit`; a count needs no more than the bell shows). */
  async unread(tenantId: string, userId: string, limit = 1000): Promise<NotificationDocument[]> {
    return queryFirstPage<NotificationDocument>(
      this.container,
      "SELECT * FROM c WHERE c.partitionKey = @partition AND c.type = 'notification' AND c.readAt = null",
      { partition: notificationPartition(tenantId, userId) },
      { partitionKey: notificationPartition(tenantId, userId), maxItemCount: limit },
    );
  }

  /** How many of the person's notifications are unread. */
  async unreadCount(tenantId: string, userId: string): Promise<number> {
    const [count] = await queryAll<number>(
      this.container,
      "SELECT VALUE COUNT(1) FROM c WHERE c.partitionKey = @partition AND c.type = 'notification' AND c.readAt = null",
      { partition: notificationPartition(tenantId, userId) },
      { partitionKey: notificationPartition(tenantId, userId) },
    );
    return count ?? 0;
  }

  /** Every notification of the tenant waiting for a digest, whoever it is for (a timer's read, off the request path). */
  async awaitingDigest(tenantId: string): Promise<NotificationDocument[]> {
    return queryAll<NotificationDocument>(
      this.container,
      "SELECT * FROM c WHERE c.type = 'notification' AND c.tenantId = @tenantId AND c.mail.choice = 'digest' AND NOT IS_DEFINED(c.mail.sentAt)",
      { tenantId },
    );
  }

  /** Records a digest before it is sent; false when one of that person and day exists already. */
  async claimDigest(doc: DigestDocument): Promise<boolean> {
    try {
      await createDocument(this.container, doc, "digest");
      return true;
    } catch (error) {
      if (statusOf(error) === 409) return false;
      throw error;
    }
  }
}
