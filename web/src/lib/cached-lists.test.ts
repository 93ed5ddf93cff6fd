import { describe, expect, it, vi } from "vitest";
import { mutate } from "swr";
import { unstable_serialize } from "swr/infinite";
import { roleOf, type Page, type User } from "@aql-portal/shared";
import { applyListChanges, pageKeepingRows, pageWithChanges, rememberList, showList } from "./cached-lists";

function person(id: string, name: string, etag: string): User {
  return {
    id,
    name,
    email: `${id}@example.test`,
    role: roleOf("PLANNER"),
    approved: true,
    status: "ACTIVE",
    deleted: false,
    platform: 1,
    locations: [],
    supplier: null,
    language: null,
    createdOn: "2026-01-01T00:00:00.000Z",
    updatedOn: "2026-01-01T00:00:00.000Z",
    etag,
  };
}

const page = (items: User[], continuationToken?: string): Page<User> => ({ items, continuationToken });
const idOf = (user: User) => user.id;

/** The data SWR's cache holds under a key, left as it is. */
const cached = <T>(key: string) => mutate<T>(key, (current) => current, { revalidate: false });

describe("pageWithChanges", () => {
  const ann = person("u1", "Ann", "e1");
  const bob = person("u2", "Bob", "e1");

  it("puts the server's answer, with its new etag, in place of the row it replaces, and drops removed rows", () => {
    const renamed = person("u1", "Ann Renamed", "e2");
    expect(pageWithChanges(page([ann, bob], "t"), { changed: [renamed] }, idOf)).toEqual(
      page([renamed, bob], "t"),
    );
    expect(pageWithChanges(page([ann, bob]), { removedIds: ["u2"] }, idOf)).toEqual(page([ann]));
  });

  it("answers the same page when none of its rows changed", () => {
    const unchanged = page([ann, bob]);
    expect(
      pageWithChanges(unchanged, { changed: [person("u9", "Zed", "e1")], removedIds: ["u8"] }, idOf),
    ).toBe(unchanged);
  });
});

describe("pageKeepingRows", () => {
  const same = (a: User, b: User) => JSON.stringify(a) === JSON.stringify(b);
  const ann = person("u1", "Ann", "e1");
  const bob = person("u2", "Bob", "e1");

  it("keeps the earlier object of each row that did not change, on any page, and takes the rest as read", () => {
    const before = [page([ann], "t"), page([bob])];
    const added = person("u3", "Cy", "e1");
    const renamed = person("u2", "Bob Renamed", "e2");
    const read = page([added, structuredClone(ann), renamed], "t2");
    const kept = pageKeepingRows(read, before, idOf, same);
    expect(kept).toEqual(read);
    expect(kept.items[0]).toBe(added);
    expect(kept.items[1]).toBe(ann);
    expect(kept.items[2]).toBe(renamed);
  });

  it("is the page read when there was nothing before, or nothing in it to keep", () => {
    const read = page([ann]);
    expect(pageKeepingRows(read, undefined, idOf, same)).toBe(read);
    expect(pageKeepingRows(read, [page([bob])], idOf, same)).toBe(read);
  });
});

describe("applyListChanges", () => {
  it("changes every cached list of the record's kind, shown or not, and re-reads those on screen", async () => {
    const ann = person("list-u1", "Ann", "e1");
    const bob = person("list-u2", "Bob", "e1");
    const cat = person("list-u3", "Cat", "e1");
    // The users list searched two ways, one of them over two pages; neither on screen.
    const everyone = unstable_serialize(() => ["users-test", { search: "" }, null]);
    const annOnly = unstable_serialize(() => ["users-test", { search: "ann" }, null]);
    await mutate(everyone, [page([ann, bob], "next"), page([cat])], { revalidate: false });
    await mutate(annOnly, [page([ann])], { revalidate: false });
    rememberList("user", "users-test", idOf, everyone);
    rememberList("user", "users-test", idOf, annOnly);
    // Another list of users, on screen; and a list of another kind, on screen too.
    const rereadUsers = vi.fn(() => Promise.resolve());
    const rereadOrders = vi.fn(() => Promise.resolve());
    const hideUsers = showList("user", "approvals-test", idOf, rereadUsers);
    const hideOrders = showList("order", "orders-test", (order) => order.id, rereadOrders);

    const renamed = person("list-u1", "Ann Renamed", "e2");
    await applyListChanges(mutate, "user", { changed: [renamed], removedIds: ["list-u3"] });

    expect(await cached<Page<User>[]>(everyone)).toEqual([page([renamed, bob], "next"), page([])]);
    expect(await cached<Page<User>[]>(annOnly)).toEqual([page([renamed])]);
    expect(rereadUsers).toHaveBeenCalledTimes(1);
    expect(rereadOrders).not.toHaveBeenCalled();

    // Taken off the screen: no longer read again after a write.
    hideUsers();
    hideOrders();
    await applyListChanges(mutate, "user", { changed: [person("list-u1", "Ann", "e3")] });
    expect(rereadUsers).toHaveBeenCalledTimes(1);
    expect(await cached<Page<User>[]>(annOnly)).toEqual([page([person("list-u1", "Ann", "e3")])]);
  });
});
