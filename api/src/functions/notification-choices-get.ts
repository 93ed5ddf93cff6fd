import { apiRoutes, NotificationChoicesSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { choicesOf } from "../notifications/inbox";

/**
 * GET /api/notification-choices: how the caller is e-mailed about each kind of event their role is told of
 * (docs/decisions/notifications.md "E-mail").
 */
export const notificationChoicesGet = httpFunction({
  name: "notification-choices-get",
  route: apiRoutes.notificationChoices,
  methods: ["GET"],
  access: "notifications:read",
  response: { 200: NotificationChoicesSchema },
  handler: async (_input, { services, user }) => ({ body: choicesOf(services, user) }),
});
