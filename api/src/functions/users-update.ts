import { apiRoutes, UpdateUserSchema, UserSchema } from "@aql-portal/shared";
import { resolveUserReferences } from "../lib/user-references";
import { toApiUser, type UserDocument } from "../data/users-repository";
import { httpFunction, requireIfMatch } from "../lib/http";
import { afterEveryoneSignedOut } from "../lib/sessions";
import { loadTargetUser } from "../lib/users";
import { UserParamsSchema } from "../lib/route-params";

/**
 * PUT /api/users/{userId}: edit, approve, block, unblock, restore or reset a user, with the etag read in
 * If-Match. Block, reset and a change of role end every session of the user at once (lib/sessions.ts).
 */
export const usersUpdate = httpFunction({
  name: "users-update",
  route: apiRoutes.user,
  methods: ["PUT"],
  access: "users:manage",
  response: { 200: UserSchema },
  params: UserParamsSchema,
  body: UpdateUserSchema,
  handler: async ({ params, body }, { services, tenantId, user: actor, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const newRole = body.action === "edit" || body.action === "approve" ? body.role : undefined;
    const target = await loadTargetUser(services, tenantId, actor, params.userId, body.action, newRole);
    let next: UserDocument;
    switch (body.action) {
      case "edit": {
        const references = await resolveUserReferences(services.reference, tenantId, body);
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
        const references = await resolveUserReferences(services.reference, tenantId, {
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
    const saved = await services.users.replace({ ...next, updatedBy: actor.id }, etag);
    return { body: toApiUser(saved) };
  },
});
