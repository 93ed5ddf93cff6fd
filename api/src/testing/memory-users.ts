import { randomUUID } from "node:crypto";
import type { ListUsersQuerySchema, Page, RoleName } from "@aql-portal/shared";
import type { z } from "zod";
import type { UsersStore } from "../data/stores";
import type { NewUser, SessionState, UserDocument } from "../data/users-repository";
import { alreadyExists, staleWrite } from "../data/storage-errors";
import { containsSearch, MemoryDocuments, pageOf, sortedBy, timestamps } from "./memory-documents";

/*
 * The tenant's users in memory, for the handlers' unit tests (the interfaces of ../data/stores.ts): each store
 * keeps the contract its Cosmos DB repository keeps (ETags, the same 412 and 409 answers, the tenant's partition,
 * unique keys, the lists' filters, order and pages) and computes what the repository computes with the same
 * functions. Methods beyond the interface arrange a test's data, as an import or seeding would.
 */

export class MemoryUsers implements UsersStore {
  private readonly docs = new MemoryDocuments<UserDocument>((user) => user.tenantId);

  async get(tenantId: string, id: string): Promise<UserDocument | undefined> {
    return this.docs.read(tenantId, id);
  }

  /** Nothing is cached in memory: every read is current. */
  getSignedIn(tenantId: string, id: string): Promise<UserDocument | undefined> {
    return this.get(tenantId, id);
  }

  async findByEmail(tenantId: string, email: string): Promise<UserDocument | undefined> {
    const emailLower = email.trim().toLowerCase();
    return this.docs.all().find((user) => user.tenantId === tenantId && user.emailLower === emailLower);
  }

  async create(tenantId: string, user: NewUser, now = new Date()): Promise<UserDocument> {
    const { id = randomUUID(), status = "ACTIVE", supplier = null, ...fields } = user;
    const doc = withSearchKeys({
      ...fields,
      id,
      tenantId,
      status,
      supplier,
      deleted: false,
      sessionVersion: 1,
      ...timestamps(now),
    });
    this.assertEmailFree(doc);
    const created = this.docs.create(doc);
    if (!created) throw emailTaken(doc);
    return created;
  }

  async findByEmailOrCreate(tenantId: string, user: NewUser): Promise<UserDocument> {
    return (await this.findByEmail(tenantId, user.email)) ?? this.create(tenantId, user);
  }

  async replace(doc: UserDocument, etag: string, now = new Date()): Promise<UserDocument> {
    const next = withSearchKeys({ ...doc, updatedOn: now.toISOString() });
    this.assertEmailFree(next);
    return this.docs.replace(next, etag, () =>
      staleWrite(
        "This user was changed by someone else after you opened it. Reload to see the latest version.",
      ),
    );
  }

  async changeSessions(
    tenantId: string,
    id: string,
    change: (current: SessionState) => SessionState,
  ): Promise<void> {
    const current = this.docs.read(tenantId, id);
    if (current) this.docs.upsert({ ...current, ...change(current) });
  }

  /** One page of the tenant's users, searched, filtered and sorted as UsersRepository.list does it. */
  async list(tenantId: string, query: z.output<typeof ListUsersQuerySchema>): Promise<Page<UserDocument>> {
    const { filterKey, filterValue } = query;
    const found = this.docs
      .all()
      .filter(
        (user) =>
          user.tenantId === tenantId &&
          containsSearch([user.nameLower, user.emailLower], query.search) &&
          (filterKey === undefined || filterValue === undefined || passes(user, filterKey, filterValue)),
      );
    const key = query.sortKey === "email" ? "emailLower" : "nameLower";
    return pageOf(
      sortedBy(found, (user) => user[key], query.sortOrder),
      query,
    );
  }

  /** The tenant's approved, active inspectors by name. */
  async listActive(tenantId: string, roles: readonly RoleName[]): Promise<UserDocument[]> {
    return this.docs
      .all()
      .filter(
        (user) =>
          user.tenantId === tenantId &&
          roles.includes(user.role) &&
          user.status === "ACTIVE" &&
          !user.deleted,
      );
  }

  async listInspectors(tenantId: string): Promise<UserDocument[]> {
    const inspectors = this.docs
      .all()
      .filter(
        (user) =>
          user.tenantId === tenantId &&
          user.role === "INSPECTOR" &&
          user.status === "ACTIVE" &&
          !user.deleted,
      );
    return sortedBy(inspectors, (user) => user.nameLower, 1);
  }

  /** The unique key on the email, in the tenant's partition. */
  private assertEmailFree(doc: UserDocument): void {
    const taken = this.docs
      .all()
      .some(
        (user) => user.tenantId === doc.tenantId && user.emailLower === doc.emailLower && user.id !== doc.id,
      );
    if (taken) throw emailTaken(doc);
  }
}

/** The name and email as stored: trimmed, with their lower case forms to search and sort by. */
function withSearchKeys<U extends Omit<UserDocument, "nameLower" | "emailLower">>(user: U): U & UserDocument {
  const name = user.name.trim();
  const email = user.email.trim();
  return { ...user, name, nameLower: name.toLowerCase(), email, emailLower: email.toLowerCase() };
}

/** The users list's filter (filterClause in UsersRepository). */
function passes(
  user: UserDocument,
  key: NonNullable<z.output<typeof ListUsersQuerySchema>["filterKey"]>,
  value: string,
): boolean {
  switch (key) {
    case "role":
      return user.role === value;
    case "location":
      return user.locations.some((location) => location.id === value);
    case "platform":
      return user.platform === Number(value);
    case "approval":
      return (user.role === "PENDING") === (value === "PENDING");
  }
}

const emailTaken = (user: UserDocument) => alreadyExists(`Another user already has the email ${user.email}.`);
