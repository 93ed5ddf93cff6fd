import { describe, expect, it } from "vitest";
import { LOW_ROOM_PHOTOS, PHOTO_ROOM_BYTES, storageView } from "./storage-left";

const MB = 1024 ** 2;

describe("storageView", () => {
  it("counts the room left in photos, and says whether the browser keeps the data", () => {
    expect(storageView({ usage: 200 * MB, quota: 2048 * MB + 200 * MB, persisted: true })).toEqual({
      tone: "neutral",
      text: "2.0 GB free — room for about 5,242 more photos",
      detail: "The browser keeps this tablet's data even when space runs short.",
      photosLeft: 5242,
    });
    expect(storageView({ usage: 0, quota: 500 * MB, persisted: false }).detail).toMatch(/may clear/);
  });

  it("warns while there is still room for a day's photos, and says when none fits", () => {
    const low = storageView({ usage: 0, quota: (LOW_ROOM_PHOTOS - 1) * PHOTO_ROOM_BYTES, persisted: true });
    expect(low).toMatchObject({
      tone: "warning",
      text: "Storage almost full: room for about 99 more photos",
    });
    expect(low.detail).toBe(
      "39 MB free. Send your work, or free space on the tablet, before taking many more photos.",
    );
    expect(storageView({ usage: 10 * MB, quota: 10 * MB + 1000, persisted: true })).toMatchObject({
      tone: "danger",
      photosLeft: 0,
    });
  });
});
