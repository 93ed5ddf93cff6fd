import { apiRoutes, UserSchema } from "@aql-portal/shared";
import { toApiUser } from "../data/users-repository";
import { httpFunction, requireIfMatch } from "../lib/http";
import { UserParamsSchema } from "../lib/route-params";
import { removeUser } from "../users/accounts";

/** DELETE /api/users/{userId}: a soft delete (restorable); the user's sessions end at once. */
export const usersDelete = httpFunction({
  name: "users-delete",
  route: apiRoutes.user,
  methods: ["DELETE"],
  access: "users:manage",
  response: { 200: UserSchema },
  params: UserParamsSchema,
  handler: async ({ params }, { services, user, ifMatch }) => {
    const saved = await removeUser(services, user, { userId: params.userId, etag: requireIfMatch(ifMatch) });
    return { body: toApiUser(saved) };
  },
});
