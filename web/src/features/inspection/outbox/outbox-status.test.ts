import { describe, expect, it } from "vitest";
import { pendingWorkView, outboxStatusView } from "./outbox-status";
import { inspectionDetail } from "../../../testing/inspection-fixtures";

describe("outboxStatusView", () => {
  it("says what is kept on the tablet while offline", () => {
    expect(outboxStatusView({ phase: { kind: "offline" }, pendingChanges: 3 }, 0).text).toBe(
      "Offline — 3 changes saved on this tablet",
    );
    expect(outboxStatusView({ phase: { kind: "offline" }, pendingChanges: 1 }, 0).text).toBe(
      "Offline — 1 change saved on this tablet",
    );
    expect(outboxStatusView({ phase: { kind: "offline" }, pendingChanges: 0 }, 0).text).toBe(
      "Offline — everything is sent",
    );
  });

  it("sending, sent", () => {
    expect(outboxStatusView({ phase: { kind: "sending" }, pendingChanges: 2 }, 0)).toEqual({
      tone: "info",
      text: "Sending…",
      detail: "2 changes saved on this tablet",
    });
    expect(outboxStatusView({ phase: { kind: "sent" }, pendingChanges: 0 }, 0).text).toBe("All changes sent");
  });

  it("counts down to the next try, in whole seconds", () => {
    const phase = { kind: "retrying", message: "Unable to connect to the server!", retryAt: 10_000 } as const;
    expect(outboxStatusView({ phase, pendingChanges: 1 }, 0)).toEqual({
      tone: "warning",
      text: "Couldn't send: retrying in 10 s",
      detail: "Unable to connect to the server! · 1 change saved on this tablet",
    });
    expect(outboxStatusView({ phase, pendingChanges: 1 }, 9_400).text).toBe("Couldn't send: retrying in 1 s");
    expect(outboxStatusView({ phase, pendingChanges: 1 }, 12_000).text).toBe(
      "Couldn't send: retrying in 1 s",
    );
  });

  it("names a refusal and a conflict", () => {
    expect(
      outboxStatusView({ phase: { kind: "refused", message: "Cannot record" }, pendingChanges: 2 }, 0),
    ).toMatchObject({ tone: "danger", text: "Couldn't send: Cannot record" });
    expect(
      outboxStatusView({ phase: { kind: "conflict", theirs: inspectionDetail() }, pendingChanges: 2 }, 0)
        .tone,
    ).toBe("danger");
  });
});

describe("pendingWorkView", () => {
  const view = {
    styleCode: "T1",
    inspectionNumber: "INSP000001",
    status: "STARTED",
    result: "Pending",
    defectsFound: 3,
  } as const;
  const held = {
    ...view,
    pendingChanges: 2,
    movedTo: null,
    provisionalResult: null,
  };

  it("tells the plan what waits on this tablet", () => {
    expect(pendingWorkView({ kind: "waiting", ...held }).text).toBe(
      "2 changes saved on this tablet, not sent yet",
    );
    expect(pendingWorkView({ kind: "waiting", ...held, pendingChanges: 0 }).text).toBe(
      "Entries saved on this tablet, not sent yet",
    );
    expect(pendingWorkView({ kind: "sending", ...held, pendingChanges: 1 })).toEqual({
      tone: "info",
      text: "Sending…",
      detail: "1 change saved on this tablet",
    });
    expect(pendingWorkView({ kind: "sent", ...view }).text).toBe("All changes sent");
  });

  it("says what the tablet moved an inspection to, and the result for now of one finished here", () => {
    expect(
      pendingWorkView({
        kind: "waiting",
        ...held,
        pendingChanges: 5,
        movedTo: "FINISHED",
        provisionalResult: "Fail",
      }),
    ).toEqual({
      tone: "warning",
      text: "Finished on this tablet — not sent yet",
      detail: "Result Fail for now, to be confirmed when sent · 5 changes saved on this tablet",
    });
    expect(pendingWorkView({ kind: "waiting", ...held, movedTo: "PAUSED" }).text).toBe(
      "Paused on this tablet — not sent yet",
    );
  });

  it("sends the inspector to the screen for what only they can decide", () => {
    expect(pendingWorkView({ kind: "conflict", ...held, pendingChanges: 3 })).toMatchObject({
      tone: "danger",
      text: "Changes waiting — open to choose",
    });
    expect(pendingWorkView({ kind: "planChanged", ...held })).toMatchObject({
      tone: "danger",
      text: "Plan changed by the planner — open to choose",
    });
    expect(
      pendingWorkView({ kind: "refused", message: "Finished elsewhere", ...held, pendingChanges: 1 }),
    ).toEqual({
      tone: "danger",
      text: "Couldn't send: Finished elsewhere",
      detail: "1 change saved on this tablet: open the inspection to decide.",
    });
  });
});
