import { apiRoutes, NotificationChoicesSchema, NotificationChoicesUpdateSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { personOfLink } from "../notifications/choices-link";
import { saveChoices } from "../notifications/inbox";

/** PUT /api/notification-choices/by-link: changes them, the e-mail link's token in the body. */
export const notificationChoicesByLinkUpdate = httpFunction({
  name: "notification-choices-by-link-update",
  route: apiRoutes.notificationChoicesByLink,
  methods: ["PUT"],
  access: "public",
  response: { 200: NotificationChoicesSchema },
  body: NotificationChoicesUpdateSchema.required({ token: true }),
  handler: async ({ body }, { services }) => ({
    body: await saveChoices(services, await personOfLink(services, body.token), body.choices),
  }),
});
