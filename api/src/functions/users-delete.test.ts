import { UserSchema, type User } from "@aql-portal/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { toApiUser } from "../data/users-repository";
import { contextAs, demoUser } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { memoryDemoTenant, type MemoryServices } from "../testing/memory-services";
import { usersDelete } from "./users-delete";
import { usersUpdate } from "./users-update";

/** DELETE /api/users/{userId}: a soft delete, restorable, that signs the user out at once. */
describe("users-delete", () => {
  let services: MemoryServices;
  beforeEach(async () => {
    services = await memoryDemoTenant();
  });

  const user = async (email: string): Promise<User> => toApiUser(await demoUser(services, email));
  const admin = async (target: Pick<User, "etag">) => ({
    ...(await contextAs(services, "ADMINISTRATOR")),
    ifMatch: target.etag,
  });
  const remove = async (target: Pick<User, "id" | "etag">) =>
    answer(
      UserSchema,
      usersDelete.run(
        { params: { userId: target.id }, body: undefined, query: undefined },
        await admin(target),
      ),
    );

  it("marks the user deleted and ends their sessions; they can be restored, and nothing else until then", async () => {
    const inspector = await user("inspector@demo.local");
    const deleted = await remove(inspector);
    expect(deleted.deleted).toBe(true);
    expect((await services.users.get(services.config.tenantId, inspector.id))?.sessionVersion).toBe(2);
    const block = usersUpdate.run(
      { params: { userId: deleted.id }, body: { action: "block" }, query: undefined },
      await admin(deleted),
    );
    await expect(block).rejects.toMatchObject({
      status: 409,
      message: "This user is deleted: restore them first.",
    });
    const restore = usersUpdate.run(
      { params: { userId: deleted.id }, body: { action: "restore" }, query: undefined },
      await admin(deleted),
    );
    expect(await answer(UserSchema, restore)).toMatchObject({ deleted: false, role: { name: "INSPECTOR" } });
  });

  it("does not let administrators delete themselves", async () => {
    await expect(remove(await user("admin@demo.local"))).rejects.toMatchObject({
      status: 403,
      message: "You cannot delete your own account.",
    });
  });
});
