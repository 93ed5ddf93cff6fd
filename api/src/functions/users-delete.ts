import { apiRoutes, UserSchema } from "@aql-portal/shared";
import { toApiUser } from "../data/users-repository";
import { httpFunction, requireIfMatch } from "../lib/http";
import { afterEveryoneSignedOut } from "../lib/sessions";
import { loadTargetUser } from "../lib/users";
import { UserParamsSchema } from "../lib/route-params";

/** DELETE /api/users/{userId}: a soft delete (restorable); the user's sessions end at once. */
export const usersDelete = httpFunction({
  name: "users-delete",
  route: apiRoutes.user,
  methods: ["DELETE"],
  access: "users:manage",
  response: { 200: UserSchema },
  params: UserParamsSchema,
  handler: async ({ params }, { services, tenantId, user: actor, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const target = await loadTargetUser(services, tenantId, actor, params.userId, "delete");
    const saved = await services.users.replace(
      { ...target, deleted: true, ...afterEveryoneSignedOut(target, "removed"), updatedBy: actor.id },
      etag,
    );
    return { body: toApiUser(saved) };
  },
});
