import type { UpdateUser, User } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { demoTenantForEachTest } from "../testing/memory-services";
import { updateUser, userByEmail } from "../testing/users-fixture";

/** PUT /api/users/{userId}: an administrator edits, approves, blocks, unblocks, restores or resets a user. */
describe("users-update", () => {
  const services = demoTenantForEachTest();

  const user = (email: string) => userByEmail(services, email);
  const update = (target: Pick<User, "id" | "etag">, body: UpdateUser) => updateUser(services, target, body);
  const sessionVersion = async (target: Pick<User, "id">) =>
    (await services.users.get(services.config.tenantId, target.id))?.sessionVersion;

  it("approves a user awaiting approval with the role given, keeping their locations", async () => {
    const pending = await user("pending@demo.local");
    const approved = await update(pending, { action: "approve", role: "PLANNER", locationIds: ["GB-BFD"] });
    expect(approved).toMatchObject({
      approved: true,
      role: { name: "PLANNER" },
      locations: [{ id: "GB-BFD" }],
    });
    await expect(update(approved, { action: "approve", role: "REVIEWER" })).rejects.toMatchObject({
      status: 409,
      message: "This user is already approved.",
    });
  });

  it("blocks a user and ends their sessions at once; unblocking lets them back", async () => {
    const planner = await user("planner@demo.local");
    const before = await sessionVersion(planner);
    const blocked = await update(planner, { action: "block" });
    expect(blocked.status).toBe("BLOCKED");
    expect(await sessionVersion(planner)).toBe((before ?? 0) + 1);
    await expect(update(blocked, { action: "block" })).rejects.toMatchObject({
      status: 409,
      message: "This user is already blocked.",
    });
    expect((await update(blocked, { action: "unblock" })).status).toBe("ACTIVE");
  });

  it("lets administrators edit but not block or reset themselves", async () => {
    const admin = await user("admin@demo.local");
    await expect(update(admin, { action: "block" })).rejects.toMatchObject({
      status: 403,
      message: "You cannot block your own account.",
    });
    await expect(update(admin, { action: "reset" })).rejects.toMatchObject({
      status: 403,
      message: "You cannot reset your own account.",
    });
  });

  it("sends a reset user back to approval and signs them out", async () => {
    const reviewer = await user("reviewer@demo.local");
    const before = await sessionVersion(reviewer);
    expect(await update(reviewer, { action: "reset" })).toMatchObject({
      approved: false,
      role: { name: "PENDING" },
    });
    expect(await sessionVersion(reviewer)).toBe((before ?? 0) + 1);
  });

  it("keeps emails unique and locations known", async () => {
    const operator = await user("operator@demo.local");
    const edit: Extract<UpdateUser, { action: "edit" }> = {
      action: "edit",
      name: operator.name,
      email: "Reviewer@Demo.local",
      role: "CLIENT_OPERATOR",
      platform: operator.platform,
      locationIds: ["GB-BFD"],
    };
    await expect(update(operator, edit)).rejects.toMatchObject({
      status: 409,
      message: "Another user already has the email Reviewer@Demo.local.",
    });
    await expect(
      update(operator, { ...edit, email: "oliver@demo.local", locationIds: ["GB-BFD", "XX-NOWHERE"] }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid request: body.locationIds.1 "XX-NOWHERE" is not a known location',
    });
    expect(await update(operator, { ...edit, email: "oliver@demo.local" })).toMatchObject({
      email: "oliver@demo.local",
    });
  });

  it("refuses a change to a user changed since they were read, keeping the other change", async () => {
    const planner = await user("planner@demo.local");
    await update(planner, { action: "block" });
    await expect(update(planner, { action: "reset" })).rejects.toMatchObject({
      status: 412,
      message: "This user was changed by someone else after you opened it. Reload to see the latest version.",
    });
    expect(await user("planner@demo.local")).toMatchObject({ status: "BLOCKED", approved: true });
  });

  it("answers 404 for a user the tenant does not have", async () => {
    await expect(update({ id: "nobody", etag: "x" }, { action: "block" })).rejects.toMatchObject({
      status: 404,
      message: "There is no user with the id nobody.",
    });
  });
});
