import { apiRoutes, CreateUserSchema, UserSchema } from "@aql-portal/shared";
import { toApiUser } from "../data/users-repository";
import { httpFunction } from "../lib/http";
import { addUser } from "../users/accounts";

/** POST /api/users: an administrator adds a user, approved with the role given (spec §2 add user). */
export const usersCreate = httpFunction({
  name: "users-create",
  route: apiRoutes.users,
  methods: ["POST"],
  access: "users:manage",
  response: { 201: UserSchema },
  body: CreateUserSchema,
  handler: async ({ body }, { services, user }) => ({
    status: 201,
    body: toApiUser(await addUser(services, user, body)),
  }),
});
