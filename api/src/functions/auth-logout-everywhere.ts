import { apiRoutes } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { afterEveryoneSignedOut } from "../lib/sessions";

/** Ends every session of the person, on every device: what they choose when a device may be in other hands. */
export const authLogoutEverywhere = httpFunction({
  name: "auth-logout-everywhere",
  route: apiRoutes.logoutEverywhere,
  methods: ["POST"],
  access: "reference-data:read",
  response: { 204: null },
  handler: async (_input, { services, log, user, correlationId }) => {
    await services.users.changeSessions(user.tenantId, user.id, (current) =>
      afterEveryoneSignedOut(current, "signed-out-everywhere"),
    );
    log.info({ event: "logout-everywhere", userId: user.id, correlationId });
    return {};
  },
});
