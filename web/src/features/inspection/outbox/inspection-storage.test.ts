import { describe, expect, it } from "vitest";
import { inspectionStorage, memoryStore, type LocalRecord } from "./inspection-storage";
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
  };
};

describe("inspectionStorage", () => {
  it("keeps a record, photos apart from it, and a size chart (or that there is none)", async () => {
    const store = memoryStore();
    const storage = inspectionStorage(store);
    await storage.writeRecord(record());
    await storage.writePhoto("insp-1", "p", new Blob(["x"]));
    await storage.writeSizeChart("prod-1", null);

    expect(await storage.readRecord("insp-1")).toEqual(record());
    expect(await (await storage.readPhoto("insp-1", "p"))?.text()).toBe("x");
    expect(await storage.readSizeChart("prod-1")).toBeNull();
    expect(await storage.readSizeChart("prod-2")).toBeUndefined();
    expect([...store.entries.keys()].sort()).toEqual([
      "photo:insp-1:p",
      "record:insp-1",
      "size-chart:prod-1",
    ]);

    await storage.deletePhoto("insp-1", "p");
    expect(await storage.readPhoto("insp-1", "p")).toBeNull();
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
    await storage.writeSizeChart("prod-1", null);
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
