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

/**
 * The language chosen on this device (docs/decisions/languages.md). Kept when someone signs out: the next person on
 * a shared tablet most likely reads the same, and the landing page after a sign-out stays in it.
 */
export const LANGUAGE_KEY = "language";

/** Values kept in sessionStorage: they only need to live for one tab's sign-in round trip. */
export const signInKeys = {
  state: "signIn.state",
  nonce: "signIn.nonce",
} as const;

/**
 * A message for the next page this tab loads. Leaving the app is a full page load, so a toast shown just
 * before it would vanish; the landing page shows this instead: for a toast's time, or until closed when it
 * explains something the person must read (why they were signed out, and what became of their work).
 */
export interface Notice {
  title: string;
  detail?: string;
}
const NOTICE_KEYS = { title: "notice", detail: "notice.detail" } as const;

export function leaveNotice({ title, detail }: Notice): void {
  sessionStorage.setItem(NOTICE_KEYS.title, title);
  if (detail) sessionStorage.setItem(NOTICE_KEYS.detail, detail);
}

export function takeNotice(): Notice | null {
  const title = sessionStorage.getItem(NOTICE_KEYS.title);
  const detail = sessionStorage.getItem(NOTICE_KEYS.detail);
  for (const key of Object.values(NOTICE_KEYS)) sessionStorage.removeItem(key);
  if (!title) return null;
  return detail ? { title, detail } : { title };
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
  const language = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
}
