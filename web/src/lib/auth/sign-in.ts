import { PublicConfigSchema, webRoutes } from "@aql-portal/shared";
import { markTryLogin, signInKeys } from "../storage";

/** The OpenID Connect scopes asked of the provider (a protocol value, not words). */
const OIDC_SCOPES = "openid email profile";

/** Where the sign-in provider sends the browser back to: the info page finishes the sign-in (spec §2). */
export function signInRedirectUri(): string {
  return `${window.location.origin}${webRoutes.notApproved}`;
}

/**
 * SIGN IN (spec §2 Landing, §4): flags the attempt and sends the browser to the provider. Loaded on demand
 * from the landing page, which is why it takes the config as raw JSON and parses it here.
 */
export async function startSignIn(configJson: unknown): Promise<void> {
  const { auth } = PublicConfigSchema.parse(configJson);
  markTryLogin();
  if (auth.mode === "entra") {
    const { startEntraSignIn } = await import("./entra");
    await startEntraSignIn(auth, signInRedirectUri());
    return;
  }
  const state = randomToken();
  const nonce = randomToken();
  // sessionStorage: the values only need to survive this tab's round trip to the provider and back.
  sessionStorage.setItem(signInKeys.state, state);
  sessionStorage.setItem(signInKeys.nonce, nonce);
  const params: Record<string, string> = {
    client_id: auth.clientId,
    response_type: "id_token",
    response_mode: "fragment",
    scope: OIDC_SCOPES,
    redirect_uri: signInRedirectUri(),
    state,
    nonce,
  };
  // encodeURIComponent rather than URLSearchParams: the provider expects %20 in the scope, not "+".
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  const separator = auth.authorizationEndpoint.includes("?") ? "&" : "?";
  window.location.assign(`${auth.authorizationEndpoint}${separator}${query}`);
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
