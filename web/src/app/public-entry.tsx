import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { webRoutes } from "@aql-portal/shared";
import { LanguageProvider } from "../components/i18n/language-provider";
import { ContactPage } from "../features/landing/components/contact-page";
import { LandingPage } from "../features/landing/components/landing-page";
import { fetchConfigJson } from "../lib/config/config-json";
import { applyPageTitleFromJson } from "../lib/config/page-title";
import { hasStoredToken, isTryingLogin, takeNotice } from "../lib/storage";

/**
 * The public pages, rendered without the router or the component library (bundle budget: 80 KB gzip).
 * Anything heavier (full config parsing, sign-in, MSAL) is imported only when it is about to be used.
 */
export function renderPublicPage(root: Root, path: string): void {
  const configJson = fetchConfigJson();
  // Only the title depends on the config here; an unreachable server leaves the static title in place.
  configJson.then(applyPageTitleFromJson, () => undefined);

  if (path === webRoutes.contactUs) {
    root.render(
      <StrictMode>
        <LanguageProvider>
          <ContactPage />
        </LanguageProvider>
      </StrictMode>,
    );
    return;
  }

  const notice = takeNotice();
  const showLanding = () =>
    root.render(
      <StrictMode>
        <LanguageProvider>
          <LandingPage onSignIn={signIn} notice={notice} />
        </LanguageProvider>
      </StrictMode>,
    );

  // Main guard (spec §4): only a visitor who signed in before can skip the landing page, so only they pay
  // for loading the guard.
  if (isTryingLogin() && hasStoredToken()) {
    import("../lib/auth/main-guard")
      .then(({ redirectSignedInVisitor }) => redirectSignedInVisitor(configJson))
      .then((redirected) => {
        if (!redirected) showLanding();
      })
      .catch(showLanding);
    return;
  }
  showLanding();
}

/** Fetches the config again if the first attempt failed, so SIGN IN recovers once the server is back. */
async function signIn(): Promise<void> {
  const [{ startSignIn }, json] = await Promise.all([import("../lib/auth/sign-in"), fetchConfigJson()]);
  await startSignIn(json);
}
