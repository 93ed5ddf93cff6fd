import type { Container, JSONValue } from "@azure/cosmos";
import {
  roleOf,
  type EmailChoices,
  type Language,
  type NotificationEvent,
  type ListUsersQuerySchema,
  type Page,
  type Platform,
  type RoleName,
  type SessionEndReason,
  type User,
  type UserStatus,
} from "@aql-portal/shared";
import type { z } from "zod";
import { alreadyExists, isStorageError, staleWrite } from "./storage-errors";
import { fetchPage } from "./continuation";
import { ExpiringCache } from "./expiring-cache";
import {
  createDocument,
  queryAll,
  queryFirstPage,
  readDocument,
  replaceDocument,
  statusOf,
} from "./documents";

/** A person's sessions, as the user's document keeps them (their rules: lib/sessions.ts). */
export interface SessionState {
  /** Raised to end every session of the user at once: tokens carry the version they were issued at. */
  sessionVersion: number;
  /** Why the version was last raised: what a device still on an older one is told. */
  sessionsEndedBecause?: SessionEndReason;
  /** Sessions signed out one by one (`sid`), each until its token would have expired anyway. */
  endedSessions?: { id: string; until: string }[];
}

export interface UserDocument extends SessionState {
  id: string;
  tenantId: string;
  name: string;
  nameLower: string;
  email: string;
  emailLower: string;
  role: RoleName;
  status: UserStatus;
  deleted: boolean;
  platform: Platform;
  locations: { id: string; name: string }[];
  supplier: { id: string; name: string } | null;
  createdOn: string;
  updatedOn: string;
  /** Id of whoever made the last change (absent for sign-up and seeding). */
  updatedBy?: string;
  /** How the person is e-mailed about each kind of event, where they chose (docs/decisions/notifications.md). */
  emailChoices?: EmailChoices;
  /** The language the person chose (docs/decisions/languages.md); absent until they choose. */
  language?: Language;
  /** Events an administrator's change made that are not yet on the notifications queue (../notifications/events.ts). */
  eventsPending?: NotificationEvent[];
  _etag?: string;
}

export type NewUser = Pick<UserDocument, "name" | "email" | "role" | "platform" | "locations"> &
  Partial<Pick<UserDocument, "id" | "status" | "supplier" | "updatedBy">>;

type ListUsersQuery = z.output<typeof ListUsersQuerySchema>;

export function toApiUser(doc: UserDocument): User {
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    role: roleOf(doc.role),
    approved: doc.role !== "PENDING",
    status: doc.status,
    deleted: doc.deleted,
    platform: doc.platform,
    locations: doc.locations,
    // Users written before suppliers were recorded have no field at all.
    supplier: doc.supplier ?? null,
    language: doc.language ?? null,
    createdOn: doc.createdOn,
    updatedOn: doc.updatedOn,
    etag: doc._etag ?? "",
  };
}

export class UsersRepository {
  private readonly signedIn: ExpiringCache<UserDocument | undefined>;

  /** `sessionCacheSeconds`: how long `getSignedIn` may answer from what this instance read. */
  constructor(
    private readonly container: Container,
    sessionCacheSeconds = 0,
  ) {
    this.signedIn = new ExpiringCache(sessionCacheSeconds * 1000);
  }

  get(tenantId: string, id: string): Promise<UserDocument | undefined> {
    return readDocument(this.container, id, tenantId);
  }

  /**
   * The signed-in caller of a request, as this instance last read it if that was within the session cache's
   * bound: a change made here (block, role, reset, logout, delete) is seen at once, one made on another
   * instance within the bound (docs/decisions/caching.md).
   */
  getSignedIn(tenantId: string, id: string): Promise<UserDocument | undefined> {
    // A copy each time: the cached document is never changed by whoever reads it.
    return this.signedIn
      .get(`${tenantId}/${id}`, () => this.get(tenantId, id))
      .then((user) => user && structuredClone(user));
  }

  async findByEmail(tenantId: string, email: string): Promise<UserDocument | undefined> {
    const [found] = await queryAll<UserDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.emailLower = @email",
      { tenantId, email: email.trim().toLowerCase() },
    );
    return found;
  }

  async create(tenantId: string, user: NewUser, now = new Date()): Promise<UserDocument> {
    const timestamp = now.toISOString();
    const doc: UserDocument = {
      id: user.id ?? crypto.randomUUID(),
      tenantId,
      name: user.name.trim(),
      nameLower: user.name.trim().toLowerCase(),
      email: user.email.trim(),
      emailLower: user.email.trim().toLowerCase(),
      role: user.role,
      status: user.status ?? "ACTIVE",
      deleted: false,
      platform: user.platform,
      locations: user.locations,
      supplier: user.supplier ?? null,
      sessionVersion: 1,
      createdOn: timestamp,
      updatedOn: timestamp,
      ...(user.updatedBy ? { updatedBy: user.updatedBy } : {}),
    };
    try {
      return await createDocument(this.container, doc, `user ${doc.emailLower}`);
    } catch (error) {
      throw translate(error, doc.email);
    }
  }

  /**
   * The user with `user`'s email, recorded as `user` when there is none yet. Concurrent calls for one new email
   * (first sign-ins in several tabs) all get the one document: the unique key lets one create win, and the
   * others read what it wrote instead of reporting their own email as someone else's.
   */
  async findByEmailOrCreate(tenantId: string, user: NewUser): Promise<UserDocument> {
    const existing = await this.findByEmail(tenantId, user.email);
    if (existing) return existing;
    try {
      return await this.create(tenantId, user);
    } catch (error) {
      if (!isStorageError(error, "exists")) throw error;
      const winner = await this.findByEmail(tenantId, user.email);
      if (!winner) throw error;
      return winner;
    }
  }

  /**
   * Writes the user's session state as `change` makes it from the stored one, under its etag (read again and
   * retried when someone else wrote the user meanwhile); the user's details and `updatedOn` are left alone.
   */
  async changeSessions(
    tenantId: string,
    id: string,
    change: (current: SessionState) => SessionState,
  ): Promise<void> {
    const key = `${tenantId}/${id}`;
    try {
      for (let attempt = 1; ; attempt++) {
        const current = await this.get(tenantId, id);
        if (!current) return;
        try {
          await replaceDocument(
            this.container,
            { ...current, ...change(current) },
            tenantId,
            current._etag ?? "",
            `user ${id}`,
          );
          return;
        } catch (error) {
          if (statusOf(error) !== 412 || attempt >= 5) throw error;
        }
      }
    } finally {
      this.signedIn.forget(key);
    }
  }

  /** An approved, active administrator of the tenant, if there is one (creating the first administrator). */
  async findActiveAdministrator(tenantId: string): Promise<UserDocument | undefined> {
    const [found] = await queryFirstPage<UserDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.role = 'ADMINISTRATOR' AND c.status = 'ACTIVE' " +
        "AND c.deleted = false",
      { tenantId },
      { maxItemCount: 1 },
    );
    return found;
  }

  /**
   * Writes a changed user if nobody else changed it since `etag` was read: a stale etag is refused with 412,
   * an email another user has with 409.
   */
  async replace(doc: UserDocument, etag: string, now = new Date()): Promise<UserDocument> {
    const next: UserDocument = {
      ...doc,
      name: doc.name.trim(),
      nameLower: doc.name.trim().toLowerCase(),
      email: doc.email.trim(),
      emailLower: doc.email.trim().toLowerCase(),
      updatedOn: now.toISOString(),
    };
    try {
      return await replaceDocument(this.container, next, doc.tenantId, etag, `user ${doc.id}`);
    } catch (error) {
      throw translate(error, next.email);
    } finally {
      this.signedIn.forget(`${doc.tenantId}/${doc.id}`);
    }
  }

  /** The tenant's active users of these roles: whom an event of a kind may be told to. */
  async listActive(tenantId: string, roles: readonly RoleName[]): Promise<UserDocument[]> {
    return queryAll<UserDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND ARRAY_CONTAINS(@roles, c.role) AND c.status = 'ACTIVE' " +
        "AND c.deleted = false",
      { tenantId, roles: [...roles] },
    );
  }

  /** The tenant's approved, active inspectors by name: whom an inspection may be assigned to. */
  async listInspectors(tenantId: string): Promise<UserDocument[]> {
    return queryAll<UserDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.role = 'INSPECTOR' AND c.status = 'ACTIVE' " +
        "AND c.deleted = false ORDER BY c.nameLower ASC, c.id ASC",
      { tenantId },
    );
  }

  /** One page, sorted and filtered in the database: reads at most pageSize documents whatever the total. */
  async list(tenantId: string, query: ListUsersQuery): Promise<Page<UserDocument>> {
    const where = ["c.tenantId = @tenantId"];
    const parameters: Record<string, JSONValue> = { tenantId };
    if (query.search) {
      where.push("(CONTAINS(c.nameLower, @search) OR CONTAINS(c.emailLower, @search))");
      parameters.search = query.search.toLowerCase();
    }
    if (query.filterKey !== undefined && query.filterValue !== undefined) {
      const filter = filterClause(query.filterKey, query.filterValue);
      where.push(filter.clause);
      if (filter.value !== undefined) parameters.filter = filter.value;
    }
    const field = query.sortKey === "email" ? "emailLower" : "nameLower";
    const direction = query.sortOrder === 1 ? "ASC" : "DESC";
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY c.${field} ${direction}, c.id ${direction}`;
    return fetchPage<UserDocument>(this.container, { sql, parameters }, query);
  }
}

function translate(error: unknown, email: string): unknown {
  const code = statusOf(error);
  if (code === 412) {
    return staleWrite(
      "This user was changed by someone else after you opened it. Reload to see the latest version.",
    );
  }
  if (code === 409) return alreadyExists(`Another user already has the email ${email}.`);
  return error;
}

function filterClause(
  key: NonNullable<ListUsersQuery["filterKey"]>,
  value: string,
): { clause: string; value?: string | number } {
  switch (key) {
    case "role":
      return { clause: "c.role = @filter", value };
    case "location":
      return { clause: "ARRAY_CONTAINS(c.locations, { id: @filter }, true)", value };
    case "platform":
      return { clause: "c.platform = @filter", value: Number(value) };
    case "approval":
      return { clause: value === "PENDING" ? "c.role = 'PENDING'" : "c.role != 'PENDING'" };
  }
}
