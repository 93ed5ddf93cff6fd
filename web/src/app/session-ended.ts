import { can, messages, type SessionEndReason } from "@aql-portal/shared";
import type { Session, StoredSession } from "../lib/auth/session";

/**
 * What a device says when its session has ended: why (the API's reason, when it gave one), that the work not
 * yet sent from this tablet is kept for the person (when there is some), and to sign in again.
 */
export async function sessionEndedNotice(
  ended: SessionEndReason | undefined,
  stored: StoredSession,
): Promise<string> {
  const why = ended ? messages.sessionEnded[ended] : messages.sessionEndedOther;
  const work = stored.kind === "signed-in" ? await unsentWorkOf(stored.session) : null;
  return [why, work ? messages.unsentWorkKept(work) : null, messages.signInAgain].filter(Boolean).join(" ");
}

/** "2 inspections and 3 photos" of an inspector's work on this tablet only, or null when there is none. */
async function unsentWorkOf({ role, user }: Session): Promise<string | null> {
  if (!can(role.name, "inspections:perform")) return null;
  // Loaded only for inspectors, as signing out loads it (shell-parts.tsx).
  const leaving = await import("../features/inspection/offline/leaving").catch(() => null);
  const unsent = await leaving?.unsentWorkOf(user.id).catch(() => null);
  return leaving && unsent && unsent.inspections > 0 ? leaving.describeUnsentWork(unsent) : null;
}
