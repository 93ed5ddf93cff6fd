import { describe, expect, it } from "vitest";
import type { UserDocument } from "../data/users-repository";
import { afterEveryoneSignedOut, afterSignOut, MAX_ENDED_SESSIONS, whySessionEnded } from "./sessions";

const user = (fields: Partial<UserDocument> = {}) =>
  ({ deleted: false, status: "ACTIVE", sessionVersion: 3, ...fields }) as UserDocument;
const claims = (sid: string, sv = 3) => ({ sub: "u", tid: "demo", sv, sid });
const inAnHour = new Date(Date.now() + 3_600_000);

describe("sessions", () => {
  it("a session stands until it is signed out; the person's other sessions stand on", () => {
    const signedOut = { ...user(), ...afterSignOut(user(), { id: "desk", until: inAnHour }) };
    expect(whySessionEnded(user(), claims("desk"))).toBeNull();
    expect(whySessionEnded(signedOut, claims("desk"))).toBe("signed-out");
    expect(whySessionEnded(signedOut, claims("tablet"))).toBeNull();
  });

  it("a session signed out is forgotten once its token would have expired anyway", () => {
    const now = new Date();
    const first = afterSignOut(user(), { id: "old", until: new Date(now.getTime() + 1000) }, now);
    const later = afterSignOut(
      { ...user(), ...first },
      { id: "new", until: inAnHour },
      new Date(now.getTime() + 2000),
    );
    expect(later.endedSessions?.map((ended) => ended.id)).toEqual(["new"]);
  });

  it("ending every session says why, to every device on the old version", () => {
    for (const reason of ["signed-out-everywhere", "role-changed", "access-reset"] as const) {
      const ended = { ...user(), ...afterEveryoneSignedOut(user(), reason) };
      expect(whySessionEnded(ended, claims("tablet"))).toBe(reason);
      expect(whySessionEnded(ended, claims("tablet", ended.sessionVersion))).toBeNull();
    }
  });

  it("a block or a removal is named whatever the version", () => {
    expect(whySessionEnded(user({ status: "BLOCKED" }), claims("tablet"))).toBe("blocked");
    expect(whySessionEnded(user({ deleted: true }), claims("tablet"))).toBe("removed");
  });

  it("keeps the list of sessions signed out short: one too many ends them all", () => {
    let state = user();
    for (let i = 0; i < MAX_ENDED_SESSIONS; i++) {
      state = { ...state, ...afterSignOut(state, { id: `s${i}`, until: inAnHour }) };
    }
    expect(state.sessionVersion).toBe(3);
    expect(state.endedSessions).toHaveLength(MAX_ENDED_SESSIONS);
    state = { ...state, ...afterSignOut(state, { id: "one-more", until: inAnHour }) };
    expect(state.sessionVersion).toBe(4);
    expect(state.endedSessions).toEqual([]);
    expect(whySessionEnded(state, claims("any"))).toBe("signed-out-everywhere");
  });
});
