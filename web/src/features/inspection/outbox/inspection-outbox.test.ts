import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@aql-portal/shared";
import { inspectionStorage, memoryStore, type LocalRecord } from "./inspection-storage";
import { InspectionOutbox } from "./inspection-outbox";
import { addDefect, newDefectEntry, setComment, updateDefect } from "./local-work";
import { FakeConnectivity, FakeServer, HOLE, SLUB } from "../../../testing/inspection-fixtures";

let server: FakeServer;
let connectivity: FakeConnectivity;
let store: ReturnType<typeof memoryStore>;
const storage = () => inspectionStorage(store);

function open(): InspectionOutbox {
  const outbox = new InspectionOutbox({
    inspectionId: "insp-1",
    storage: storage(),
    api: server,
    connectivity,
    sendDelayMs: 500,
    retryDelaysMs: [2_000, 5_000, 10_000],
  });
  outbox.start();
  return outbox;
}

/** Lets timers up to `ms` fire and every promise they start settle. */
const wait = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** An outbox opened, with the server's copy of the inspection read. */
async function opened(): Promise<InspectionOutbox> {
  const outbox = open();
  await wait();
  return outbox;
}

const stored = () => storage().readRecord("insp-1");
const record = (outbox: InspectionOutbox): LocalRecord => {
  const current = outbox.getSnapshot().record;
  if (!current) throw new Error("no record yet");
  return current;
};
const photo = (text = "jpeg bytes") => new Blob([text], { type: "image/jpeg" });
/** Photo ids are the tablet's UUIDs. */
const P1 = "5f0c6b1e-3a7d-4c1b-9d2e-8f6a4b3c2d1e";
/** The inspector records a hole in `count` units with its photo (P1), as the defect dialog saves it. */
const recordHoleWithPhoto = (outbox: InspectionOutbox, count = 1) => {
  const entry = newDefectEntry(HOLE, { severity: "MAJOR", count, photoIds: [P1] });
  outbox.update((work) => addDefect(work, entry), [{ photoId: P1, photo: photo() }]);
};

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  connectivity = new FakeConnectivity();
  store = memoryStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("opening an inspection", () => {
  it("takes the server's copy when the tablet has none, and keeps it on the tablet", async () => {
    const outbox = open();
    expect(outbox.getSnapshot().phase.kind).toBe("loading");
    await wait();
    expect(outbox.getSnapshot()).toMatchObject({ phase: { kind: "sent" }, pendingChanges: 0 });
    expect((await stored())?.base.workEtag).toBe('"w1"');
  });

  it("shows the tablet's unsent entries, not the server's older copy, and sends them", async () => {
    const first = open();
    await wait();
    connectivity.set(false);
    first.update((work) => setComment(work, "Loose threads at the hem"));
    await wait(1_000);
    first.stop();
    expect(server.saves).toHaveLength(0);

    // The page is loaded again, online: the tablet's copy wins over the server's (empty) one.
    connectivity.online = true;
    const again = open();
    await wait();
    expect(record(again).work.comment).toBe("Loose threads at the hem");
    await wait(500);
    expect(server.detail.work.comment).toBe("Loose threads at the hem");
    expect(again.getSnapshot().phase.kind).toBe("sent");
  });

  it("says why when there is nothing on the tablet and the server cannot be reached", async () => {
    server.down = true;
    const outbox = await opened();
    expect(outbox.getSnapshot().phase).toEqual({ kind: "unavailable", message: messages.cannotConnect });
    server.down = false;
    await outbox.refresh();
    expect(outbox.getSnapshot().phase.kind).toBe("sent");
  });
});

describe("recording and sending", () => {
  it("stores each entry at once, then sends the photo before the record that names it", async () => {
    const outbox = await opened();
    recordHoleWithPhoto(outbox, 2);

    expect(outbox.getSnapshot()).toMatchObject({ pendingChanges: 1, phase: { kind: "sending" } });
    await wait();
    expect((await stored())?.work.defects).toHaveLength(1);
    expect(await storage().readPhoto("insp-1", P1)).not.toBeNull();
    expect(server.saves).toHaveLength(0);

    await wait(500);
    expect(server.photos.has(P1)).toBe(true);
    expect(server.saves).toEqual([expect.objectContaining({ etag: '"w1"' })]);
    // What goes out is the input shape: no library names.
    expect(server.saves[0]?.work.defects[0]).not.toHaveProperty("defectName");
    const snapshot = outbox.getSnapshot();
    expect(snapshot).toMatchObject({ pendingChanges: 0, phase: { kind: "sent" } });
    expect(record(outbox)).toMatchObject({ dirty: false, pendingPhotos: [], base: { workEtag: '"w2"' } });
    // The server has the photo now: the tablet's copy of the file goes.
    await wait();
    expect(await storage().readPhoto("insp-1", P1)).toBeNull();
  });

  it("keeps an edit made while a save is on its way, and sends it next", async () => {
    const outbox = await opened();
    let release: () => void = () => undefined;
    const save = server.saveWork.bind(server);
    vi.spyOn(server, "saveWork").mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => (release = resolve));
      return save(...args);
    });
    outbox.update((work) => setComment(work, "first"));
    await wait(500);
    outbox.update((work) => setComment(work, "first and second"));
    expect(record(outbox).revision).toBe(2);
    release();
    await wait();
    expect(server.saves.map((save) => save.work.comment)).toEqual(["first", "first and second"]);
    expect(record(outbox)).toMatchObject({ dirty: false, work: { comment: "first and second" } });
  });

  it("still sends an edit made just before the screen closes", async () => {
    const outbox = await opened();
    outbox.update((work) => setComment(work, "last words"));
    outbox.stop();
    await wait();
    expect(server.detail.work.comment).toBe("last words");
  });

  it("counts entries, not keystrokes", async () => {
    const outbox = await opened();
    connectivity.set(false);
    for (const text of ["T", "Tw", "Two"]) outbox.update((work) => setComment(work, text));
    const entry = newDefectEntry(SLUB, { severity: "MINOR", count: 1, photoIds: [] });
    outbox.update((work) => addDefect(work, entry));
    outbox.update((work) => updateDefect(work, entry.id, { count: 3 }));
    expect(outbox.getSnapshot()).toMatchObject({ pendingChanges: 2, phase: { kind: "offline" } });
  });
});

describe("a poor connection", () => {
  it("sends nothing while offline, and everything when the connection returns", async () => {
    const outbox = await opened();
    connectivity.set(false);
    outbox.update((work) => setComment(work, "offline note"));
    await wait(5_000);
    expect(server.saves).toHaveLength(0);
    expect(outbox.getSnapshot().phase.kind).toBe("offline");

    connectivity.set(true);
    await wait();
    expect(server.detail.work.comment).toBe("offline note");
    expect(outbox.getSnapshot().phase.kind).toBe("sent");
  });

  it("retries a failed photo upload with growing pauses and never drops it", async () => {
    const outbox = await opened();
    server.down = true;
    recordHoleWithPhoto(outbox);
    await wait(500);
    const first = outbox.getSnapshot().phase;
    expect(first).toMatchObject({ kind: "retrying", message: messages.cannotConnect });
    expect(first.kind === "retrying" && first.retryAt - Date.now()).toBe(2_000);

    await wait(2_000);
    const second = outbox.getSnapshot().phase;
    expect(second.kind === "retrying" && second.retryAt - Date.now()).toBe(5_000);
    expect(record(outbox).pendingPhotos).toEqual([{ photoId: P1, uploaded: false }]);

    server.down = false;
    await wait(5_000);
    expect(server.photos.has(P1)).toBe(true);
    expect(server.detail.work.defects[0]?.photoIds).toEqual([P1]);
    expect(outbox.getSnapshot().phase.kind).toBe("sent");
  });

  it("sends a photo again when the answer to its upload was cut off: it is not taken for sent", async () => {
    const outbox = await opened();
    server.cutNextPhotoAnswer = true;
    recordHoleWithPhoto(outbox);
    await wait(500);
    expect(outbox.getSnapshot().phase).toMatchObject({
      kind: "retrying",
      message: messages.answerCutOffAfterChange,
    });
    expect(record(outbox).pendingPhotos).toEqual([{ photoId: P1, uploaded: false }]);

    await wait(2_000);
    expect(server.detail.work.defects[0]?.photoIds).toEqual([P1]);
    expect(outbox.getSnapshot().phase.kind).toBe("sent");
  });

  it("tries at once when asked, without waiting for the next retry", async () => {
    const outbox = await opened();
    server.down = true;
    outbox.update((work) => setComment(work, "x"));
    await wait(500);
    server.down = false;
    outbox.sendNow();
    await wait();
    expect(server.detail.work.comment).toBe("x");
  });

  it("waits for the inspector when the server refuses the record, and tries again after an edit", async () => {
    const outbox = await opened();
    server.refuseNextSave = 409;
    outbox.update((work) => setComment(work, "x"));
    await wait(500);
    expect(outbox.getSnapshot().phase).toEqual({ kind: "refused", message: "refused with 409" });
    await wait(60_000);
    expect(server.saves).toHaveLength(1);

    outbox.update((work) => setComment(work, "xy"));
    await wait(500);
    expect(server.detail.work.comment).toBe("xy");
  });

  it("can give up changes the server refused", async () => {
    const outbox = await opened();
    server.refuseNextSave = 409;
    outbox.update((work) => setComment(work, "too late"));
    await wait(500);
    outbox.discardLocalChanges();
    expect(record(outbox)).toMatchObject({ dirty: false, work: { comment: "" } });
    expect(outbox.getSnapshot().phase.kind).toBe("sent");
  });
});

describe("someone else saved the record meanwhile", () => {
  async function conflicted() {
    const outbox = await opened();
    server.otherDeviceSaves({ ...server.detail.work, comment: "from the office" });
    outbox.update((work) => setComment(work, "from the tablet"));
    await wait(500);
    return outbox;
  }

  it("shows both copies and overwrites nothing", async () => {
    const outbox = await conflicted();
    const phase = outbox.getSnapshot().phase;
    expect(phase.kind).toBe("conflict");
    expect(phase.kind === "conflict" && phase.theirs.work.comment).toBe("from the office");
    expect(server.detail.work.comment).toBe("from the office");
    await wait(60_000);
    expect(server.saves).toHaveLength(1);
  });

  it("keep mine: the tablet's record goes over theirs, with their etag", async () => {
    const outbox = await conflicted();
    outbox.resolveConflict("mine");
    await wait();
    expect(server.saves.at(-1)?.etag).toBe('"w2"');
    expect(server.detail.work.comment).toBe("from the tablet");
    expect(outbox.getSnapshot().phase.kind).toBe("sent");
  });

  it("use theirs: the tablet takes the server's record", async () => {
    const outbox = await conflicted();
    outbox.resolveConflict("theirs");
    expect(record(outbox)).toMatchObject({ dirty: false, work: { comment: "from the office" } });
    await wait(1_000);
    expect(server.saves).toHaveLength(1);
    expect((await stored())?.work.comment).toBe("from the office");
  });

  it("a status move keeps the tablet's unsent changes", async () => {
    const outbox = await opened();
    connectivity.set(false);
    outbox.update((work) => setComment(work, "not sent yet"));
    outbox.acceptServer({ ...(await server.getDetail()), status: "PAUSED", etag: '"e2"' });
    expect(record(outbox)).toMatchObject({
      dirty: true,
      work: { comment: "not sent yet" },
      base: { status: "PAUSED", etag: '"e2"', workEtag: '"w1"' },
    });
  });

  it("a fresh read does not move the local changes onto the newer etag", async () => {
    const outbox = await opened();
    connectivity.set(false);
    outbox.update((work) => setComment(work, "from the tablet"));
    server.otherDeviceSaves({ ...server.detail.work, comment: "from the office" });
    outbox.acceptServer(await server.getDetail());
    expect(record(outbox).base.workEtag).toBe('"w1"');
    connectivity.set(true);
    await wait();
    expect(outbox.getSnapshot().phase.kind).toBe("conflict");
  });
});

describe("flush (before finishing)", () => {
  it("resolves once the server has everything", async () => {
    const outbox = await opened();
    outbox.update((work) => setComment(work, "done"));
    await outbox.flush();
    expect(server.detail.work.comment).toBe("done");
  });

  it("refuses offline, and says why a send failed", async () => {
    const outbox = await opened();
    outbox.update((work) => setComment(work, "done"));
    connectivity.set(false);
    await expect(outbox.flush()).rejects.toThrow(messages.inspectionNotSentOffline);
    connectivity.set(true);
    server.refuseNextSave = 400;
    await expect(outbox.flush()).rejects.toThrow("refused with 400");
  });
});
