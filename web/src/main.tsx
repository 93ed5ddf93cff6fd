// First: zod must be jitless before any schema is made (see the module).
import "./zod-config";
import { createRoot } from "react-dom/client";
import { webRoutes } from "@aql-portal/shared";
import { deviceLanguage, showLanguage } from "./lib/i18n";
import { registerOfflineShell } from "./lib/offline-shell";

/**
 * Two entry points behind one page: the public pages (landing, contact) render with React alone, every other
 * path loads the router and the component library. Moving between them is always a full page load (the
 * sign-in redirect, logout), so they never need to share a router.
 */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([webRoutes.main, webRoutes.contactUs]);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
const path = window.location.pathname.replace(/\/+$/, "") || "/";

// The page's code and its language's catalogue are fetched side by side (docs/decisions/languages.md).
const language = showLanguage(deviceLanguage());
if (PUBLIC_PATHS.has(path)) {
  void Promise.all([import("./app/public-entry"), language]).then(([{ renderPublicPage }]) =>
    renderPublicPage(root, path),
  );
} else {
  void Promise.all([import("./app/app"), language]).then(([{ renderApp }]) => renderApp(root));
}

if (import.meta.env.PROD) registerOfflineShell();
