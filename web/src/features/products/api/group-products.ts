import { z } from "zod";
import { ProductSchema, apiRoutes, type Product } from "@aql-portal/shared";
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
  // shared/routes has the template but no path helper for it yet: fill it the way apiPaths does.
  const path = apiRoutes.productGroup.replace("{productId}", encodeURIComponent(productId));
  return apiRequest(path, { method: "DELETE", schema: z.array(ProductSchema) });
}
