import { checkRoleChange, checkUserAction, type RoleName, type UserAction } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import { HttpError, notFound } from "./errors";
import type { Services } from "./services";

/**
 * The user a route names: the caller's tenant's users are the only ones that exist for them (the partition), and
 * only roles with users:read reach a user at all (docs/decisions/object-access.md).
 */
export async function loadUser(
  services: Pick<Services, "users">,
  tenantId: string,
  userId: string,
): Promise<UserDocument> {
  const user = await services.users.get(tenantId, userId);
  if (!user) throw notFound(`There is no user with the id ${userId}.`);
  return user;
}

/** Loads the user a request names, refusing what the shared rules refuse, with their status and reason. */
export async function loadTargetUser(
  services: Pick<Services, "users">,
  tenantId: string,
  actor: UserDocument,
  userId: string,
  action: UserAction,
  newRole?: RoleName,
): Promise<UserDocument> {
  const target = await loadUser(services, tenantId, userId);
  for (const check of [
    checkUserAction(actor, target, action),
    ...(newRole ? [checkRoleChange(actor, target, newRole)] : []),
  ]) {
    if (!check.allowed) throw new HttpError(check.status, check.reason);
  }
  return target;
}
