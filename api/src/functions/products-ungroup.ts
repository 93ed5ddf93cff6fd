import { z } from "zod";
import { apiRoutes, type Product, ProductSchema } from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { loadStyle } from "../inspections/scope";
import { httpFunction } from "../lib/http";
import { ProductParamsSchema } from "../lib/route-params";

/** DELETE /api/products/groups/{productId}: takes a style and its partner out of their group. */
export const productsUngroup = httpFunction({
  name: "products-ungroup",
  route: apiRoutes.productGroup,
  methods: ["DELETE"],
  access: "products:manage",
  response: { 200: z.array(ProductSchema) },
  params: ProductParamsSchema,
  handler: async ({ params }, { services, tenantId, user }) => {
    const style = await loadStyle(services, tenantId, user, params.productId);
    const partner = style.groupedWith ? await services.products.get(tenantId, style.groupedWith) : undefined;
    const saved: Product[] = [];
    for (const doc of [style, partner]) {
      if (doc?.groupedWith)
        saved.push(
          toApiProduct(await services.products.replace({ ...doc, groupedWith: null }, doc._etag ?? "")),
        );
    }
    return { body: saved };
  },
});
