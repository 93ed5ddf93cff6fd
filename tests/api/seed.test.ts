import { createAdministrator, RETAILER_LISTS, seedTenant } from "@aql-portal/api/seed";
import { ListUsersQuerySchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { services } from "../support/demo";

/**
 * What a deployment gets (`npm run seed`, `npm run admin:create`), each in a tenant of its own so no other test
 * sees it: reference lists and no demo accounts or demo suppliers; then one administrator, by their work email.
 */
const newTenant = () => `seed-${crypto.randomUUID().slice(0, 8)}`;
const allUsers = ListUsersQuerySchema.parse({ pageSize: 100 });

describe("seeding a deployment", () => {
  it("loads the product's reference lists, and no users, demo suppliers or other demo retailer lists", async () => {
    const store = services();
    const tenantId = newTenant();
    await seedTenant(store, tenantId);
    expect(await store.reference.list(tenantId, "control-points")).not.toEqual([]);
    expect(await store.reference.list(tenantId, "defects")).not.toEqual([]);
    for (const list of RETAILER_LISTS) {
      expect(await store.reference.list(tenantId, list), list).toEqual([]);
    }
    expect((await store.users.list(tenantId, allUsers)).items).toEqual([]);
  });

  it("loads the retailer's own lists it is given, checked like the shipped ones", async () => {
    const store = services();
    const tenantId = newTenant();
    const supplier = { id: "SUP-1", code: "S1", name: "Real Supplier Ltd", country: "GB", factories: [] };
    await seedTenant(store, tenantId, { suppliers: [supplier] });
    expect(await store.reference.list(tenantId, "suppliers")).toEqual([supplier]);
    await expect(seedTenant(store, tenantId, { suppliers: [{ id: "SUP-2" }] })).rejects.toThrow(
      /The suppliers list is not valid/,
    );
    await expect(seedTenant(store, tenantId, { defects: [] })).rejects.toThrow(
      /Not one of the retailer's lists: defects/,
    );
  });
});

describe("creating the first administrator", () => {
  it("creates one administrator, then refuses another unless told to", async () => {
    const store = services();
    const tenantId = newTenant();
    await seedTenant(store, tenantId);

    const first = await createAdministrator(store, tenantId, { email: " Head.Of.QA@Retailer.co.uk " });
    expect(first.outcome).toBe("created");
    expect(first.user).toMatchObject({
      email: "head.of.qa@retailer.co.uk",
      role: "ADMINISTRATOR",
      status: "ACTIVE",
    });
    expect(await createAdministrator(store, tenantId, { email: "head.of.qa@retailer.co.uk" })).toMatchObject({
      outcome: "already",
    });
    await expect(createAdministrator(store, tenantId, { email: "deputy@retailer.co.uk" })).rejects.toThrow(
      'Tenant "' + tenantId + '" already has an administrator (head.of.qa@retailer.co.uk)',
    );
    expect(
      await createAdministrator(store, tenantId, { email: "deputy@retailer.co.uk", another: true }),
    ).toMatchObject({ outcome: "created", user: { role: "ADMINISTRATOR" } });
    await expect(createAdministrator(store, tenantId, { email: "not-an-email" })).rejects.toThrow(
      /is not an email address/,
    );
  });

  it("makes someone who signed in and awaits approval the administrator", async () => {
    const store = services();
    const tenantId = newTenant();
    await seedTenant(store, tenantId);
    await store.users.create(tenantId, {
      name: "Priya Patel",
      email: "priya.patel@retailer.co.uk",
      role: "PENDING",
      platform: 2,
      locations: [],
    });
    const result = await createAdministrator(store, tenantId, { email: "priya.patel@retailer.co.uk" });
    expect(result.outcome).toBe("promoted");
    expect(result.user).toMatchObject({ name: "Priya Patel", role: "ADMINISTRATOR", status: "ACTIVE" });
    expect((await store.users.list(tenantId, allUsers)).items).toHaveLength(1);
  });
});
