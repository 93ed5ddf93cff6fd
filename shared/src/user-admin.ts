import { z } from "zod";
import { messages } from "./messages";
import { ROLES, RoleNameSchema, ROLES_BY_HIERARCHY, type RoleName } from "./roles";
import { PlatformSchema, type UserStatus } from "./user";

/**
 * User administration rules (issue: users and approval), once: the API enforces them, the web uses them to
 * offer only the actions that will succeed.
 */
export const USER_ACTIONS = ["edit", "approve", "block", "unblock", "delete", "restore", "reset"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const name = z.string().trim().min(1, messages.required).max(100, "must be at most 100 characters");
const email = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .pipe(z.email("is not a valid email address"));
const locationIds = z.array(z.string().min(1).max(50)).max(20, "at most 20 locations");
const supplierId = z.string().min(1).max(50).optional();
const grantedRole = RoleNameSchema.exclude(["PENDING"], {
  message: "must be an approved role: use reset to send a user back to approval",
});

function supplierRule(
  value: { role?: RoleName | undefined; supplierId?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.role === "SUPPLIER" && !value.supplierId) {
    ctx.addIssue({ code: "custom", path: ["supplierId"], message: "is required for the Supplier role" });
  }
  if (value.role !== undefined && value.role !== "SUPPLIER" && value.supplierId) {
    ctx.addIssue({ code: "custom", path: ["supplierId"], message: "only applies to the Supplier role" });
  }
}

const userFields = { name, email, role: grantedRole, locationIds, platform: PlatformSchema, supplierId };

/** POST /api/users: an administrator adds someone, approved with the role given. */
export const CreateUserSchema = z.object(userFields).strict().superRefine(supplierRule);
export type CreateUser = z.infer<typeof CreateUserSchema>;

/** PUT /api/users/{userId}: one action, with the etag the caller read in If-Match. */
export const UpdateUserSchema = z
  .discriminatedUnion("action", [
    z.object({ action: z.literal("edit"), ...userFields }).strict(),
    z
      .object({
        action: z.literal("approve"),
        role: grantedRole,
        locationIds: locationIds.optional(),
        supplierId,
      })
      .strict(),
    z.object({ action: z.literal("block") }).strict(),
    z.object({ action: z.literal("unblock") }).strict(),
    z.object({ action: z.literal("restore") }).strict(),
    z.object({ action: z.literal("reset") }).strict(),
  ])
  .superRefine((value, ctx) => {
    if (value.action === "edit" || value.action === "approve") supplierRule(value, ctx);
  });
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

export interface UserActor {
  id: string;
  role: RoleName;
}
export interface UserTarget {
  id: string;
  role: RoleName;
  status: UserStatus;
  deleted: boolean;
}

/** Roles an administrator may hand out: none above their own, and never "pending" (that is what reset does). */
export function assignableRoles(actorRole: RoleName): RoleName[] {
  const ceiling = ROLES[actorRole].hierarchy;
  return ROLES_BY_HIERARCHY.filter((r) => r.name !== "PENDING" && r.hierarchy <= ceiling).map((r) => r.name);
}

export type UserActionCheck = { allowed: true } | { allowed: false; status: 403 | 409; reason: string };

const refuse = (status: 403 | 409, reason: string): UserActionCheck => ({ allowed: false, status, reason });

/** Whether `actor` may take `action` on `target` as things stand: 403 for who, 409 for the target's state. */
export function checkUserAction(actor: UserActor, target: UserTarget, action: UserAction): UserActionCheck {
  const self = actor.id === target.id;
  if (self && action !== "edit") return refuse(403, `You cannot ${action} your own account.`);
  if (!self && ROLES[target.role].hierarchy > ROLES[actor.role].hierarchy) {
    return refuse(403, "You cannot change a user whose role is above your own.");
  }
  if (target.deleted && action !== "restore") return refuse(409, "This user is deleted: restore them first.");
  switch (action) {
    case "restore":
      return target.deleted ? { allowed: true } : refuse(409, "This user is not deleted.");
    case "approve":
      return target.role === "PENDING" ? { allowed: true } : refuse(409, "This user is already approved.");
    case "block":
      return target.status === "BLOCKED" ? refuse(409, "This user is already blocked.") : { allowed: true };
    case "unblock":
      return target.status === "BLOCKED" ? { allowed: true } : refuse(409, "This user is not blocked.");
    case "reset":
      return target.role === "PENDING"
        ? refuse(409, "This user is already awaiting approval.")
        : { allowed: true };
    case "edit":
    case "delete":
      return { allowed: true };
  }
}

/** The actions to offer for a row of the Users table. */
export function availableUserActions(actor: UserActor, target: UserTarget): UserAction[] {
  return USER_ACTIONS.filter((action) => checkUserAction(actor, target, action).allowed);
}

/** Whether `actor` may give `target` the role `newRole` (edit and approve). */
export function checkRoleChange(actor: UserActor, target: UserTarget, newRole: RoleName): UserActionCheck {
  if (newRole === target.role) return { allowed: true };
  if (actor.id === target.id) return refuse(403, "You cannot change your own role.");
  if (!assignableRoles(actor.role).includes(newRole)) {
    return refuse(403, `You cannot grant the ${ROLES[newRole].label} role: it is above your own.`);
  }
  return { allowed: true };
}
