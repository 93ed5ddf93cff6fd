import { apiRoutes, NotificationListSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { notificationsOf } from "../notifications/inbox";

/** GET /api/notifications: the caller's newest notifications (the bell) and how many are unread. */
export const notificationsList = httpFunction({
  name: "notifications-list",
  route: apiRoutes.notifications,
  methods: ["GET"],
  access: "notifications:read",
  response: { 200: NotificationListSchema },
  handler: async (_input, { services, user }) => ({ body: await notificationsOf(services, user) }),
});
