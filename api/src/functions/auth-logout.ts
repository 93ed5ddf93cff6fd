import { apiRoutes } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { afterSignOut } from "../lib/sessions";

/**
 * Ends this device's session on the server: its token stops working at once, and the person's other devices stay
 * signed in (docs/decisions/access-tokens.md). The browser forgets the token too.
 */
export const authLogout = httpFunction({
  name: "auth-logout",
  route: apiRoutes.logout,
  methods: ["POST"],
  access: "reference-data:read",
  response: { 204: null },
  handler: async (_input, { services, log, user, session, correlationId }) => {
    await services.users.changeSessions(user.tenantId, user.id, (current) => afterSignOut(current, session));
    log.info({ event: "logout", userId: user.id, correlationId });
    return {};
  },
});
