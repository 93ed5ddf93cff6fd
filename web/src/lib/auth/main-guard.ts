import { PublicConfigSchema, defaultPageFor, webRoutes } from "@aql-portal/shared";
import { readStoredSession } from "./session";

/** Spec §4 main guard: the role hierarchy above which a signed-in visitor skips the landing page. */
const LANDING_BYPASS_ABOVE_HIERARCHY = 2;

/**
 * Main guard (spec §4), loaded by the landing page only when a sign-in flag and a token are stored.
 * Returns true when it has sent the browser on to the visitor's default page.
 */
export async function redirectSignedInVisitor(configJson: Promise<unknown>): Promise<boolean> {
  const stored = readStoredSession();
  if (stored.kind !== "signed-in" || stored.session.role.hierarchy <= LANDING_BYPASS_ABOVE_HIERARCHY)
    return false;
  const { menu } = PublicConfigSchema.parse(await configJson);
  const home = defaultPageFor(stored.session.role.hierarchy, menu);
  // A menu with no page for this role answers /main itself: stay, rather than reload this page forever.
  if (home === webRoutes.main) return false;
  window.location.replace(home);
  return true;
}
