import type { z } from "zod";
import { AdminClientSchema } from "./admin-clients";
import { commonListSchemas, metaListSchemas } from "./reference-data";
import { GarmentCategoryRulesSchema, PointOfMeasureSchema } from "./size-chart";

/**
 * Every list the reference container holds, with the schema of its items: the meta and common lists the API
 * serves, the administrator's clients, and the size charts' points of measure and garment rules. Read through
 * these schemas wherever a list is used (`referenceItems` in api/src/lib/reference-lists.ts).
 */
export const REFERENCE_LIST_SCHEMAS = {
  ...metaListSchemas,
  ...commonListSchemas,
  clients: AdminClientSchema,
  "points-of-measure": PointOfMeasureSchema,
  "garment-categories": GarmentCategoryRulesSchema,
} as const;

export type ReferenceListName = keyof typeof REFERENCE_LIST_SCHEMAS;
export type ReferenceItem<L extends ReferenceListName> = z.infer<(typeof REFERENCE_LIST_SCHEMAS)[L]>;
