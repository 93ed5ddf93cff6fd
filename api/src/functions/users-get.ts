import { apiRoutes, UserSchema } from "@aql-portal/shared";
import { toApiUser } from "../data/users-repository";
import { httpFunction } from "../lib/http";
import { loadUser } from "../lib/users";
import { UserParamsSchema } from "../lib/route-params";

/** GET /api/users/{userId}: one user, with the etag to send back when changing them. */
export const usersGet = httpFunction({
  name: "users-get",
  route: apiRoutes.user,
  methods: ["GET"],
  access: "users:read",
  response: { 200: UserSchema },
  params: UserParamsSchema,
  handler: async ({ params }, { services, tenantId }) => {
    return { body: toApiUser(await loadUser(services, tenantId, params.userId)) };
  },
});
