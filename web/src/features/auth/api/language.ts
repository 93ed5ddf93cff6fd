import { apiRoutes, UserSchema, type Language, type User } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { chooseDeviceLanguage, deviceLanguage } from "../../../lib/i18n";

/** PUT /api/me/language: the person's language kept on their record, for every device and their e-mails. */
export function saveLanguage(language: Language): Promise<User> {
  return apiRequest(apiRoutes.myLanguage, {
    method: "PUT",
    body: { language },
    schema: UserSchema,
    showLoader: false,
  });
}

/**
 * Once signed in (docs/decisions/languages.md): the language on the person's record is shown on this device too;
 * a person who never chose one has this device's kept on their record, for their e-mails. Neither holds up the
 * sign-in: a failure leaves the language as it was.
 */
export async function settleLanguage(user: User): Promise<void> {
  if (user.language) await chooseDeviceLanguage(user.language).catch(() => undefined);
  else await saveLanguage(deviceLanguage()).catch(() => undefined);
}
