import { isStorageError } from "../data/storage-errors";
import { accountEvent, publishPending } from "../notifications/events";
import { assignableRoles, ROLES, type CreateUser, type UpdateUser } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import { forbidden } from "../lib/errors";
import type { Services } from "../lib/services";
import { afterEveryoneSignedOut } from "../lib/sessions";
import { resolveUserReferences } from "../lib/user-references";
import { loadTargetUser } from "../lib/users";

/*
 * What an administrator does to the tenant's accounts (spec §2, docs/decisions/user-administration.md): add one, change one
 * (edit, approve, block, unblock, restore, reset), remove one. What an actor may do to whom is the shared rules'
 * (checkUserAction, checkRoleChange); block, reset, removal and a change of role end every session of the user at
 * once (lib/sessions.ts).
 */

/** An administrator adds a user, approved with the role given (never one above their own). */
export async function addUser(
  services: Pick<Services, "users" | "reference">,
  actor: UserDocument,
  body: CreateUser,
): Promise<UserDocument> {
  if (!assignableRoles(actor.role).includes(body.role)) {
    throw forbidden(`You cannot grant the ${ROLES[body.role].label} role: it is above your own.`);
  }
  const references = await resolveUserReferences(services.reference, actor.tenantId, body);
  return services.users.create(actor.tenantId, {
    name: body.name,
    email: body.email,
    role: body.role,
    platform: body.platform,
    ...references,
    updatedBy: actor.id,
  });
}

/** An administrator changes a user read with `etag`: edit, approve, block, unblock, restore or reset. */
export async function changeUser(
  services: Pick<Services, "users" | "reference" | "queues">,
  actor: UserDocument,
  { userId, etag, body }: { userId: string; etag: string; body: UpdateUser },
): Promise<UserDocument> {
  const newRole = body.action === "edit" || body.action === "approve" ? body.role : undefined;
  const target = await loadTargetUser(services, actor.tenantId, actor, userId, body.action, newRole);
  let next: UserDocument;
  switch (body.action) {
    case "edit": {
      const references = await resolveUserReferences(services.reference, actor.tenantId, body);
      next = {
        ...target,
        name: body.name,
        email: body.email,
        role: body.role,
        platform: body.platform,
        ...references,
        // Their pages and menu were their old role's: they sign in again to get the new one's.
        ...(body.role !== target.role ? afterEveryoneSignedOut(target, "role-changed") : {}),
      };
      break;
    }
    case "approve": {
      const references = await resolveUserReferences(services.reference, actor.tenantId, {
        locationIds: body.locationIds ?? target.locations.map((l) => l.id),
        supplierId: body.supplierId,
      });
      next = { ...target, role: body.role, ...references };
      break;
    }
    case "block":
      next = { ...target, status: "BLOCKED", ...afterEveryoneSignedOut(target, "blocked") };
      break;
    case "unblock":
      next = { ...target, status: "ACTIVE" };
      break;
    case "restore":
      next = { ...target, deleted: false };
      break;
    case "reset":
      next = { ...target, role: "PENDING", ...afterEveryoneSignedOut(target, "access-reset") };
      break;
  }
  // The person hears that they may now sign in, or that they may not (docs/decisions/notifications.md), with the
  // change (and any event an earlier change could not publish): a queue that does not answer fails nobody's change.
  const told =
    body.action === "approve" ? "account.approved" : body.action === "block" ? "account.blocked" : null;
  const { eventsPending: carried = [], ...changed } = next;
  const eventsPending = [
    ...carried,
    ...(told ? [accountEvent(told, target, actor.id, new Date().toISOString())] : []),
  ];
  const saved = await services.users.replace(
    { ...changed, updatedBy: actor.id, ...(eventsPending.length > 0 ? { eventsPending } : {}) },
    etag,
  );
  if (eventsPending.length === 0) return saved;
  return publishPending(services, saved, async (published) => {
    try {
      return await services.users.replace(published, saved._etag ?? "");
    } catch (error) {
      if (isStorageError(error, "stale")) return undefined;
      throw error;
    }
  });
}

/** An administrator removes a user read with `etag` (kept, marked deleted: restore brings them back). */
export async function removeUser(
  services: Pick<Services, "users">,
  actor: UserDocument,
  { userId, etag }: { userId: string; etag: string },
): Promise<UserDocument> {
  const target = await loadTargetUser(services, actor.tenantId, actor, userId, "delete");
  return services.users.replace(
    { ...target, deleted: true, ...afterEveryoneSignedOut(target, "removed"), updatedBy: actor.id },
    etag,
  );
}
