import { commonListSchemas, metaListSchemas } from "@aql-portal/shared";
import { z } from "zod";
import type { UsersRepository } from "../data/users-repository";
import type { CosmosServices } from "../lib/services";
import clients from "./data/clients.json";
import departments from "./data/departments.json";
import locations from "./data/locations.json";
import productCategories from "./data/product-categories.json";
import suppliers from "./data/suppliers.json";
import tenantCentres from "./data/tenant-centres.json";
import { DEMO_USERS } from "./demo-users";
import { seedTenant } from "./seed";

/** The demo retailer's own lists (seed.ts, RETAILER_LISTS). */
export const DEMO_RETAILER_LISTS = {
  locations,
  "tenant-centres": tenantCentres,
  suppliers,
  clients,
  departments,
  "product-categories": productCategories,
};

/**
 * The demo retailer, for local runs only (`npm start`, `npm test`): the product's reference lists, the demo
 * retailer's own lists and the demo users, created when missing and never reset (an administrator's changes to
 * them survive a restart). A deployment never gets these: `npm run seed` loads the product's lists and the
 * retailer lists the deployer gives it.
 */
export async function seedDemoTenant(services: CosmosServices, tenantId: string): Promise<void> {
  await seedTenant(services, tenantId, DEMO_RETAILER_LISTS);
  await addDemoUsers(services.users, tenantId);
}

/** The demo users (demo-users.ts) that are missing, with their locations' and supplier's names. */
export async function addDemoUsers(
  users: Pick<UsersRepository, "findByEmail" | "create">,
  tenantId: string,
): Promise<void> {
  const locationsById = new Map(
    z
      .array(metaListSchemas.locations)
      .parse(locations)
      .map((l) => [l.id, l]),
  );
  const suppliersById = new Map(
    z
      .array(commonListSchemas.suppliers)
      .parse(suppliers)
      .map((s) => [s.id, s]),
  );
  const supplierName = (id: string) => {
    const supplier = suppliersById.get(id);
    if (!supplier) throw new Error(`A demo user names unknown supplier ${id}`);
    return supplier.name;
  };
  for (const demo of DEMO_USERS) {
    if (await users.findByEmail(tenantId, demo.email)) continue;
    await users.create(tenantId, {
      name: demo.name,
      email: demo.email,
      role: demo.role,
      status: demo.status,
      platform: demo.platform,
      locations: demo.locationIds.map((id) => {
        const location = locationsById.get(id);
        if (!location) throw new Error(`Demo user ${demo.email} names unknown location ${id}`);
        return { id, name: location.name };
      }),
      supplier: demo.supplierId ? { id: demo.supplierId, name: supplierName(demo.supplierId) } : null,
    });
  }
}
