/**
 * Browser storage keys and raw access. Deliberately free of zod so the landing page can use it: values read
 * here are strings; lib/auth/session.ts parses the structured ones.
 */

/** Session values in localStorage (spec §3), under the names the product has always used. */
export const sessionKeys = {
  token: "token",
  mongoId: "_id",
  isApproved: "isApproved",
  approved: "approved",
  role: "role",
  userData: "userData",
  location: "location",
  id: "id",
  email: "email",
  tryLogin: "tryLogin",
  expiresIn: "expiresIn",
} as const;

/** Values kept in sessionStorage: they only need to live for one tab's sign-in round trip. */
export const signInKeys = {
  state: "signIn.state",
  nonce: "signIn.nonce",
} as const;

/**
 * A message for the next page this tab loads. Leaving the app is a full page load, so a toast shown just
 * before it would vanish; the landing page shows this instead.
 */
const NOTICE_KEY = "notice";

export function leaveNotice(message: string): void {
  sessionStorage.setItem(NOTICE_KEY, message);
}

export function takeNotice(): string | null {
  const message = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return message;
}

/** Prefix of the GET cache entries in sessionStorage (spec §9: the client cache is session storage). */
export const API_CACHE_PREFIX = "apiCache:";

export function readLocal(key: string): string | null {
  return localStorage.getItem(key);
}

export function hasStoredToken(): boolean {
  return Boolean(localStorage.getItem(sessionKeys.token));
}

export function isTryingLogin(): boolean {
  return localStorage.getItem(sessionKeys.tryLogin) === "true";
}

export function markTryLogin(): void {
  localStorage.setItem(sessionKeys.tryLogin, "true");
}

export function clearAllStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
