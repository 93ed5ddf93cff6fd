import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { toApiUser } from "../data/users-repository";
import { httpFunction, requireIfMatch } from "../lib/http";
import { loadTargetUser } from "../lib/users";

/** DELETE /api/users/{userId}: a soft delete (restorable); the user's sessions end at once. */
export const usersDelete = httpFunction({
  name: "users-delete",
  route: apiRoutes.user,
  methods: ["DELETE"],
  access: "users:manage",
  params: z.object({ userId: z.string().min(1).max(100) }),
  handler: async ({ params }, { services, tenantId, user: actor, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const target = await loadTargetUser(services, tenantId, actor, params.userId, "delete");
    const saved = await services.users.replace(
      { ...target, deleted: true, sessionVersion: target.sessionVersion + 1, updatedBy: actor.id },
      etag,
    );
    return { body: toApiUser(saved) };
  },
});
