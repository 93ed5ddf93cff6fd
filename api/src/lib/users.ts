import { checkRoleChange, checkUserAction, type RoleName, type UserAction } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import { HttpError, notFound } from "./errors";
import type { Services } from "./services";

/** Loads the user a request names, refusing what the shared rules refuse, with their status and reason. */
export async function loadTargetUser(
  services: Services,
  tenantId: string,
  actor: UserDocument,
  userId: string,
  action: UserAction,
  newRole?: RoleName,
): Promise<UserDocument> {
  const target = await services.users.get(tenantId, userId);
  if (!target) throw notFound(`There is no user with the id ${userId}.`);
  for (const check of [
    checkUserAction(actor, target, action),
    ...(newRole ? [checkRoleChange(actor, target, newRole)] : []),
  ]) {
    if (!check.allowed) throw new HttpError(check.status, check.reason);
  }
  return target;
}
