import { z } from "zod";
import { ProductSchema, apiPath, apiRoutes, type Product } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/products/groups: pairs two styles of one product category; answers both, as saved. */
export function groupProducts(styleCodes: readonly [string, string]): Promise<Product[]> {
  return apiRequest(apiRoutes.productGroups, {
    method: "POST",
    body: { styleCodes },
    schema: z.array(ProductSchema),
  });
}

/** DELETE /api/products/groups/{id}: takes a style and its partner out of their group; answers both. */
export function ungroupProduct(productId: string): Promise<Product[]> {
  return apiRequest(apiPath(apiRoutes.productGroup, { productId }), {
    method: "DELETE",
    schema: z.array(ProductSchema),
  });
}
