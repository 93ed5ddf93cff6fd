import { ApiErrorSchema, UserPageSchema, UserSchema, type User } from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ROLES, signInAll, token, userId } from "../support/demo";
import { api, login, signIn } from "../support/sign-in";

beforeAll(signInAll);

const admin = () => token("admin");
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function createUser(overrides: Record<string, unknown> = {}): Promise<User> {
  const response = await api("users", {
    method: "POST",
    token: admin(),
    body: {
      name: "Test Person",
      email: unique("person"),
      role: "PLANNER",
      locationIds: ["GB-BFD"],
      platform: 2,
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return UserSchema.parse(await response.json());
}

async function act(user: User, body: Record<string, unknown>, token = admin()): Promise<Response> {
  return api(`users/${user.id}`, { method: "PUT", token, body, headers: { "if-match": user.etag } });
}

async function actOk(user: User, body: Record<string, unknown>): Promise<User> {
  const response = await act(user, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return UserSchema.parse(await response.json());
}

describe("who may call each users route", () => {
  it.each(ROLES)("%s", async (who) => {
    const target = await createUser();
    const isAdmin = who === "admin";
    const canRead = isAdmin || who === "reviewer";
    const bearer = token(who);
    expect((await api(`users/${target.id}`, { token: bearer })).status).toBe(canRead ? 200 : 403);
    const created = await api("users", {
      method: "POST",
      token: bearer,
      body: { name: "By " + who, email: unique(who), role: "INSPECTOR", locationIds: [], platform: 1 },
    });
    expect(created.status).toBe(isAdmin ? 201 : 403);
    expect((await act(target, { action: "block" }, bearer)).status).toBe(isAdmin ? 200 : 403);
    const current = UserSchema.parse(await (await api(`users/${target.id}`, { token: admin() })).json());
    const deleted = await api(`users/${target.id}`, {
      method: "DELETE",
      token: bearer,
      headers: { "if-match": current.etag },
    });
    expect(deleted.status).toBe(isAdmin ? 200 : 403);
    expect((await api("admin/clients", { token: bearer })).status).toBe(isAdmin ? 200 : 403);
  });
});

describe("adding a user", () => {
  it("adds an approved user who can sign in at once, landing with the role given", async () => {
    const email = unique("added");
    const user = await createUser({
      email,
      role: "INSPECTOR",
      locationIds: ["BD-DAC", "CN-SHA"],
      platform: 3,
    });
    expect(user).toMatchObject({ email, approved: true, status: "ACTIVE", deleted: false, platform: 3 });
    expect(user.locations.map((l) => l.name)).toEqual(["Dhaka", "Shanghai"]);
    const session = await signIn(email);
    expect(session.user.role.name).toBe("INSPECTOR");
  });

  it("refuses an email another user has, whatever its case", async () => {
    const user = await createUser();
    const response = await api("users", {
      method: "POST",
      token: admin(),
      body: { name: "Copy", email: user.email.toUpperCase(), role: "PLANNER", locationIds: [], platform: 2 },
    });
    expect(response.status).toBe(409);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/already has the email/);
  });

  it("names every bad field and writes nothing", async () => {
    const email = unique("bad");
    const response = await api("users", {
      method: "POST",
      token: admin(),
      body: {
        name: "x".repeat(101),
        email: "not-an-email",
        role: "EMPEROR",
        locationIds: [],
        platform: 7,
        shoeSize: 9,
      },
    });
    expect(response.status).toBe(400);
    const fields = ApiErrorSchema.parse(await response.json())
      .errors?.map((e) => e.field)
      .sort();
    expect(fields).toEqual(["body.email", "body.name", "body.platform", "body.role", "body.shoeSize"]);
    const missing = await api("users", {
      method: "POST",
      token: admin(),
      body: { email, role: "PLANNER", locationIds: [], platform: 2 },
    });
    expect(ApiErrorSchema.parse(await missing.json()).errors?.map((e) => e.field)).toEqual(["body.name"]);
    const found = UserPageSchema.parse(
      await (await api(`users?search=${encodeURIComponent(email)}`, { token: admin() })).json(),
    );
    expect(found.items).toEqual([]);
  });

  it("refuses unknown locations and suppliers, and a supplier user without a supplier", async () => {
    const badLocation = await api("users", {
      method: "POST",
      token: admin(),
      body: {
        name: "Nowhere",
        email: unique("nowhere"),
        role: "PLANNER",
        locationIds: ["GB-BFD", "XX-NOPE"],
        platform: 2,
      },
    });
    expect(badLocation.status).toBe(400);
    expect(ApiErrorSchema.parse(await badLocation.json()).errors).toEqual([
      { field: "body.locationIds.1", message: '"XX-NOPE" is not a known location' },
    ]);
    const noSupplier = await api("users", {
      method: "POST",
      token: admin(),
      body: { name: "Supplier", email: unique("sup"), role: "SUPPLIER", locationIds: [], platform: 2 },
    });
    expect(ApiErrorSchema.parse(await noSupplier.json()).errors?.[0]?.field).toBe("body.supplierId");
    const supplier = await createUser({ role: "SUPPLIER", supplierId: "SUP-ANT" });
    expect(supplier.supplier).toEqual({ id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." });
  });
});

describe("approval, blocking, deleting, resetting", () => {
  it("someone new signs in as pending; once approved they sign in with that role", async () => {
    const email = unique("newcomer");
    expect((await login(email, "Nadia Newcomer")).status).toBe(403);
    const pending = UserPageSchema.parse(
      await (
        await api(`users?filterKey=approval&filterValue=PENDING&search=${encodeURIComponent(email)}`, {
          token: admin(),
        })
      ).json(),
    ).items;
    expect(pending.map((u) => [u.name, u.approved])).toEqual([["Nadia Newcomer", false]]);
    const approved = await actOk(pending[0] as User, {
      action: "approve",
      role: "PLANNER",
      locationIds: ["GB-LDN"],
    });
    expect(approved.approved).toBe(true);
    expect((await signIn(email)).user.role.name).toBe("PLANNER");
  });

  it("blocking ends the user's session at once and sign-in answers 423; unblocking lets them back", async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email);
    expect((await api("meta/roles", { token: accessToken })).status).toBe(200);
    const blocked = await actOk(user, { action: "block" });
    expect((await api("meta/roles", { token: accessToken })).status).toBe(401);
    expect((await login(user.email)).status).toBe(423);
    await actOk(blocked, { action: "unblock" });
    expect((await login(user.email)).status).toBe(200);
  });

  it("deleting is soft: the user cannot sign in, still appears in the list, and can be restored", async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email);
    const response = await api(`users/${user.id}`, {
      method: "DELETE",
      token: admin(),
      headers: { "if-match": user.etag },
    });
    expect(response.status).toBe(200);
    const deleted = UserSchema.parse(await response.json());
    expect(deleted.deleted).toBe(true);
    expect((await api("meta/roles", { token: accessToken })).status).toBe(401);
    expect((await login(user.email)).status).toBe(410);
    const listed = UserPageSchema.parse(
      await (await api(`users?search=${encodeURIComponent(user.email)}`, { token: admin() })).json(),
    );
    expect(listed.items.map((u) => u.deleted)).toEqual([true]);
    expect((await act(deleted, { action: "block" })).status).toBe(409);
    await actOk(deleted, { action: "restore" });
    expect((await login(user.email)).status).toBe(200);
  });

  it("reset sends the user back to approval and ends their sessions at once", async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email);
    const reset = await actOk(user, { action: "reset" });
    expect(reset.approved).toBe(false);
    expect((await api("meta/roles", { token: accessToken })).status).toBe(401);
    expect((await login(user.email)).status).toBe(403);
  });

  it("a role change ends the user's sessions at once; signed in again, the new role applies", async () => {
    const user = await createUser({ role: "PLANNER" });
    const { accessToken } = await signIn(user.email);
    expect((await api("users", { token: accessToken })).status).toBe(403);
    await actOk(user, {
      action: "edit",
      name: user.name,
      email: user.email,
      role: "REVIEWER",
      locationIds: [],
      platform: 2,
    });
    const ended = await api("users", { token: accessToken });
    expect(ended.status).toBe(401);
    expect(ApiErrorSchema.parse(await ended.json()).sessionEnded).toBe("role-changed");
    expect((await api("users", { token: (await signIn(user.email)).accessToken })).status).toBe(200);
  });

  it("refuses actions that do not fit the user's state with 409", async () => {
    const user = await createUser();
    expect((await act(user, { action: "approve", role: "PLANNER" })).status).toBe(409);
    expect((await act(user, { action: "unblock" })).status).toBe(409);
    expect((await act(user, { action: "restore" })).status).toBe(409);
  });
});

describe("administrators and their own account", () => {
  it("cannot block, delete or reset themselves, nor change their own role, but can edit their details", async () => {
    const self = UserSchema.parse(await (await api(`users/${userId("admin")}`, { token: admin() })).json());
    for (const action of ["block", "reset"]) {
      const response = await act(self, { action });
      expect(response.status).toBe(403);
      expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/your own account/);
    }
    expect(
      (
        await api(`users/${userId("admin")}`, {
          method: "DELETE",
          token: admin(),
          headers: { "if-match": self.etag },
        })
      ).status,
    ).toBe(403);
    const demote = await act(self, {
      action: "edit",
      name: self.name,
      email: self.email,
      role: "PLANNER",
      locationIds: ["GB-LDN"],
      platform: 3,
    });
    expect(demote.status).toBe(403);
    expect(ApiErrorSchema.parse(await demote.json()).message).toBe("You cannot change your own role.");
    const renamed = await actOk(self, {
      action: "edit",
      name: "Alex Morgan",
      email: self.email,
      role: "ADMINISTRATOR",
      locationIds: ["GB-LDN"],
      platform: 3,
    });
    expect(renamed.name).toBe("Alex Morgan");
  });
});

describe("concurrent edits", () => {
  it("the second writer holding a stale etag gets 412 and nothing of theirs is written", async () => {
    const user = await createUser();
    const edit = (name: string) => ({
      action: "edit",
      name,
      email: user.email,
      role: "PLANNER",
      locationIds: [],
      platform: 2,
    });
    const [first, second] = await Promise.all([
      act(user, edit("First Writer")),
      act(user, edit("Second Writer")),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const loser = first.status === 412 ? first : second;
    expect(ApiErrorSchema.parse(await loser.json()).message).toMatch(/Reload/);
    const winnerName = first.status === 200 ? "First Writer" : "Second Writer";
    expect(UserSchema.parse(await (await api(`users/${user.id}`, { token: admin() })).json()).name).toBe(
      winnerName,
    );
  });

  it("a change without If-Match is refused with 428", async () => {
    const user = await createUser();
    const response = await api(`users/${user.id}`, {
      method: "PUT",
      token: admin(),
      body: { action: "block" },
    });
    expect(response.status).toBe(428);
  });
});

describe("GET /api/admin/clients", () => {
  it("lists the clients with their two portal links", async () => {
    const clients = z
      .array(z.object({ name: z.string(), clientPage: z.string(), userPage: z.string() }))
      .parse(await (await api("admin/clients", { token: admin() })).json());
    expect(clients.map((c) => c.name)).toContain("Demo Retail");
  });
});
