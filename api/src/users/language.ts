import type { Language } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import type { Services } from "../lib/services";

/**
 * A person chooses the language of their portal and e-mails (docs/decisions/languages.md). Read afresh: the caller
 * may be this instance's copy of the session, a few seconds old.
 */
export async function chooseLanguage(
  services: Pick<Services, "users">,
  user: UserDocument,
  language: Language,
): Promise<UserDocument> {
  const current = (await services.users.get(user.tenantId, user.id)) ?? user;
  if (current.language === language) return current;
  return services.users.replace({ ...current, language }, current._etag ?? "");
}
