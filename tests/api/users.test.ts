import { ApiErrorSchema, UserPageSchema } from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { everyPage, signInAll, token } from "../support/demo";
import { api } from "../support/sign-in";

beforeAll(signInAll);

/** A page of GET /api/users as the administrator sees it, for this query. */
async function users(query: Record<string, string>) {
  const response = await api(`users?${new URLSearchParams(query)}`, { token: token("admin") });
  expect(response.status, await response.clone().text()).toBe(200);
  return UserPageSchema.parse(await response.json());
}
const demoAccounts = { search: "@demo.local" };

describe("GET /api/users", () => {
  it.each([
    ["admin", 200],
    ["reviewer", 200],
    ["planner", 403],
    ["supplier", 403],
    ["inspector", 403],
    ["manager", 403],
    ["operator", 403],
  ] as const)("%s gets %i", async (who, status) => {
    const response = await api("users", { token: token(who) });
    expect(response.status).toBe(status);
    if (status === 403) expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/does not allow/);
  });

  it("lists the seeded users sorted by name, ascending then descending", async () => {
    const asc = await users({ ...demoAccounts, sortKey: "name", sortOrder: "1" });
    const names = asc.items.map((u) => u.name);
    expect(names).toContain("Alex Morgan");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const desc = await users({ ...demoAccounts, sortKey: "name", sortOrder: "-1" });
    expect(desc.items.map((u) => u.name)).toEqual([...names].reverse());
  });

  it("sorts by email", async () => {
    const page = await users({ ...demoAccounts, sortKey: "email", sortOrder: "1" });
    const emails = page.items.map((u) => u.email);
    expect(emails[0]).toBe("admin@demo.local");
    expect(emails).toEqual([...emails].sort());
  });

  it("pages with continuation tokens: no user twice, none missed", async () => {
    const listed = await everyPage(3, (page) => users({ ...demoAccounts, ...page }));
    const seen = listed.map((u) => u.email);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(9);
  });

  it("searches by name or email and filters by approval", async () => {
    const byName = await users({ search: "megan" });
    expect(byName.items.map((u) => u.email)).toEqual(["manager@demo.local"]);
    const pending = await users({ ...demoAccounts, filterKey: "approval", filterValue: "PENDING" });
    expect(pending.items.map((u) => u.email)).toEqual(["pending@demo.local"]);
  });

  it("names each bad query parameter", async () => {
    const response = await api("users?sortOrder=2&sortKey=role&pageSize=0&color=red", {
      token: token("admin"),
    });
    expect(response.status).toBe(400);
    const fields = ApiErrorSchema.parse(await response.json())
      .errors?.map((e) => e.field)
      .sort();
    expect(fields).toEqual(["query.color", "query.pageSize", "query.sortKey", "query.sortOrder"]);
  });
});
