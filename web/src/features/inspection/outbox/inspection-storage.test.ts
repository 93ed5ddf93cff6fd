import { describe, expect, it } from "vitest";
import { memoryStore } from "../../../lib/tablet-store";
import { adoptEarlierWork, inspectionStorage, type LocalRecord } from "./inspection-storage";
import { inspectionDetail } from "../../../testing/inspection-fixtures";

const record = (): LocalRecord => {
  const base = inspectionDetail();
  return {
    format: 1,
    inspectionId: base.id,
    base,
    work: { ...base.work, comment: "kept" },
    dirty: true,
    revision: 3,
    pendingPhotos: [],
    savedAt: "2026-04-20T09:00:00.000Z",
    moves: [{ id: "0b7c9f3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f", action: "pause", at: "2026-04-20T09:00:00.000Z" }],
  };
};

describe("inspectionStorage", () => {
  it("keeps a record with its moves, and photos apart from it", async () => {
    const store = memoryStore();
    const storage = inspectionStorage(store);
    await storage.writeRecord(record());
    await storage.writePhoto("insp-1", "p", new Blob(["x"]));

    expect(await storage.readRecord("insp-1")).toEqual(record());
    expect(await (await storage.readPhoto("insp-1", "p"))?.text()).toBe("x");
    expect([...store.entries.keys()].sort()).toEqual(["photo:insp-1:p", "record:insp-1"]);

    await storage.deletePhoto("insp-1", "p");
    expect(await storage.readPhoto("insp-1", "p")).toBeNull();
    await storage.writePhoto("insp-1", "q", new Blob(["y"]));
    await storage.deleteRecord("insp-1");
    expect([...store.entries.keys()]).toEqual([]);
  });

  it("reads a record kept before moves were queued as one with none", async () => {
    const store = memoryStore();
    const { moves: _moves, ...earlier } = record();
    await store.set("record:insp-1", earlier);
    expect((await inspectionStorage(store).readRecord("insp-1"))?.moves).toEqual([]);
  });

  it("takes over the unsent work an earlier release kept for everyone: only the inspector's own", async () => {
    const earlierStore = memoryStore();
    const earlier = inspectionStorage(earlierStore);
    await earlier.writeRecord({ ...record(), pendingPhotos: [{ photoId: "p", uploaded: false }] });
    await earlier.writePhoto("insp-1", "p", new Blob(["x"]));
    const someoneElses = inspectionDetail({ id: "insp-2", inspector: { id: "u-2", name: "Nadia Akter" } });
    await earlier.writeRecord({ ...record(), inspectionId: "insp-2", base: someoneElses });

    const mine = inspectionStorage(memoryStore());
    await adoptEarlierWork("u-1", mine, earlierStore);
    expect((await mine.readRecord("insp-1"))?.work.comment).toBe("kept");
    expect(await (await mine.readPhoto("insp-1", "p"))?.text()).toBe("x");
    expect(await mine.readRecord("insp-2")).toBeNull();
    expect([...earlierStore.entries.keys()]).toEqual(["record:insp-2"]);
  });

  it("does not trust what is stored: a record of another shape reads as none", async () => {
    const store = memoryStore();
    await store.set("record:insp-1", { format: 0, work: "?" });
    expect(await inspectionStorage(store).readRecord("insp-1")).toBeNull();
  });

  it("lists every record it can read, and nothing else it keeps", async () => {
    const store = memoryStore();
    const storage = inspectionStorage(store);
    await storage.writeRecord(record());
    await storage.writeRecord({ ...record(), inspectionId: "insp-2" });
    await store.set("record:insp-3", { format: 0 });
    await storage.writePhoto("insp-1", "p", new Blob(["x"]));
    const listed = await storage.listRecords();
    expect(listed.map((kept) => kept.inspectionId).sort()).toEqual(["insp-1", "insp-2"]);
  });

  it("copies values in and out, as IndexedDB does", async () => {
    const store = memoryStore();
    const value = { a: 1 };
    await store.set("k", value);
    value.a = 2;
    expect(await store.get("k")).toEqual({ a: 1 });
  });
});
