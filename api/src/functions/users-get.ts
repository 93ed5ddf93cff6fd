import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { toApiUser } from "../data/users-repository";
import { notFound } from "../lib/errors";
import { httpFunction } from "../lib/http";

/** GET /api/users/{userId}: one user, with the etag to send back when changing them. */
export const usersGet = httpFunction({
  name: "users-get",
  route: apiRoutes.user,
  methods: ["GET"],
  access: "users:read",
  params: z.object({ userId: z.string().min(1).max(100) }),
  handler: async ({ params }, { services, tenantId }) => {
    const user = await services.users.get(tenantId, params.userId);
    if (!user) throw notFound(`There is no user with the id ${params.userId}.`);
    return { body: toApiUser(user) };
  },
});
