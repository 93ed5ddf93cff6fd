import { apiRoutes, UpdateUserSchema, UserSchema } from "@aql-portal/shared";
import { toApiUser } from "../data/users-repository";
import { httpFunction, requireIfMatch } from "../lib/http";
import { UserParamsSchema } from "../lib/route-params";
import { changeUser } from "../users/accounts";

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
  handler: async ({ params, body }, { services, user, ifMatch }) => {
    const saved = await changeUser(services, user, {
      userId: params.userId,
      etag: requireIfMatch(ifMatch),
      body,
    });
    return { body: toApiUser(saved) };
  },
});
