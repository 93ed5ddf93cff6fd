import { apiRoutes } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";

/**
 * Ends the session on the server: the user's session version goes up, so the token stops working at once (and
 * so do the user's other sessions, as when an administrator blocks them); the browser forgets it too.
 */
export const authLogout = httpFunction({
  name: "auth-logout",
  route: apiRoutes.logout,
  methods: ["POST"],
  access: "reference-data:read",
  response: { 204: null },
  handler: async (_input, { services, log, user, correlationId }) => {
    await services.users.endSessions(user);
    log.info({ event: "logout", userId: user.id, correlationId });
    return {};
  },
});
