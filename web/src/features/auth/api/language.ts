import { apiRoutes, UserSchema, type Language, type User } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { chooseDeviceLanguage, deviceLanguage, languageChosenHere } from "../../../lib/i18n";

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
 * Once signed in (docs/decisions/languages.md): the language on the person's record is shown on this device too; a
 * language chosen on this device (on the landing page) by someone whose record holds none is kept on their record.
 * One only guessed from the browser is not: the record holds choices, and a sign-in changes no record by itself.
 * Neither holds up the sign-in: a failure leaves the language as it was.
 */
export async function settleLanguage(user: User): Promise<void> {
  if (user.language) await chooseDeviceLanguage(user.language).catch(() => undefined);
  else if (languageChosenHere()) await saveLanguage(deviceLanguage()).catch(() => undefined);
}
