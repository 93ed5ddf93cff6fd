import { useEffect } from "react";
import { clearAllStorage } from "../lib/storage";

/**
 * Leaves the signed-in app with a full page load. The public pages (/main, /contact-us) are a separate entry
 * without the router, so a router navigation cannot reach them.
 */
export function FullPageRedirect({ to, clearStorage = false }: { to: string; clearStorage?: boolean }) {
  useEffect(() => {
    if (clearStorage) clearAllStorage();
    window.location.replace(to);
  }, [to, clearStorage]);
  return null;
}
