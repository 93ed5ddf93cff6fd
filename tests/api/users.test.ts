import { ApiErrorSchema, UserPageSchema } from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { everyPage, signInAll, token } from "../support/demo";
import { api } from "../support/sign-in";

beforeAll(signInAll);

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
    const asc = UserPageSchema.parse(
      await (
        await api("users?sortKey=name&sortOrder=1&search=@demo.local", { token: token("admin") })
      ).json(),
    );
    const names = asc.items.map((u) => u.name);
    expect(names).toContain("Alex Morgan");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const desc = UserPageSchema.parse(
      await (
        await api("users?sortKey=name&sortOrder=-1&search=@demo.local", { token: token("admin") })
      ).json(),
    );
    expect(desc.items.map((u) => u.name)).toEqual([...names].reverse());
  });

  it("sorts by email", async () => {
    const page = UserPageSchema.parse(
      await (
        await api("users?sortKey=email&sortOrder=1&search=@demo.local", { token: token("admin") })
      ).json(),
    );
    const emails = page.items.map((u) => u.email);
    expect(emails[0]).toBe("admin@demo.local");
    expect(emails).toEqual([...emails].sort());
  });

  it("pages with continuation tokens: no user twice, none missed", async () => {
    const users = await everyPage(3, async (page) => {
      const query = new URLSearchParams({ search: "@demo.local", ...page });
      return UserPageSchema.parse(await (await api(`users?${query}`, { token: token("admin") })).json());
    });
    const seen = users.map((u) => u.email);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(9);
  });

  it("searches by name or email and filters by approval", async () => {
    const byName = UserPageSchema.parse(
      await (await api("users?search=megan", { token: token("admin") })).json(),
    );
    expect(byName.items.map((u) => u.email)).toEqual(["manager@demo.local"]);
    const pending = UserPageSchema.parse(
      await (
        await api("users?filterKey=approval&filterValue=PENDING&search=@demo.local", {
          token: token("admin"),
        })
      ).json(),
    );
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
