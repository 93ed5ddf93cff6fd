import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_AQLS, lotPlan, messages } from "@aql-portal/shared";
import { ApiRequestError } from "../../../lib/api-client";
import { memoryStore } from "../../../lib/tablet-store";
import { inspectionStorage, type LocalRecord } from "./inspection-storage";
import { InspectionOutbox } from "./inspection-outbox";
import { addDefect, newDefectEntry, setComment, updateDefect } from "./local-work";
import { setCarAnswer, setCarComment } from "./car-checks";
import { planDifferences } from "./plan-change";
import {
  FakeConnectivity,
  FakeServer,
  HOLE,
  SLUB,
  inspectionDetail,
} from "../../../testing/inspection-fixtures";

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

describe("verifying the supplier's corrective actions", () => {
  it("keeps an answer made offline on the tablet, and sends it with the record when the connection returns", async () => {
    const outbox = await opened();
    connectivity.set(false);
    outbox.update((work) => setCarAnswer(work, "car-42", true));
    outbox.update((work) => setCarComment(work, "car-42", "Back on 3 side seams "));
    expect(outbox.getSnapshot()).toMatchObject({ pendingChanges: 1, phase: { kind: "offline" } });
    await wait(5_000);
    expect(server.saves).toHaveLength(0);
    // Read back through the record's schema, which keeps comments trimmed as the server does.
    expect((await stored())?.work.carChecks).toEqual([
      { carId: "car-42", recurred: true, comment: "Back on 3 side seams" },
    ]);

    connectivity.set(true);
    await wait();
    expect(server.detail.work.carChecks).toEqual([
      { carId: "car-42", recurred: true, comment: "Back on 3 side seams" },
    ]);
    // The server's trimmed copy is the record the tablet sent: nothing left to send.
    expect(outbox.getSnapshot()).toMatchObject({ pendingChanges: 0, phase: { kind: "sent" } });
    expect(record(outbox).dirty).toBe(false);
  });

  it("sends a changed answer, and a cleared one, as the record's next save", async () => {
    const outbox = await opened();
    outbox.update((work) => setCarAnswer(work, "car-42", false));
    await wait(500);
    outbox.update((work) => setCarAnswer(work, "car-42", true));
    await wait(500);
    expect(server.detail.work.carChecks).toEqual([{ carId: "car-42", recurred: true, comment: "" }]);
    outbox.update((work) => setCarAnswer(work, "car-42", null));
    await wait(500);
    expect(server.detail.work.carChecks).toEqual([]);
    expect(server.saves).toHaveLength(3);
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

describe("status moves made on the tablet", () => {
  /** A planned lot of 1,200 (sample 80, Ac 5 major / 7 minor) that has no record yet, as the shift's copy has it. */
  const planned = () => inspectionDetail({ status: "PLANNED", workEtag: "", startedAt: null, etag: '"e1"' });
  const at = (minute: number) => new Date(Date.UTC(2026, 3, 20, 8, minute));
  const majors = (count: number) => newDefectEntry(HOLE, { severity: "MAJOR", count, photoIds: [] });

  /** An outbox opened online on a planned lot, then offline for the shift. */
  async function offlineOnPlanned(): Promise<InspectionOutbox> {
    server = new FakeServer(planned());
    const outbox = await opened();
    connectivity.set(false);
    return outbox;
  }

  it("is made on the tablet at once, with its time, and refused there when the lifecycle refuses it", async () => {
    const outbox = await offlineOnPlanned();
    expect(() => outbox.move("finish")).toThrow(
      "Cannot move an inspection from PLANNED to FINISHED. Only STARTED inspections can be finished.",
    );
    const start = outbox.move("start", at(0));
    expect(outbox.getSnapshot()).toMatchObject({
      status: "STARTED",
      pendingChanges: 1,
      phase: { kind: "offline" },
      record: { base: { status: "PLANNED" } },
    });
    expect(start).toMatchObject({ action: "start", at: at(0).toISOString() });
    await wait();
    expect((await stored())?.moves).toEqual([start]);
    expect(server.moveCalls).toEqual([]);
  });

  it("a shift offline goes in order when the connection returns: moves as made, photos, the record, the finish", async () => {
    const outbox = await offlineOnPlanned();
    outbox.move("start", at(0));
    recordHoleWithPhoto(outbox, 6);
    outbox.move("pause", at(30));
    outbox.move("resume", at(45));
    outbox.update((work) => setComment(work, "Six holes"));
    outbox.move("finish", at(60));
    // The verdict of the shared rules, marked provisional until the server confirms it.
    expect(outbox.getSnapshot()).toMatchObject({ status: "FINISHED", provisionalResult: "Fail" });
    await wait(5_000);
    // Only the read as the screen opened, online.
    expect(server.calls).toEqual(["read"]);

    server.calls = [];
    connectivity.set(true);
    await wait();
    expect(server.calls).toEqual([
      "read",
      "move start",
      "move pause",
      "move resume",
      `photo ${P1}`,
      "save",
      "move finish",
    ]);
    expect(server.moveCalls.map((move) => [move.action, move.at])).toEqual([
      ["start", at(0).toISOString()],
      ["pause", at(30).toISOString()],
      ["resume", at(45).toISOString()],
      ["finish", at(60).toISOString()],
    ]);
    expect(server.detail).toMatchObject({
      status: "FINISHED",
      result: "Fail",
      work: { comment: "Six holes" },
    });
    expect(outbox.getSnapshot()).toMatchObject({
      status: "FINISHED",
      provisionalResult: null,
      pendingChanges: 0,
      phase: { kind: "sent" },
      record: { moves: [], dirty: false, base: { status: "FINISHED", result: "Fail" } },
    });
  });

  it("sends photos two at a time, and the record only once every photo it names is there", async () => {
    const outbox = await opened();
    const photoIds = [P1, crypto.randomUUID(), crypto.randomUUID()];
    let atOnce = 0;
    let most = 0;
    const upload = server.uploadPhoto.bind(server);
    vi.spyOn(server, "uploadPhoto").mockImplementation(async (...args) => {
      most = Math.max(most, ++atOnce);
      await new Promise((resolve) => setTimeout(resolve, 100));
      atOnce -= 1;
      return upload(...args);
    });
    const entry = newDefectEntry(HOLE, { severity: "MAJOR", count: 3, photoIds });
    outbox.update(
      (work) => addDefect(work, entry),
      photoIds.map((photoId) => ({ photoId, photo: photo() })),
    );
    await wait(1_000);
    expect(most).toBe(2);
    expect(server.calls.slice(-1)).toEqual(["save"]);
    expect(server.detail.work.defects[0]?.photoIds).toEqual(photoIds);
  });

  it("a move whose answer was lost is sent again under its id, and made once", async () => {
    server = new FakeServer(planned());
    const outbox = await opened();
    server.cutNextAnswer = true;
    const start = outbox.move("start");
    await wait();
    expect(outbox.getSnapshot().phase).toMatchObject({ kind: "retrying" });
    expect(server.detail.status).toBe("STARTED");

    await wait(2_000);
    expect(server.moveCalls.map((move) => move.id)).toEqual([start.id, start.id]);
    // Sent again with the etag it first went with: the server knows it by its id.
    expect(server.moveCalls.map((move) => move.etag)).toEqual(['"e1"', '"e1"']);
    expect(outbox.getSnapshot()).toMatchObject({ status: "STARTED", phase: { kind: "sent" } });
  });

  it("a save whose answer was lost is recognised when it is sent again: no conflict out of nothing", async () => {
    const outbox = await opened();
    server.cutNextAnswer = true;
    outbox.update((work) => setComment(work, "once"));
    await wait(500);
    expect(outbox.getSnapshot().phase).toMatchObject({ kind: "retrying" });

    await wait(2_000);
    expect(server.saves.map((save) => save.etag)).toEqual(['"w1"', '"w1"']);
    expect(outbox.getSnapshot()).toMatchObject({ phase: { kind: "sent" }, record: { dirty: false } });
    expect(record(outbox).base.workEtag).toBe(server.detail.workEtag);
  });

  it("retries moves with growing pauses while the server is out of reach, and loses none", async () => {
    server = new FakeServer(planned());
    const outbox = await opened();
    server.down = true;
    outbox.move("start");
    await wait();
    const first = outbox.getSnapshot().phase;
    expect(first.kind === "retrying" && first.retryAt - Date.now()).toBe(2_000);
    await wait(2_000);
    const second = outbox.getSnapshot().phase;
    expect(second.kind === "retrying" && second.retryAt - Date.now()).toBe(5_000);
    expect(record(outbox).moves).toHaveLength(1);
    server.down = false;
    await wait(5_000);
    expect(server.detail.status).toBe("STARTED");
    expect(record(outbox).moves).toEqual([]);
  });

  it("a planner's edit that leaves the plan as it was (the date) is taken, and the move goes on", async () => {
    server = new FakeServer(planned());
    const outbox = await opened();
    server.replaceInspection({ inspectionDate: "2026-04-21" });
    outbox.move("start");
    await wait();
    expect(server.calls.slice(1)).toEqual(["move start", "read", "move start"]);
    expect(outbox.getSnapshot()).toMatchObject({
      status: "STARTED",
      phase: { kind: "sent" },
      record: { base: { inspectionDate: "2026-04-21" } },
    });
  });

  describe("the planner changed the level while the tablet was offline", () => {
    async function finishedOfflineUnderOldPlan(): Promise<InspectionOutbox> {
      const outbox = await offlineOnPlanned();
      outbox.move("start", at(0));
      outbox.update((work) => addDefect(work, majors(6)));
      outbox.move("finish", at(60));
      // Level III: sample 125, Ac 7 major.
      server.replaceInspection({ level: "III", plan: lotPlan(1200, "III", DEFAULT_AQLS) });
      connectivity.set(true);
      await wait();
      return outbox;
    }

    it("nothing is sent until the inspector chooses, and they see both plans", async () => {
      const outbox = await finishedOfflineUnderOldPlan();
      const phase = outbox.getSnapshot().phase;
      expect(phase.kind).toBe("planChanged");
      expect(phase.kind === "planChanged" && planDifferences(record(outbox).base, phase.theirs)).toEqual([
        { label: "Level", before: "II · J", after: "III · K" },
        { label: "Sample size", before: "80", after: "125" },
        { label: "Major allowed (Ac)", before: "5", after: "7" },
        { label: "Minor allowed (Ac)", before: "7", after: "10" },
      ]);
      await wait(60_000);
      expect(server.moveCalls).toEqual([]);
      expect(outbox.getSnapshot().provisionalResult).toBe("Fail");
    });

    it("go on under the new plan: everything is sent and the server judges by the plan it has", async () => {
      const outbox = await finishedOfflineUnderOldPlan();
      outbox.resolvePlanChange("go-on");
      await wait();
      expect(server.detail).toMatchObject({ status: "FINISHED", result: "Pass", plan: { sampleSize: 125 } });
      expect(outbox.getSnapshot()).toMatchObject({ phase: { kind: "sent" }, status: "FINISHED" });
    });

    it("keep it open to inspect more: the finish made on the tablet is taken back, the rest is sent", async () => {
      const outbox = await finishedOfflineUnderOldPlan();
      outbox.resolvePlanChange("keep-open");
      await wait(1_000);
      expect(server.detail).toMatchObject({ status: "STARTED", work: { defects: [{ count: 6 }] } });
      expect(outbox.getSnapshot()).toMatchObject({
        status: "STARTED",
        phase: { kind: "sent" },
        record: { moves: [], base: { plan: { sampleSize: 125 } } },
      });
    });
  });

  it("a sign-in that ended during the shift: the work waits on the tablet for the next one", async () => {
    const outbox = await offlineOnPlanned();
    outbox.move("start");
    server.refuseNextMove = 401;
    connectivity.set(true);
    await wait(60_000);
    expect(outbox.getSnapshot()).toMatchObject({
      phase: { kind: "refused", message: messages.signInToSend },
      pendingChanges: 1,
    });
    expect((await stored())?.moves).toHaveLength(1);
  });

  it("reassigned meanwhile: refused with what to do, nothing lost, and given up only when asked", async () => {
    const outbox = await offlineOnPlanned();
    outbox.move("start");
    outbox.update((work) => addDefect(work, majors(1)));
    server.refuseNextMove = 404;
    vi.spyOn(server, "getDetail").mockRejectedValue(new ApiRequestError(404, messages.invalidInspectionId));
    connectivity.set(true);
    await wait(60_000);
    expect(outbox.getSnapshot()).toMatchObject({
      phase: { kind: "refused", message: messages.inspectionNoLongerAssigned },
      status: "STARTED",
      pendingChanges: 2,
    });
    expect((await stored())?.moves).toHaveLength(1);

    outbox.discardLocalChanges();
    expect(outbox.getSnapshot()).toMatchObject({ status: "PLANNED", pendingChanges: 0 });
  });
});
