import { apiRoutes, assignableRoles, CreateUserSchema, ROLES, UserSchema } from "@aql-portal/shared";
import { resolveUserReferences } from "../lib/user-references";
import { toApiUser } from "../data/users-repository";
import { forbidden } from "../lib/errors";
import { httpFunction } from "../lib/http";

/** POST /api/users: an administrator adds a user, approved with the role given (spec §2 add user). */
export const usersCreate = httpFunction({
  name: "users-create",
  route: apiRoutes.users,
  methods: ["POST"],
  access: "users:manage",
  response: { 201: UserSchema },
  body: CreateUserSchema,
  handler: async ({ body }, { services, tenantId, user: actor }) => {
    if (!assignableRoles(actor.role).includes(body.role)) {
      throw forbidden(`You cannot grant the ${ROLES[body.role].label} role: it is above your own.`);
    }
    const references = await resolveUserReferences(services.reference, tenantId, body);
    const created = await services.users.create(tenantId, {
      name: body.name,
      email: body.email,
      role: body.role,
      platform: body.platform,
      ...references,
      updatedBy: actor.id,
    });
    return { status: 201, body: toApiUser(created) };
  },
});
