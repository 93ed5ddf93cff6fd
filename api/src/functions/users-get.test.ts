import { UserSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { updateUser, userByEmail } from "../testing/users-fixture";
import { usersGet } from "./users-get";

/** GET /api/users/{userId}: one user, with the etag to send back when changing them. */
describe("users-get", () => {
  const services = demoTenantForEachTest();

  const get = (userId: string) =>
    answer(
      UserSchema,
      runAs(services, "REVIEWER", usersGet, { params: { userId }, query: undefined, body: undefined }),
    );

  it("gives the user as they are now, with the etag a change must carry", async () => {
    const supplier = await userByEmail(services, "supplier@demo.local");
    const read = await get(supplier.id);
    expect(read).toMatchObject({
      email: "supplier@demo.local",
      role: { name: "SUPPLIER" },
      supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
    });
    const blocked = await updateUser(services, read, { action: "block" });
    const again = await get(supplier.id);
    expect(again).toMatchObject({ status: "BLOCKED", etag: blocked.etag });
    expect(again.etag).not.toBe(read.etag);
  });

  it("answers 404 for a user the tenant does not have", async () => {
    await expect(get("nobody")).rejects.toMatchObject({
      status: 404,
      message: "There is no user with the id nobody.",
    });
  });
});
