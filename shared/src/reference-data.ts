import { z } from "zod";
import { RefSchema } from "./ref";
import { RoleSchema } from "./roles";

/**
 * Reference lists (spec §3 "Meta lists", §7 Meta and Common). Each is small, per tenant, and served by
 * GET /api/meta/{list} or GET /api/common/{list}.
 */

export const SeveritySchema = z.enum(["CRITICAL", "MAJOR", "MINOR"]);
export type Severity = z.infer<typeof SeveritySchema>;

export const GARMENT_CATEGORIES = [
  "jacket",
  "gilet",
  "pant",
  "skirt",
  "long-sleeve top",
  "short-sleeve top",
  "vest",
  "dress",
  "jumpsuit",
  "bodysuit",
  "bra top",
  "underwear",
  "glove",
  "beanie",
  "empty",
] as const;
export const GarmentCategorySchema = z.enum(GARMENT_CATEGORIES);
export type GarmentCategory = z.infer<typeof GarmentCategorySchema>;

export const ISO_LEVELS = ["I", "II", "III", "S-1", "S-2", "S-3", "S-4"] as const;
export const IsoLevelSchema = z.enum(ISO_LEVELS);

export const metaListSchemas = {
  locations: RefSchema.extend({ code: z.string(), country: z.string() }),
  "tenant-centres": RefSchema.extend({ code: z.string(), locationId: z.string() }),
  roles: RoleSchema.extend({ id: z.string() }),
  "control-points": RefSchema,
  /** `detailRequired`: a reason that says nothing by itself ("Other"), so the planner writes why in words. */
  "skip-reasons": RefSchema.extend({ detailRequired: z.boolean().optional() }),
  "inspection-statuses": RefSchema.extend({ order: z.number().int() }),
  defects: RefSchema.extend({ code: z.string(), category: z.string(), severity: SeveritySchema }),
  "inspection-levels": RefSchema.extend({ value: z.number().int(), isoLevel: IsoLevelSchema }),
  "inspection-results": RefSchema,
  "client-decisions": RefSchema,
} as const;

export const commonListSchemas = {
  suppliers: RefSchema.extend({
    code: z.string(),
    country: z.string(),
    factories: z.array(RefSchema.extend({ code: z.string() })),
  }),
  departments: RefSchema.extend({ code: z.string() }),
  "product-categories": RefSchema.extend({ code: z.string(), garmentCategory: GarmentCategorySchema }),
} as const;

export type MetaListName = keyof typeof metaListSchemas;
export type CommonListName = keyof typeof commonListSchemas;
export const META_LISTS = Object.keys(metaListSchemas) as MetaListName[];
export const COMMON_LISTS = Object.keys(commonListSchemas) as CommonListName[];
export const MetaListNameSchema = z.enum(META_LISTS as [MetaListName, ...MetaListName[]]);
export const CommonListNameSchema = z.enum(COMMON_LISTS as [CommonListName, ...CommonListName[]]);

export type MetaItem<L extends MetaListName> = z.infer<(typeof metaListSchemas)[L]>;
export type CommonItem<L extends CommonListName> = z.infer<(typeof commonListSchemas)[L]>;

/** The one list that takes a filter (spec §7 "optional single filter key"): defects by category or severity. */
export const DefectsQuerySchema = z
  .object({ category: z.string().max(100).optional(), severity: SeveritySchema.optional() })
  .strict();
