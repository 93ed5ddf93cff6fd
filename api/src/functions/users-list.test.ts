import { ListUsersQuerySchema, UserPageSchema, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../seed/demo-users";
import { runAs, rolesAllowed } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { usersList } from "./users-list";

/** GET /api/users: one page of the tenant's users, searched, filtered and sorted (the Users table). */
describe("users-list", () => {
  const services = demoTenantForEachTest();

  /** The page the query string asks for, parsed as the wrapper parses it. */
  const list = (query: Record<string, string> = {}, role: RoleName = "ADMINISTRATOR") =>
    answer(
      UserPageSchema,
      runAs(services, role, usersList, {
        query: ListUsersQuerySchema.parse(query),
        body: undefined,
        params: undefined,
      }),
    );
  const names = async (query: Record<string, string> = {}) => (await list(query)).items.map((u) => u.name);

  it("is for administrators and reviewers: every other role is refused (403)", async () => {
    expect(rolesAllowed(usersList)).toEqual(["ADMINISTRATOR", "REVIEWER"]);
    expect((await list({}, "REVIEWER")).items).toHaveLength(DEMO_USERS.length);
  });

  it("lists every user of the tenant by name, A to Z by default, with their role and approval", async () => {
    const page = await list();
    expect(page.items.map((user) => user.name)).toEqual(DEMO_USERS.map((demo) => demo.name).sort());
    expect(page.continuationToken).toBeUndefined();
    expect(page.items.find((user) => user.email === "pending@demo.local")).toMatchObject({
      approved: false,
      role: { name: "PENDING" },
    });
  });

  it("sorts by email, Z to A", async () => {
    const emails = (await list({ sortKey: "email", sortOrder: "-1" })).items.map((user) => user.email);
    expect(emails).toEqual(DEMO_USERS.map((demo) => demo.email).sort((a, b) => (a < b ? 1 : -1)));
  });

  it("searches names and emails in any case", async () => {
    expect(await names({ search: "HUGHES" })).toEqual(["Peter Hughes"]);
    expect(await names({ search: "manager@" })).toEqual(["Megan Clarke"]);
    expect(await names({ search: "nobody" })).toEqual([]);
  });

  it("filters by role, location, platform or approval", async () => {
    expect(await names({ filterKey: "role", filterValue: "INSPECTOR" })).toEqual([
      "Ben Lucas",
      "Imran Hossain",
    ]);
    expect(await names({ filterKey: "location", filterValue: "GB-BFD" })).toEqual([
      "Oliver Bennett",
      "Peter Hughes",
    ]);
    expect(await names({ filterKey: "platform", filterValue: "3" })).toEqual([
      "Alex Morgan",
      "Ben Lucas",
      "Imran Hossain",
    ]);
    expect(await names({ filterKey: "approval", filterValue: "PENDING" })).toEqual(["Paula Green"]);
    expect(await names({ filterKey: "approval", filterValue: "APPROVED" })).toHaveLength(
      DEMO_USERS.length - 1,
    );
  });

  it("pages: the next page from the token, until the last, which has none", async () => {
    const first = await list({ pageSize: "4" });
    expect(first.items).toHaveLength(4);
    const second = await list({ pageSize: "4", continuationToken: first.continuationToken ?? "" });
    const third = await list({ pageSize: "4", continuationToken: second.continuationToken ?? "" });
    expect(third.continuationToken).toBeUndefined();
    expect([...first.items, ...second.items, ...third.items].map((user) => user.name)).toEqual(await names());
  });

  it("refuses a token given for another search: start again from the first page", async () => {
    const first = await list({ pageSize: "2" });
    await expect(
      list({ pageSize: "2", search: "a", continuationToken: first.continuationToken ?? "" }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        "The continuation token belongs to other filters or another sort: start again from the first page.",
    });
  });

  it("refuses query parameters it does not take (400 naming them)", () => {
    const refused = (query: Record<string, string>) =>
      ListUsersQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join("."));
    expect(refused({ sortKey: "role" })).toEqual(["sortKey"]);
    expect(refused({ pageSize: "0" })).toEqual(["pageSize"]);
    expect(refused({ filterKey: "role" })).toEqual(["filterValue"]);
    expect(refused({ filterKey: "role", filterValue: "KING" })).toEqual(["filterValue"]);
  });
});
