import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { toApiUser } from "../data/users-repository";
import { httpFunction } from "../lib/http";
import { loadUser } from "../lib/users";

/** GET /api/users/{userId}: one user, with the etag to send back when changing them. */
export const usersGet = httpFunction({
  name: "users-get",
  route: apiRoutes.user,
  methods: ["GET"],
  access: "users:read",
  params: z.object({ userId: z.string().min(1).max(100) }),
  handler: async ({ params }, { services, tenantId }) => {
    return { body: toApiUser(await loadUser(services, tenantId, params.userId)) };
  },
});
