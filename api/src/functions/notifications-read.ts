import { apiRoutes, MarkNotificationsReadSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { markRead } from "../notifications/inbox";

/** POST /api/notifications/read: marks the caller's notifications read, those named or (no ids) all. */
export const notificationsRead = httpFunction({
  name: "notifications-read",
  route: apiRoutes.notificationsRead,
  methods: ["POST"],
  access: "notifications:read",
  response: { 204: null },
  body: MarkNotificationsReadSchema,
  handler: async ({ body }, { services, user }) => {
    await markRead(services, user, body.ids);
    return {};
  },
});
