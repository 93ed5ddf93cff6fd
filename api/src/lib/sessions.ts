import type { SessionEndReason } from "@aql-portal/shared";
import type { SessionState, UserDocument } from "../data/users-repository";
import type { AccessClaims } from "./tokens";

/*
 * The rules of a person's sessions (docs/decisions/access-tokens.md). Each sign-in is a session of its own (the
 * token's `sid`); a logout ends that one session, so the person's other devices stay signed in. Everything that
 * must end them all (signing out everywhere, a block, a change of role, a reset, a removal) raises the session
 * version (`sv`) and says why, so that each device can tell its person.
 */

/**
 * At most this many sessions signed out one by one are remembered; one more ends every session instead, so the
 * list stays small on the user's document, which every request reads.
 */
export const MAX_ENDED_SESSIONS = 50;

/** Why the session a token names has ended, or null while it stands. */
export function whySessionEnded(user: UserDocument, claims: AccessClaims): SessionEndReason | null {
  if (user.deleted) return "removed";
  if (user.status === "BLOCKED") return "blocked";
  if (user.sessionVersion !== claims.sv) return user.sessionsEndedBecause ?? "signed-out-everywhere";
  if (user.endedSessions?.some((ended) => ended.id === claims.sid)) return "signed-out";
  return null;
}

/**
 * The session state after one session was signed out: it is remembered until its token would have expired
 * anyway (`until`), and those already past that are forgotten.
 */
export function afterSignOut(
  user: SessionState,
  session: { id: string; until: Date },
  now = new Date(),
): SessionState {
  const kept = (user.endedSessions ?? []).filter((ended) => new Date(ended.until) > now);
  if (kept.length >= MAX_ENDED_SESSIONS) return afterEveryoneSignedOut(user, "signed-out-everywhere");
  return {
    sessionVersion: user.sessionVersion,
    ...(user.sessionsEndedBecause ? { sessionsEndedBecause: user.sessionsEndedBecause } : {}),
    endedSessions: [...kept, { id: session.id, until: session.until.toISOString() }],
  };
}

/** The session state once every session has ended, for `reason`: the tokens of the old version are refused. */
export function afterEveryoneSignedOut(user: SessionState, reason: SessionEndReason): SessionState {
  return { sessionVersion: user.sessionVersion + 1, sessionsEndedBecause: reason, endedSessions: [] };
}
