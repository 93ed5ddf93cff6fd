import { UserSchema, type CreateUser } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { usersCreate } from "./users-create";

/** POST /api/users: an administrator adds a user, approved with the role given. */
describe("users-create", () => {
  const services = demoTenantForEachTest();

  const create = (body: CreateUser) =>
    runAs(services, "ADMINISTRATOR", usersCreate, { body, query: undefined, params: undefined });
  const olivia: CreateUser = {
    name: "Olivia Price",
    email: "olivia@example.com",
    role: "SUPPLIER",
    platform: 2,
    locationIds: ["BD-DAC"],
    supplierId: "SUP-ANT",
  };

  it("adds the user approved and active, their locations and supplier named as the tenant names them", async () => {
    const reply = await create(olivia);
    expect(reply.status).toBe(201);
    const created = UserSchema.parse(reply.body);
    expect(created).toMatchObject({
      email: "olivia@example.com",
      role: { name: "SUPPLIER" },
      approved: true,
      status: "ACTIVE",
      locations: [{ id: "BD-DAC", name: "Dhaka" }],
      supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." },
    });
    const stored = await services.users.findByEmail(services.config.tenantId, "olivia@example.com");
    expect(stored?.id).toBe(created.id);
  });

  it("names every location and supplier the tenant does not have", async () => {
    await expect(
      create({ ...olivia, locationIds: ["BD-DAC", "XX-NOWHERE"], supplierId: "SUP-XYZ" }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid request: body.locationIds.1 "XX-NOWHERE" is not a known location; body.supplierId "SUP-XYZ" is not a known supplier',
    });
    expect(await services.users.findByEmail(services.config.tenantId, olivia.email)).toBeUndefined();
  });

  it("adds no second user with an email the tenant has, whatever its case", async () => {
    await expect(create({ ...olivia, email: "Planner@Demo.local" })).rejects.toMatchObject({
      status: 409,
      message: "Another user already has the email Planner@Demo.local.",
    });
  });
});
