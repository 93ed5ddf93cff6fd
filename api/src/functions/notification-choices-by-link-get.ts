import { z } from "zod";
import { apiRoutes, NotificationChoicesSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { personOfLink } from "../notifications/choices-link";
import { choicesOf } from "../notifications/inbox";

/**
 * GET /api/notification-choices/by-link?token=…: the choices of the person an e-mail's link is for, without signing
 * in (the token opens nothing else: 403 when altered, 410 when expired).
 */
export const notificationChoicesByLinkGet = httpFunction({
  name: "notification-choices-by-link-get",
  route: apiRoutes.notificationChoicesByLink,
  methods: ["GET"],
  access: "public",
  response: { 200: NotificationChoicesSchema },
  query: z.object({ token: z.string().min(1).max(2000) }),
  handler: async ({ query }, { services }) => ({
    body: choicesOf(services, await personOfLink(services, query.token)),
  }),
});
