import { z } from "zod";
import { apiRoutes, NotificationChoicesSchema, NotificationChoicesUpdateSchema } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import { forbidden } from "../lib/errors";
import { httpFunction } from "../lib/http";
import type { Services } from "../lib/services";
import { CHOICES_LINK_NOT_VALID, verifyChoicesLink } from "../notifications/choices-link";
import { choicesOf, saveChoices } from "../notifications/inbox";

/*
 * A person's e-mail choices (docs/decisions/notifications.md "E-mail"): signed in, or through the link at the foot
 * of every e-mail (a token for that person and this purpose only, so it opens nothing else).
 */

/** GET /api/notification-choices: the caller's choices, every kind of their role. */
export const notificationChoicesGet = httpFunction({
  name: "notification-choices-get",
  route: apiRoutes.notificationChoices,
  methods: ["GET"],
  access: "notifications:read",
  response: { 200: NotificationChoicesSchema },
  handler: async (_input, { services, user }) => ({ body: choicesOf(services, user) }),
});

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

/** The person an e-mail's link is for, if they may still be e-mailed (403 otherwise, 410 for an expired link). */
async function personOfLink(services: Services, token: string): Promise<UserDocument> {
  const { tenantId, userId } = await verifyChoicesLink(services.config, token);
  const user = await services.users.get(tenantId, userId);
  if (!user || user.deleted || user.status !== "ACTIVE" || user.role === "PENDING") {
    throw forbidden(CHOICES_LINK_NOT_VALID);
  }
  return user;
}

const LinkQuerySchema = z.object({ token: z.string().min(1).max(2000) });

/** GET /api/notification-choices/by-link?token=…: the choices of the person an e-mail's link is for. */
export const notificationChoicesByLinkGet = httpFunction({
  name: "notification-choices-by-link-get",
  route: apiRoutes.notificationChoicesByLink,
  methods: ["GET"],
  access: "public",
  response: { 200: NotificationChoicesSchema },
  query: LinkQuerySchema,
  handler: async ({ query }, { services }) => ({
    body: choicesOf(services, await personOfLink(services, query.token)),
  }),
});

/** PUT /api/notification-choices/by-link: changes them, the link's token in the body. */
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
