import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { messages } from "@aql-portal/shared";
import { closeAllDialogs } from "../components/ui/dialogs";
import { notify } from "../components/ui/toaster";
import { setUnauthorizedHandler } from "../lib/api-client";
import { clearSession, readStoredSession } from "../lib/auth/session";
import { hasStoredToken, leaveNotice } from "../lib/storage";
import { preloadStaffPage } from "./page-modules";
import { AppProviders } from "./providers";
import { sessionEndedNotice } from "./session-ended";
import { AppRoutes } from "./routes";

/**
 * Spec §8: any 401 ends the session. Clearing it re-renders the start guard, which then leaves for the
 * landing page; the notice repeats the message there, after the page load has swept the toast away, and says
 * why the session ended and what became of the work not yet sent from this tablet.
 */
let ending = false;
setUnauthorizedHandler((ended) => {
  // Requests in flight together all come back 401; the first one ends the session, the rest have nothing to add.
  if (ending || !hasStoredToken()) return;
  ending = true;
  closeAllDialogs();
  void sessionEndedNotice(ended, readStoredSession()).then((detail) => {
    notify("error", detail, messages.unauthorized, { action: "session" });
    clearSession();
    leaveNotice({ title: messages.unauthorized, detail });
    ending = false;
  });
});

export function renderApp(root: Root): void {
  // The page's code loads while the configuration is read, rather than after it (docs/decisions/web-speed.md).
  preloadStaffPage(window.location.pathname.replace(/\/+$/, ""));
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}
