import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_AQLS, lotPlan, type InspectionWork } from "@aql-portal/shared";
import { BackgroundSender } from "./background-sender";
import { memoryStore } from "../../../lib/tablet-store";
import { inspectionStorage } from "./inspection-storage";
import type { OutboxApi } from "./inspection-outbox";
import { addDefect, newDefectEntry, setComment, setPackaging } from "./local-work";
import { FakeConnectivity, FakeServer, HOLE, inspectionDetail } from "../../../testing/inspection-fixtures";

/** Each inspection's own server record; every call takes a moment, so calls that overlap would show. */
let servers: Map<string, FakeServer>;
let calls: string[];
let inspectionsAtOnce: number;
let connectivity: FakeConnectivity;
let store: ReturnType<typeof memoryStore>;
const storage = () => inspectionStorage(store);
const CALL_MS = 100;

function serverOf(inspectionId: string): FakeServer {
  const server = servers.get(inspectionId);
  if (!server) throw new Error(`no inspection ${inspectionId}`);
  return server;
}

function fakeApi(): OutboxApi {
  const busy = new Map<string, number>();
  const call = async <T>(inspectionId: string, what: string, answer: () => Promise<T>): Promise<T> => {
    busy.set(inspectionId, (busy.get(inspectionId) ?? 0) + 1);
    inspectionsAtOnce = Math.max(inspectionsAtOnce, busy.size);
    calls.push(`${inspectionId} ${what}`);
    try {
      await new Promise((resolve) => setTimeout(resolve, CALL_MS));
      return await answer();
    } finally {
      const left = (busy.get(inspectionId) ?? 1) - 1;
      if (left === 0) busy.delete(inspectionId);
      else busy.set(inspectionId, left);
    }
  };
  return {
    getDetail: (id) => call(id, "read", () => serverOf(id).getDetail()),
    saveWork: (id, work, etag) => call(id, "save", () => serverOf(id).saveWork(id, work, etag)),
    uploadPhoto: (id, photoId, photo) =>
      call(id, "photo", () => serverOf(id).uploadPhoto(id, photoId, photo)),
    moveInspection: (id, move, etag) =>
      call(id, `move ${move.action}`, () => serverOf(id).moveInspection(id, move, etag)),
  };
}

function newSender(): BackgroundSender {
  return new BackgroundSender({
    storage: storage(),
    api: fakeApi(),
    connectivity,
    retryDelaysMs: [2_000, 5_000],
    outboxOptions: { sendDelayMs: 500, retryDelaysMs: [2_000] },
  });
}

/** What an inspector recorded on this tablet and the server has not got, as a closed screen leaves it. */
async function recordedHere(
  inspectionId: string,
  change: (work: InspectionWork) => InspectionWork,
  savedAt: string,
  photos: readonly { photoId: string; photo: Blob }[] = [],
): Promise<void> {
  const base = serverOf(inspectionId).detail;
  for (const { photoId, photo } of photos) await storage().writePhoto(inspectionId, photoId, photo);
  await storage().writeRecord({
    format: 1,
    inspectionId,
    base,
    work: change(base.work),
    dirty: true,
    revision: 1,
    pendingPhotos: photos.map(({ photoId }) => ({ photoId, uploaded: false })),
    savedAt,
    moves: [],
  });
}

/** Lets timers up to `ms` fire and every promise they start settle. */
const wait = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const stored = (inspectionId: string) => storage().readRecord(inspectionId);
const P1 = "5f0c6b1e-3a7d-4c1b-9d2e-8f6a4b3c2d1e";

beforeEach(() => {
  vi.useFakeTimers();
  servers = new Map(
    ["insp-1", "insp-2", "insp-3"].map((id) => [id, new FakeServer(inspectionDetail({ id }))]),
  );
  calls = [];
  inspectionsAtOnce = 0;
  connectivity = new FakeConnectivity();
  store = memoryStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("sending in the background", () => {
  it("sends every inspection with unsent work, one at a time, oldest first, photos before the record", async () => {
    await recordedHere("insp-1", (work) => setComment(work, "newer"), "2026-04-20T10:00:00.000Z");
    const entry = newDefectEntry(HOLE, { severity: "MAJOR", count: 2, photoIds: [P1] });
    await recordedHere("insp-2", (work) => addDefect(work, entry), "2026-04-20T09:00:00.000Z", [
      { photoId: P1, photo: new Blob(["jpeg"]) },
    ]);
    // Everything of this one is on the server already.
    const base = serverOf("insp-3").detail;
    await storage().writeRecord({
      format: 1,
      inspectionId: "insp-3",
      base,
      work: base.work,
      dirty: false,
      revision: 0,
      pendingPhotos: [],
      savedAt: "2026-04-20T08:00:00.000Z",
      moves: [],
    });

    const sender = newSender();
    sender.start();
    await wait();
    expect(sender.getSnapshot().get("insp-2")).toMatchObject({ kind: "sending", pendingChanges: 1 });
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "waiting", pendingChanges: 1 });
    await wait(1_000);

    expect(calls).toEqual(["insp-2 photo", "insp-2 save", "insp-1 save"]);
    expect(inspectionsAtOnce).toBe(1);
    expect(serverOf("insp-1").detail.work.comment).toBe("newer");
    expect(serverOf("insp-2").detail.work.defects[0]?.photoIds).toEqual([P1]);
    expect(serverOf("insp-2").photos.has(P1)).toBe(true);
    expect([...sender.getSnapshot()].map(([id, work]) => [id, work.kind]).sort()).toEqual([
      ["insp-1", "sent"],
      ["insp-2", "sent"],
    ]);
    expect(await stored("insp-2")).toMatchObject({ dirty: false, pendingPhotos: [] });
    expect(await storage().readPhoto("insp-2", P1)).toBeNull();
    // A later look leaves the news in place.
    sender.wake();
    await wait(1_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "sent" });

    // "Sent" is news for one visit to the inspection area.
    sender.stop();
    sender.start();
    expect(sender.getSnapshot().size).toBe(0);
  });

  it("offline, the plan still learns what waits; it goes when the connection returns", async () => {
    connectivity.online = false;
    await recordedHere(
      "insp-1",
      (work) => setPackaging(setComment(work, "offline note"), { cartonCount: 40 }),
      "2026-04-20T10:00:00.000Z",
    );
    const sender = newSender();
    sender.start();
    await wait(60_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "waiting", pendingChanges: 2 });
    expect(calls).toEqual([]);

    connectivity.set(true);
    await wait(1_000);
    expect(serverOf("insp-1").detail.work).toMatchObject({
      comment: "offline note",
      packaging: { cartonCount: 40 },
    });
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "sent" });
  });

  it("sends nothing once the inspector has left the inspection area", async () => {
    connectivity.online = false;
    await recordedHere("insp-1", (work) => setComment(work, "later"), "2026-04-20T10:00:00.000Z");
    const sender = newSender();
    sender.start()();
    connectivity.set(true);
    await wait(60_000);
    expect(calls).toEqual([]);
  });
});

describe("what waits for the inspector", () => {
  it("a conflict is not resolved in the background: nothing is overwritten, and the screen asks", async () => {
    await recordedHere("insp-1", (work) => setComment(work, "from the tablet"), "2026-04-20T10:00:00.000Z");
    const server = serverOf("insp-1");
    server.otherDeviceSaves({ ...server.detail.work, comment: "from the office" });

    const sender = newSender();
    sender.start();
    await wait(1_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "conflict", pendingChanges: 1 });
    expect(server.detail.work.comment).toBe("from the office");
    expect(server.saves).toHaveLength(1);

    // Later rounds leave it alone.
    sender.wake();
    connectivity.set(false);
    connectivity.set(true);
    await wait(60_000);
    expect(server.saves).toHaveLength(1);
    expect(sender.getSnapshot().get("insp-1")?.kind).toBe("conflict");

    // Opened, the screen shows both records at once; the inspector keeps theirs, and the plan hears it.
    const screen = sender.outboxFor("insp-1");
    screen.start();
    expect(screen.getSnapshot().phase.kind).toBe("conflict");
    screen.resolveConflict("mine");
    await wait(1_000);
    expect(server.detail.work.comment).toBe("from the tablet");
    screen.stop();
    sender.wake();
    await wait(1_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "sent" });
  });

  it("a refusal is shown with its reason, and tried again the next time the tablet looks", async () => {
    await recordedHere("insp-1", (work) => setComment(work, "x"), "2026-04-20T10:00:00.000Z");
    serverOf("insp-1").refuseNextSave = 409;
    const sender = newSender();
    sender.start();
    await wait(1_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({
      kind: "refused",
      message: "refused with 409",
      pendingChanges: 1,
    });
    await wait(60_000);
    expect(serverOf("insp-1").saves).toHaveLength(1);

    sender.wake();
    await wait(1_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "sent" });
  });

  it("a send that fails for a moment is tried again later, with growing pauses", async () => {
    await recordedHere("insp-1", (work) => setComment(work, "x"), "2026-04-20T10:00:00.000Z");
    const server = serverOf("insp-1");
    server.down = true;
    const sender = newSender();
    sender.start();
    await wait(CALL_MS);
    expect(calls).toEqual(["insp-1 save"]);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "waiting", pendingChanges: 1 });

    await wait(1_900);
    expect(calls).toHaveLength(1);
    await wait(100 + CALL_MS);
    expect(calls).toHaveLength(2);

    server.down = false;
    await wait(4_900);
    expect(calls).toHaveLength(2);
    await wait(100 + CALL_MS);
    expect(server.detail.work.comment).toBe("x");
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "sent" });
  });
});

describe("with the inspection's screen", () => {
  it("shares the screen's outbox, never sends what an open screen sends, and takes over when it closes", async () => {
    const sender = newSender();
    const screen = sender.outboxFor("insp-1");
    expect(sender.outboxFor("insp-1")).toBe(screen);
    screen.start();
    sender.start();
    await wait(1_000);

    // Offline on the screen; the connection returns: the screen sends, the sender stays out of its way.
    connectivity.set(false);
    screen.update((work) => setComment(work, "on the screen"));
    await wait(1_000);
    connectivity.set(true);
    await wait(2_000);
    const server = serverOf("insp-1");
    expect(server.saves.map((save) => save.etag)).toEqual(['"w1"']);
    expect(server.detail.work.comment).toBe("on the screen");

    // The screen closes with an entry unsent (offline): the plan says so; it goes when the connection returns.
    connectivity.set(false);
    screen.update((work) => setComment(work, "after the screen"));
    screen.stop();
    sender.wake();
    await wait(1_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "waiting", pendingChanges: 1 });
    connectivity.set(true);
    await wait(1_000);
    expect(server.saves.map((save) => save.etag)).toEqual(['"w1"', '"w2"']);
    expect(server.detail.work.comment).toBe("after the screen");
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "sent" });
  });

  it("a screen opened while its inspection is being sent takes the same send over, without a conflict", async () => {
    await recordedHere("insp-1", (work) => setComment(work, "recorded earlier"), "2026-04-20T10:00:00.000Z");
    const sender = newSender();
    sender.start();
    await wait(CALL_MS / 2);
    expect(sender.getSnapshot().get("insp-1")?.kind).toBe("sending");

    const screen = sender.outboxFor("insp-1");
    screen.start();
    screen.update((work) => setComment(work, "recorded earlier, and more"));
    await wait(2_000);
    const server = serverOf("insp-1");
    expect(server.saves.map((save) => save.etag)).toEqual(['"w1"', '"w2"']);
    expect(server.detail.work.comment).toBe("recorded earlier, and more");
    expect(screen.getSnapshot().phase.kind).toBe("sent");
  });
});

describe("a whole shift recorded offline", () => {
  /** A planned inspection the tablet started, recorded on and moved on offline, as the screen leaves it. */
  async function workedOffline(
    inspectionId: string,
    moves: { action: "start" | "pause" | "resume" | "finish"; at: string }[],
    count: number,
  ): Promise<void> {
    const server = serverOf(inspectionId);
    server.detail = { ...server.detail, status: "PLANNED", workEtag: "", startedAt: null };
    const base = server.detail;
    const entry = newDefectEntry(HOLE, { severity: "MAJOR", count, photoIds: [] });
    await storage().writeRecord({
      format: 1,
      inspectionId,
      base,
      work: addDefect(base.work, entry),
      dirty: true,
      revision: 1,
      pendingPhotos: [],
      savedAt: moves.at(-1)?.at ?? "",
      moves: moves.map((move) => ({ id: crypto.randomUUID(), ...move })),
    });
  }

  it("is sent inspection after inspection in the order it was done, each in its own order, and the plan says how it stands", async () => {
    // Finished first thing, then a second one started and paused.
    await workedOffline(
      "insp-2",
      [
        { action: "start", at: "2026-04-20T08:00:00.000Z" },
        { action: "finish", at: "2026-04-20T10:00:00.000Z" },
      ],
      6,
    );
    await workedOffline(
      "insp-1",
      [
        { action: "start", at: "2026-04-20T10:30:00.000Z" },
        { action: "pause", at: "2026-04-20T12:00:00.000Z" },
      ],
      1,
    );
    connectivity.online = false;
    const sender = newSender();
    sender.start();
    await wait(1_000);
    expect(sender.getSnapshot().get("insp-2")).toMatchObject({
      kind: "waiting",
      movedTo: "FINISHED",
      provisionalResult: "Fail",
      pendingChanges: 3,
    });
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "waiting", movedTo: "PAUSED" });

    connectivity.set(true);
    await wait(2_000);
    expect(calls).toEqual([
      "insp-2 move start",
      "insp-2 save",
      "insp-2 move finish",
      "insp-1 move start",
      "insp-1 move pause",
      "insp-1 save",
    ]);
    expect(serverOf("insp-2").detail).toMatchObject({
      status: "FINISHED",
      result: "Fail",
      finishedAt: "2026-04-20T10:00:00.000Z",
    });
    expect(serverOf("insp-1").detail).toMatchObject({ status: "PAUSED", work: { defects: [{ count: 1 }] } });
    expect([...sender.getSnapshot().values()].map((work) => work.kind)).toEqual(["sent", "sent"]);
  });

  it("leaves a changed plan to the inspector and sends the others", async () => {
    await workedOffline("insp-1", [{ action: "start", at: "2026-04-20T08:00:00.000Z" }], 1);
    await workedOffline("insp-2", [{ action: "start", at: "2026-04-20T09:00:00.000Z" }], 1);
    serverOf("insp-1").replaceInspection({ level: "III", plan: lotPlan(1200, "III", DEFAULT_AQLS) });
    const sender = newSender();
    sender.start();
    await wait(2_000);
    expect(sender.getSnapshot().get("insp-1")).toMatchObject({ kind: "planChanged" });
    expect(serverOf("insp-1").detail.status).toBe("PLANNED");
    expect(serverOf("insp-2").detail.status).toBe("STARTED");
  });
});
