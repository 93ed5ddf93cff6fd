import { z } from "zod";
import { GarmentCategorySchema } from "./reference-data";
import { messages } from "./messages";
import { pageSchema, PageQuerySchema } from "./paging";
import { RefSchema } from "./ref";

/** A style (spec: product code label "Style Code"). */
export const ProductSchema = z.object({
  id: z.string(),
  styleCode: z.string(),
  styleName: z.string(),
  productCategory: z.object({ code: z.string(), name: z.string() }).nullable(),
  garmentCategory: GarmentCategorySchema,
  department: RefSchema.nullable(),
  supplier: RefSchema.nullable(),
  seasonCodes: z.array(z.string()),
  hasSizeChart: z.boolean(),
  /** The other style this one is grouped with (style grouping pairs exactly two). */
  groupedWith: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  etag: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

const code = (what: string) =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .max(40, `${what} must be at most 40 characters`)
    .regex(/^[\w.-]+$/, `${what} may contain letters, digits and . - _ only`);

export const StyleCodeSchema = code("Style code");
export const PoNumberSchema = code("PO number");

/** POST /api/products: add a style by hand (spec: "Style added successfully."). */
export const AddProductSchema = z
  .object({
    styleCode: StyleCodeSchema,
    styleName: z.string().trim().min(1, messages.required).max(120),
    productCategoryCode: z.string().trim().min(1, messages.required).max(40),
    departmentId: z.string().max(40).optional(),
    supplierId: z.string().max(50).optional(),
  })
  .strict();
export type AddProduct = z.infer<typeof AddProductSchema>;

/** Style grouping (spec §5): at most two, same known category, exactly two on submit. */
export const MAX_GROUP_SIZE = 2;
export interface GroupCandidate {
  styleCode: string;
  productCategoryCode: string | null;
}

/** Whether `candidate` may join `selected` while the planner picks styles; the spec's message if not. */
export function canAddToGroup(selected: readonly GroupCandidate[], candidate: GroupCandidate): string | null {
  if (selected.length >= MAX_GROUP_SIZE) return messages.groupTooMany;
  if (!candidate.productCategoryCode) return messages.groupUnknownCategory;
  return null;
}

/** Whether `selected` may be submitted as a group; the spec's message if not. */
export function checkGroup(selected: readonly GroupCandidate[]): string | null {
  if (selected.some((s) => !s.productCategoryCode)) return messages.groupUnknownCategory;
  if (selected.length !== MAX_GROUP_SIZE) return messages.groupExactlyTwo;
  if (new Set(selected.map((s) => s.productCategoryCode)).size > 1) return messages.groupDifferentCategories;
  return null;
}

export const GroupStylesSchema = z.object({ styleCodes: z.array(StyleCodeSchema).max(10) }).strict();

/** GET /api/products: one page of styles, optionally searched by code or name. */
export const ListProductsQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(60).optional(),
}).strict();
export const ProductPageSchema = pageSchema(ProductSchema);

/** GET /api/products/search: style codes starting with what the planner typed (type-ahead). */
export const SearchProductsQuerySchema = z.object({ styleCode: z.string().trim().min(1).max(40) }).strict();
export const PRODUCT_SEARCH_LIMIT = 20;
