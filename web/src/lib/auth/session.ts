import { useSyncExternalStore } from "react";
import { z } from "zod";
import { RoleSchema, UserSchema, type LoginResponse, type Role, type User } from "@aql-portal/shared";
import { clearAllStorage, readLocal, sessionKeys } from "../storage";

/**
 * The signed-in session as stored in localStorage (spec §3). localStorage is written by other tabs and by
 * older releases, so it is parsed like any other untrusted input.
 */
export interface Session {
  token: string;
  role: Role;
  user: User;
}

export type StoredSession =
  | { kind: "none" }
  /** Older releases stored the role as a bare number; such sessions cannot be trusted (spec §4). */
  | { kind: "legacy-role" }
  | { kind: "signed-in"; session: Session };

/** The issue of a stored value that is not JSON: read by no one, the value is dropped. */
const NOT_JSON_ERROR = "not JSON";
const jsonText = z.string().transform((text, ctx) => {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    ctx.addIssue({ code: "custom", message: NOT_JSON_ERROR });
    return z.NEVER;
  }
});
const StoredRoleSchema = jsonText.pipe(RoleSchema);
const LegacyRoleSchema = jsonText.pipe(z.number());
const StoredUserSchema = jsonText.pipe(UserSchema);

export function readStoredSession(): StoredSession {
  const token = readLocal(sessionKeys.token);
  if (!token) return { kind: "none" };
  const rawRole = readLocal(sessionKeys.role);
  if (LegacyRoleSchema.safeParse(rawRole).success) return { kind: "legacy-role" };
  const role = StoredRoleSchema.safeParse(rawRole);
  const user = StoredUserSchema.safeParse(readLocal(sessionKeys.userData));
  if (!role.success || !user.success) return { kind: "none" };
  return { kind: "signed-in", session: { token, role: role.data, user: user.data } };
}

export function storeSession({ user, accessToken, expiresIn }: LoginResponse): void {
  const values: Record<(typeof sessionKeys)[keyof typeof sessionKeys], string> = {
    token: accessToken,
    _id: user.id,
    id: user.id,
    isApproved: String(user.approved),
    approved: String(user.approved),
    role: JSON.stringify(user.role),
    userData: JSON.stringify(user),
    location: user.locations[0]?.id ?? "",
    email: user.email,
    tryLogin: "true",
    expiresIn: String(expiresIn),
  };
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  notify();
}

export function clearSession(): void {
  clearAllStorage();
  notify();
}

/*
 * Guards re-render when the session changes: writes in this tab notify directly, writes in other tabs
 * (signing out elsewhere) arrive as storage events.
 */
const listeners = new Set<() => void>();
let snapshot: StoredSession | undefined;

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === sessionKeys.token || event.key === sessionKeys.role) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Parsed once per change, so the snapshot keeps its identity between renders as React requires. */
function getSnapshot(): StoredSession {
  snapshot ??= readStoredSession();
  return snapshot;
}

/** The stored session, re-read whenever it changes. */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribe, getSnapshot);
}
