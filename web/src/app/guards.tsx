import { Navigate, Outlet } from "react-router-dom";
import { defaultPageFor, webRoutes } from "@aql-portal/shared";
import { useStoredSession } from "../lib/auth/session";
import { SessionContext } from "../lib/auth/session-context";
import { useConfig } from "../lib/config/config-context";
import { isTryingLogin } from "../lib/storage";
import { FullPageRedirect } from "./full-page-redirect";

/**
 * Start guard (spec §4) over the whole signed-in area: no sign-in flag or no session → the landing page;
 * a role stored in the old numeric format → storage cleared, then the landing page.
 */
export function StartGuard() {
  const stored = useStoredSession();
  if (stored.kind === "legacy-role") return <FullPageRedirect to={webRoutes.main} clearStorage />;
  if (!isTryingLogin() || stored.kind !== "signed-in") return <FullPageRedirect to={webRoutes.main} />;
  return (
    <SessionContext value={stored.session}>
      <Outlet />
    </SessionContext>
  );
}

/** /redirecting (and so `/` and unknown paths): a signed-in user to their default page, anyone else out. */
export function RedirectingPage() {
  const stored = useStoredSession();
  const { menu } = useConfig();
  if (stored.kind !== "signed-in" || !isTryingLogin()) return <FullPageRedirect to={webRoutes.main} />;
  const home = defaultPageFor(stored.session.role.hierarchy, menu);
  // A menu without an entry for this role answers /main, which only the full page load can reach.
  return home === webRoutes.main ? <FullPageRedirect to={home} /> : <Navigate to={home} replace />;
}
