import { z } from "zod";
import { apiRoutes, GroupStylesSchema, ProductSchema } from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { httpFunction } from "../lib/http";
import { groupStyles } from "../products/styles";

/** POST /api/products/groups: a planner pairs two styles of the same product category (groupStyles). */
export const productsGroup = httpFunction({
  name: "products-group",
  route: apiRoutes.productGroups,
  methods: ["POST"],
  access: "products:manage",
  response: { 200: z.array(ProductSchema) },
  body: GroupStylesSchema,
  handler: async ({ body }, { services, user }) => ({
    body: (await groupStyles(services, user, body.styleCodes)).map(toApiProduct),
  }),
});
