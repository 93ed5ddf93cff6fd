import {
  AdminClientSchema,
  commonListSchemas,
  GarmentCategoryRulesSchema,
  PointOfMeasureSchema,
  metaListSchemas,
  roleOf,
  ROLES_BY_HIERARCHY,
  type CommonListName,
  type MetaListName,
} from "@aql-portal/shared";
import { z } from "zod";
import { ensureBlobContainers } from "../data/blobs";
import { ensureSchema } from "../data/cosmos";
import type { Services } from "../lib/services";
import clientDecisions from "./data/client-decisions.json";
import clients from "./data/clients.json";
import garmentCategories from "./data/garment-categories.json";
import pointsOfMeasure from "./data/points-of-measure.json";
import controlPoints from "./data/control-points.json";
import defects from "./data/defects.json";
import departments from "./data/departments.json";
import inspectionLevels from "./data/inspection-levels.json";
import inspectionResults from "./data/inspection-results.json";
import inspectionStatuses from "./data/inspection-statuses.json";
import locations from "./data/locations.json";
import productCategories from "./data/product-categories.json";
import skipReasons from "./data/skip-reasons.json";
import suppliers from "./data/suppliers.json";
import tenantCentres from "./data/tenant-centres.json";
import { DEMO_USERS } from "./demo-users";

/** The reference lists as shipped, each in the order it is served. Roles come from the role table itself. */
const REFERENCE_DATA: {
  [L in MetaListName | CommonListName | "clients" | "points-of-measure" | "garment-categories"]: unknown[];
} = {
  locations,
  "tenant-centres": tenantCentres,
  roles: ROLES_BY_HIERARCHY.map((r) => ({ id: r.name, ...roleOf(r.name) })),
  "control-points": controlPoints,
  "skip-reasons": skipReasons,
  "inspection-statuses": inspectionStatuses,
  defects,
  "inspection-levels": inspectionLevels,
  "inspection-results": inspectionResults,
  "client-decisions": clientDecisions,
  suppliers,
  departments,
  "product-categories": productCategories,
  clients,
  "points-of-measure": pointsOfMeasure,
  "garment-categories": garmentCategories,
};

const schemas: Record<string, z.ZodType<{ id: string }>> = {
  ...metaListSchemas,
  ...commonListSchemas,
  clients: AdminClientSchema,
  "points-of-measure": PointOfMeasureSchema,
  "garment-categories": GarmentCategoryRulesSchema,
};

/**
 * Makes a tenant ready to use: database and blob containers, reference lists (overwritten with the shipped versions) and the
 * demo users (created when missing, never reset: an administrator's changes to them survive a restart).
 */
export async function seedTenant(services: Services, tenantId: string): Promise<void> {
  await ensureSchema(services.cosmos, services.config.cosmos.database);
  await ensureBlobContainers(services.blobs);
  for (const [list, rows] of Object.entries(REFERENCE_DATA)) {
    const schema = schemas[list];
    if (!schema) throw new Error(`Seed list ${list} has no schema`);
    await services.reference.upsertList(tenantId, list, z.array(schema).parse(rows));
  }
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
    if (await services.users.findByEmail(tenantId, demo.email)) continue;
    await services.users.create(tenantId, {
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
