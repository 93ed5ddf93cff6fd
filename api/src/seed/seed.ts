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
import garmentCategories from "./data/garment-categories.json";
import pointsOfMeasure from "./data/points-of-measure.json";
import controlPoints from "./data/control-points.json";
import defects from "./data/defects.json";
import departments from "./data/departments.json";
import inspectionLevels from "./data/inspection-levels.json";
import inspectionResults from "./data/inspection-results.json";
import inspectionStatuses from "./data/inspection-statuses.json";
import productCategories from "./data/product-categories.json";
import skipReasons from "./data/skip-reasons.json";

/** A list the API serves from the reference container (meta, common and the administrator's clients). */
export type ReferenceListName =
  MetaListName | CommonListName | "clients" | "points-of-measure" | "garment-categories";

/**
 * The product's reference lists, the same for every retailer, each in the order it is served: loaded into every
 * tenant and overwritten with the shipped versions. Roles come from the role table itself. The retailer's own
 * lists (its locations, distribution centres, suppliers and client entry) are not here: a deployment loads its
 * own, and local runs the demo retailer's (demo-tenant.ts).
 */
const REFERENCE_LISTS: Partial<Record<ReferenceListName, unknown[]>> = {
  roles: ROLES_BY_HIERARCHY.map((r) => ({ id: r.name, ...roleOf(r.name) })),
  "control-points": controlPoints,
  "skip-reasons": skipReasons,
  "inspection-statuses": inspectionStatuses,
  defects,
  "inspection-levels": inspectionLevels,
  "inspection-results": inspectionResults,
  "client-decisions": clientDecisions,
  departments,
  "product-categories": productCategories,
  "points-of-measure": pointsOfMeasure,
  "garment-categories": garmentCategories,
};

const schemas: Record<ReferenceListName, z.ZodType<{ id: string }>> = {
  ...metaListSchemas,
  ...commonListSchemas,
  clients: AdminClientSchema,
  "points-of-measure": PointOfMeasureSchema,
  "garment-categories": GarmentCategoryRulesSchema,
};

/** The lists a tenant may load of its own; roles are the product's role table and stay as shipped. */
export const TENANT_LIST_NAMES = (Object.keys(schemas) as ReferenceListName[]).filter(
  (list) => list !== "roles",
);

/**
 * Makes a tenant ready to use: database and blob containers and the reference lists, with the tenant's own lists
 * (`tenantLists`, by list name) over the shipped ones. Loading adds and updates items, never removes one. No
 * users and no demo data: in production the first administrator is created with `npm run admin:create`.
 */
export async function seedTenant(
  services: Services,
  tenantId: string,
  tenantLists: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  const unknown = Object.keys(tenantLists).filter(
    (list) => !(TENANT_LIST_NAMES as readonly string[]).includes(list),
  );
  if (unknown.length > 0) {
    throw new Error(
      `Not a list a tenant loads: ${unknown.join(", ")}. The lists are ${TENANT_LIST_NAMES.join(", ")}.`,
    );
  }
  const lists = new Map<ReferenceListName, { id: string }[]>();
  for (const [list, rows] of Object.entries({ ...REFERENCE_LISTS, ...tenantLists })) {
    const parsed = z.array(schemas[list as ReferenceListName]).safeParse(rows);
    if (!parsed.success) throw new Error(`The ${list} list is not valid: ${z.prettifyError(parsed.error)}`);
    lists.set(list as ReferenceListName, parsed.data);
  }
  await ensureSchema(services.cosmos, services.config.cosmos.database);
  await ensureBlobContainers(services.blobs);
  for (const [list, items] of lists) await services.reference.upsertList(tenantId, list, items);
}
