import { Fragment, type ReactNode } from "react";
import { I18nProvider, useLingui } from "@lingui/react";
import { i18n } from "../../lib/i18n";

/** Draws its children afresh in the new language when the person changes it, every word at once. */
function InLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

/** The portal's words in the language shown (docs/decisions/languages.md): around the app and the public pages. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <InLanguage>{children}</InLanguage>
    </I18nProvider>
  );
}
