import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { z } from "zod";
import { apiRoutes, webRoutes } from "@aql-portal/shared";
import { apiRequest, clearApiCache } from "../../../lib/api-client";
import { clearAllStorage } from "../../../lib/storage";

/**
 * POST /api/auth/logout (204): this device's session ends. An expired session is already over: no "Unauthorized
 * User" on the way out.
 */
function logout(): Promise<undefined> {
  return apiRequest(apiRoutes.logout, { method: "POST", schema: z.undefined(), endSessionOn401: false });
}

/** POST /api/auth/logout-everywhere (204): every session of the person ends, on every device. */
function logoutEverywhere(): Promise<undefined> {
  return apiRequest(apiRoutes.logoutEverywhere, {
    method: "POST",
    schema: z.undefined(),
    endSessionOn401: false,
  });
}

/**
 * Spec §4 Logout: clear the API caches, tell the API (a failure must not keep anyone signed in), clear all
 * browser storage, and leave for the landing page with a full page load. Signing out everywhere is different
 * there: the person asked for their other devices to be signed out, so a failure is thrown (and they stay
 * here, told) rather than passed over.
 */
export function useLogout(): (options?: { everywhere?: boolean }) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ everywhere = false } = {}) => {
      if (everywhere) await logoutEverywhere();
      await mutate(() => true, undefined, { revalidate: false });
      clearApiCache();
      if (!everywhere) await logout().catch(() => undefined);
      // Cleared without telling the guards: they would start a second navigation to /main of their own.
      clearAllStorage();
      window.location.assign(webRoutes.main);
    },
    [mutate],
  );
}
