import { t } from "@lingui/core/macro";
import {
  defaultPageFor,
  loginErrorTitles,
  messages,
  type LoginErrorTitle,
  type PublicConfig,
} from "@aql-portal/shared";
import { ApiRequestError, errorMessage } from "../../lib/api-client";
import { readStoredSession, storeSession } from "../../lib/auth/session";
import { signInRedirectUri } from "../../lib/auth/sign-in";
import { clearAllStorage, signInKeys } from "../../lib/storage";
import { settleLanguage } from "./api/language";
import { login } from "./api/login";

export type SignInOutcome =
  | { kind: "signed-in"; to: string }
  /** Nothing to finish here: back to the landing page. */
  | { kind: "leave" }
  | { kind: "failed"; title: LoginErrorTitle; message: string };

type Credential =
  | { kind: "none" }
  | { kind: "invalid"; message: string }
  | { kind: "id-token"; idToken: string; nonce: string | undefined };

/**
 * The info page's entry logic (spec §2 Info page, §8): an existing session goes straight on; a provider
 * response is exchanged for a session; anything else leaves for the landing page.
 */
export async function completeSignIn(config: PublicConfig): Promise<SignInOutcome> {
  const stored = readStoredSession();
  if (stored.kind === "signed-in") {
    return { kind: "signed-in", to: defaultPageFor(stored.session.role.hierarchy, config.menu) };
  }
  const credential = await readCredential(config);
  if (credential.kind === "none") {
    clearAllStorage();
    return { kind: "leave" };
  }
  if (credential.kind === "invalid")
    return { kind: "failed", title: loginErrorTitles.other, message: credential.message };
  try {
    const response = await login(credential.idToken, credential.nonce);
    storeSession(response);
    await settleLanguage(response.user);
    return { kind: "signed-in", to: defaultPageFor(response.user.role.hierarchy, config.menu) };
  } catch (error) {
    return loginFailure(error);
  }
}

async function readCredential(config: PublicConfig): Promise<Credential> {
  if (config.auth.mode === "entra") {
    try {
      const { completeEntraSignIn } = await import("../../lib/auth/entra");
      const result = await completeEntraSignIn(config.auth, signInRedirectUri());
      return result ? { kind: "id-token", ...result } : { kind: "none" };
    } catch (error) {
      return { kind: "invalid", message: errorMessage(error, messages.cannotConnect) };
    }
  }
  return readFragmentCredential();
}

/** The implicit-flow response in the URL fragment; the fragment is removed at once so it is never reused. */
function readFragmentCredential(): Credential {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  if (window.location.hash) {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
  const expectedState = sessionStorage.getItem(signInKeys.state);
  const nonce = sessionStorage.getItem(signInKeys.nonce) ?? undefined;
  sessionStorage.removeItem(signInKeys.state);
  sessionStorage.removeItem(signInKeys.nonce);

  const providerError = fragment.get("error");
  if (providerError) return { kind: "invalid", message: fragment.get("error_description") || providerError };
  const idToken = fragment.get("id_token");
  if (!idToken) return { kind: "none" };
  if (!expectedState || fragment.get("state") !== expectedState)
    return {
      kind: "invalid",
      message: t`This sign-in response does not match a sign-in started in this browser tab. Please sign in again.`,
    };
  return { kind: "id-token", idToken, nonce };
}

function loginFailure(error: unknown): SignInOutcome {
  if (!(error instanceof ApiRequestError)) {
    return { kind: "failed", title: loginErrorTitles.other, message: messages.cannotConnect };
  }
  switch (error.status) {
    case 403:
      return {
        kind: "failed",
        title: loginErrorTitles.pending,
        message: error.message || messages.approvalPending,
      };
    case 423:
      return {
        kind: "failed",
        title: loginErrorTitles.blocked,
        message: error.message || messages.approvalPending,
      };
    default:
      return {
        kind: "failed",
        title: loginErrorTitles.other,
        message: error.message || messages.cannotConnect,
      };
  }
}
