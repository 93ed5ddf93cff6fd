import {
  REFERENCE_LIST_SCHEMAS,
  roleOf,
  ROLES_BY_HIERARCHY,
  type ReferenceListName,
} from "@aql-portal/shared";
import { z } from "zod";
import { ensureBlobContainers } from "../data/blobs";
import { ensureQueues } from "../data/queues";
import { ensureSchema } from "../data/cosmos";
import type { ReferenceRepository } from "../data/reference-repository";
import type { CosmosServices } from "../lib/services";
import clientDecisions from "./data/client-decisions.json";
import garmentCategories from "./data/garment-categories.json";
import pointsOfMeasure from "./data/points-of-measure.json";
import controlPoints from "./data/control-points.json";
import defects from "./data/defects.json";
import inspectionLevels from "./data/inspection-levels.json";
import inspectionResults from "./data/inspection-results.json";
import inspectionStatuses from "./data/inspection-statuses.json";
import skipReasons from "./data/skip-reasons.json";

/**
 * The product's reference lists, the same for every retailer, each in the order it is served: loaded into every
 * tenant and overwritten with the shipped versions. Roles come from the role table itself.
 */
const PRODUCT_LISTS = {
  roles: ROLES_BY_HIERARCHY.map((r) => ({ id: r.name, ...roleOf(r.name) })),
  "control-points": controlPoints,
  "skip-reasons": skipReasons,
  "inspection-statuses": inspectionStatuses,
  defects,
  "inspection-levels": inspectionLevels,
  "inspection-results": inspectionResults,
  "client-decisions": clientDecisions,
  "points-of-measure": pointsOfMeasure,
  "garment-categories": garmentCategories,
} satisfies Partial<Record<ReferenceListName, unknown[]>>;

/**
 * The retailer's own lists: its offices, distribution centres, suppliers and their factories, client entry,
 * departments and product categories. Never shipped: a deployment loads its own (`npm run seed -- --lists`),
 * local runs the demo retailer's (demo-tenant.ts). Imports need its suppliers, centres, departments and categories.
 */
export const RETAILER_LISTS = [
  "locations",
  "tenant-centres",
  "suppliers",
  "clients",
  "departments",
  "product-categories",
] as const satisfies readonly ReferenceListName[];

const schemas: Readonly<Record<ReferenceListName, z.ZodType<{ id: string }>>> = REFERENCE_LIST_SCHEMAS;

/**
 * Makes a tenant ready to use: database, blob containers and queues (made where the stand-ins' keys allow it,
 * else checked: in Azure the infrastructure makes them), the product's reference lists, and the retailer's
 * own lists it is given (`retailerLists`, by list name). Loading adds and updates items, never removes one. No
 * users and no demo data: in production the first administrator is created with `npm run admin:create`.
 */
export async function seedTenant(
  services: CosmosServices,
  tenantId: string,
  retailerLists: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  const lists = referenceLists(retailerLists);
  await ensureSchema(services.cosmos, services.config.cosmos);
  await ensureBlobContainers(services.blobs, services.config.storage);
  await ensureQueues(services.config.storage);
  await loadReferenceLists(services.reference, tenantId, lists);
  await services.packaging.seedStandard(tenantId);
}

/**
 * The product's reference lists and the retailer's given ones, each checked against its schema: a list the
 * retailer does not keep, or one that is not valid, stops the seeding naming it.
 */
export function referenceLists(
  retailerLists: Readonly<Record<string, unknown>>,
): Map<ReferenceListName, { id: string }[]> {
  const unknown = Object.keys(retailerLists).filter(
    (list) => !(RETAILER_LISTS as readonly string[]).includes(list),
  );
  if (unknown.length > 0) {
    throw new Error(
      `Not one of the retailer's lists: ${unknown.join(", ")}. They are ${RETAILER_LISTS.join(", ")}.`,
    );
  }
  const lists = new Map<ReferenceListName, { id: string }[]>();
  for (const [list, rows] of Object.entries({ ...PRODUCT_LISTS, ...retailerLists })) {
    const parsed = z.array(schemas[list as ReferenceListName]).safeParse(rows);
    if (!parsed.success) throw new Error(`The ${list} list is not valid: ${z.prettifyError(parsed.error)}`);
    lists.set(list as ReferenceListName, parsed.data);
  }
  return lists;
}

/** Writes checked reference lists into a tenant (in the database, or in memory for the handlers' tests). */
export async function loadReferenceLists(
  reference: Pick<ReferenceRepository, "upsertList">,
  tenantId: string,
  lists: ReadonlyMap<ReferenceListName, readonly { id: string }[]>,
): Promise<void> {
  for (const [list, items] of lists) await reference.upsertList(tenantId, list, items);
}
