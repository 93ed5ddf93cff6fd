import { apiRoutes } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";

/**
 * Ends the browser's session. Access tokens are short-lived and checked against the user on every request;
 * the browser forgets its token, so nothing is kept on the server to revoke.
 */
export const authLogout = httpFunction({
  name: "auth-logout",
  route: apiRoutes.logout,
  methods: ["POST"],
  access: "reference-data:read",
  handler: async (_input, { log, user, correlationId }) => {
    log.info({ event: "logout", userId: user.id, correlationId });
    return {};
  },
});
