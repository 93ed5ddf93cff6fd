import { apiRoutes, NotificationChoicesSchema, NotificationChoicesUpdateSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { saveChoices } from "../notifications/inbox";

/** PUT /api/notification-choices: changes the caller's choices for the kinds named. */
export const notificationChoicesUpdate = httpFunction({
  name: "notification-choices-update",
  route: apiRoutes.notificationChoices,
  methods: ["PUT"],
  access: "notifications:read",
  response: { 200: NotificationChoicesSchema },
  body: NotificationChoicesUpdateSchema.omit({ token: true }),
  handler: async ({ body }, { services, user }) => ({
    body: await saveChoices(services, user, body.choices),
  }),
});
