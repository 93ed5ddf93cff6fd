import { apiRoutes, ListUsersQuerySchema, type Page, type User, UserPageSchema } from "@aql-portal/shared";
import { toApiUser } from "../data/users-repository";
import { httpFunction } from "../lib/http";

/** GET /api/users: one page of the tenant's users, sorted, searched and filtered (spec §2 Users table, §7). */
export const usersList = httpFunction({
  name: "users-list",
  route: apiRoutes.users,
  methods: ["GET"],
  access: "users:read",
  response: { 200: UserPageSchema },
  query: ListUsersQuerySchema,
  handler: async ({ query }, { services, tenantId }) => {
    const page = await services.users.list(tenantId, query);
    const body: Page<User> = { items: page.items.map(toApiUser), continuationToken: page.continuationToken };
    return { body };
  },
});
