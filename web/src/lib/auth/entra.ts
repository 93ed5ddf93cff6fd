import { BrowserCacheLocation, PublicClientApplication } from "@azure/msal-browser";
import { z } from "zod";
import type { PublicConfig } from "@aql-portal/shared";

/**
 * Microsoft Entra ID through MSAL, used only when the deployment's auth mode is "entra"; this module is
 * always imported dynamically so that oidc deployments never download MSAL.
 */
type EntraAuth = Extract<PublicConfig["auth"], { mode: "entra" }>;

const SCOPES = ["openid", "email", "profile"];

async function createClient(auth: EntraAuth, redirectUri: string): Promise<PublicClientApplication> {
  const client = new PublicClientApplication({
    auth: { clientId: auth.clientId, authority: auth.authority, redirectUri },
    // Spec §9: sign-in redirects use the local-storage cache, not an iframe.
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
  });
  await client.initialize();
  return client;
}

export async function startEntraSignIn(auth: EntraAuth, redirectUri: string): Promise<void> {
  const client = await createClient(auth, redirectUri);
  await client.loginRedirect({ scopes: SCOPES, redirectUri });
}

const ClaimsSchema = z.object({ nonce: z.string().optional() });

/** Completes a redirect sign-in on the info page; null when this page load is not MSAL's redirect. */
export async function completeEntraSignIn(
  auth: EntraAuth,
  redirectUri: string,
): Promise<{ idToken: string; nonce: string | undefined } | null> {
  const client = await createClient(auth, redirectUri);
  // Stay on the info page: it is the page that finishes the sign-in.
  const result = await client.handleRedirectPromise({ navigateToLoginRequestUrl: false });
  if (!result) return null;
  const claims = ClaimsSchema.safeParse(result.idTokenClaims);
  return { idToken: result.idToken, nonce: claims.success ? claims.data.nonce : undefined };
}
