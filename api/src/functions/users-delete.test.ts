import { UserSchema, type User } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { updateUser, userByEmail } from "../testing/users-fixture";
import { usersDelete } from "./users-delete";

/** DELETE /api/users/{userId}: a soft delete, restorable, that signs the user out at once. */
describe("users-delete", () => {
  const services = demoTenantForEachTest();

  const user = (email: string) => userByEmail(services, email);
  const remove = (target: Pick<User, "id" | "etag">) => {
    const input = { params: { userId: target.id }, body: undefined, query: undefined };
    return answer(UserSchema, runAs(services, "ADMINISTRATOR", usersDelete, input, target.etag));
  };

  it("marks the user deleted and ends their sessions; they can be restored, and nothing else until then", async () => {
    const inspector = await user("inspector@demo.local");
    const deleted = await remove(inspector);
    expect(deleted.deleted).toBe(true);
    expect((await services.users.get(services.config.tenantId, inspector.id))?.sessionVersion).toBe(2);
    await expect(updateUser(services, deleted, { action: "block" })).rejects.toMatchObject({
      status: 409,
      message: "This user is deleted: restore them first.",
    });
    expect(await updateUser(services, deleted, { action: "restore" })).toMatchObject({
      deleted: false,
      role: { name: "INSPECTOR" },
    });
  });

  it("does not let administrators delete themselves", async () => {
    await expect(remove(await user("admin@demo.local"))).rejects.toMatchObject({
      status: 403,
      message: "You cannot delete your own account.",
    });
  });
});
