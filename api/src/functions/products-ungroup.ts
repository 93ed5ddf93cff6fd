import { z } from "zod";
import { apiRoutes, ProductSchema } from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { httpFunction } from "../lib/http";
import { ungroupStyle } from "../products/styles";
import { ProductParamsSchema } from "../lib/route-params";

/** DELETE /api/products/groups/{productId}: takes a style and its partner out of their group. */
export const productsUngroup = httpFunction({
  name: "products-ungroup",
  route: apiRoutes.productGroup,
  methods: ["DELETE"],
  access: "products:manage",
  response: { 200: z.array(ProductSchema) },
  params: ProductParamsSchema,
  handler: async ({ params }, { services, user }) => ({
    body: (await ungroupStyle(services, user, params.productId)).map(toApiProduct),
  }),
});
