import { describe, expect, it } from "vitest";
import { keep } from "../../../lib/kept-copies";
import { memoryStore } from "../../../lib/tablet-store";
import { inspectionDetail } from "../../../testing/inspection-fixtures";
import { inspectionStorage, type LocalRecord } from "../outbox/inspection-storage";
import { forgetWhatWasSent, unsentWork } from "./leaving";

const record = (inspectionId: string, change: Partial<LocalRecord> = {}): LocalRecord => {
  const base = inspectionDetail({ id: inspectionId });
  return {
    format: 1,
    inspectionId,
    base,
    work: base.work,
    dirty: false,
    revision: 0,
    pendingPhotos: [],
    savedAt: "2026-04-20T09:00:00.000Z",
    moves: [],
    ...change,
  };
};

describe("signing out of a shared tablet", () => {
  it("counts what is on this tablet only, and forgets only what the server has whole", async () => {
    const store = memoryStore();
    const storage = inspectionStorage(store);
    await storage.writeRecord(record("sent"));
    await storage.writeRecord(record("edited", { dirty: true }));
    await storage.writeRecord(
      record("photos", { dirty: true, pendingPhotos: [{ photoId: "p1", uploaded: false }] }),
    );
    await storage.writePhoto("photos", "p1", new Blob(["jpeg"]));
    await storage.writeRecord(
      record("finished", {
        moves: [{ id: crypto.randomUUID(), action: "finish", at: "2026-04-20T10:00:00Z" }],
      }),
    );
    await keep(store, "plan-rows", []);

    expect(await unsentWork(storage)).toEqual({ inspections: 3, photos: 1 });
    await forgetWhatWasSent(storage, store);
    expect([...store.entries.keys()].sort()).toEqual([
      "photo:photos:p1",
      "record:edited",
      "record:finished",
      "record:photos",
    ]);
  });
});
