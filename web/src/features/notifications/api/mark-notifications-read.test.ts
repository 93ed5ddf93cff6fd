import { describe, expect, it } from "vitest";
import type { Notification, NotificationList } from "@aql-portal/shared";
import { listWithRead } from "./mark-notifications-read";

const notification = (id: string, read: boolean): Notification => ({
  id,
  kind: "lot.failed",
  title: `T${id} failed its inspection`,
  detail: "Northwind Apparel",
  link: `/user/inspection-detail?id=${id}`,
  createdAt: "2026-12-10T12:00:00.000Z",
  read,
});

const list: NotificationList = {
  items: [notification("1", false), notification("2", false), notification("3", true)],
  // Unread ones beyond the listed 50 count too.
  unread: 7,
};

describe("a list with notifications read", () => {
  it("marks those named read and counts down by the ones that were unread", () => {
    const after = listWithRead(list, ["1", "3"]);
    expect(after.items.map((item) => item.read)).toEqual([true, false, true]);
    expect(after.unread).toBe(6);
  });

  it("never counts below none", () => {
    expect(listWithRead({ ...list, unread: 1 }, ["1", "2"]).unread).toBe(0);
  });

  it("reads all of them, listed or not, without ids", () => {
    const after = listWithRead(list);
    expect(after.items.every((item) => item.read)).toBe(true);
    expect(after.unread).toBe(0);
  });
});
