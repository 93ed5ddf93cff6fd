import { apiRoutes, LanguageUpdateSchema, UserSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { toApiUser } from "../data/users-repository";
import { chooseLanguage } from "../users/language";

/** PUT /api/me/language: the caller's language, for the portal on every device and for their e-mails. */
export const meLanguageUpdate = httpFunction({
  name: "me-language-update",
  route: apiRoutes.myLanguage,
  methods: ["PUT"],
  access: "notifications:read",
  response: { 200: UserSchema },
  body: LanguageUpdateSchema,
  handler: async ({ body }, { services, user }) => ({
    body: toApiUser(await chooseLanguage(services, user, body.language)),
  }),
});
