import { AddProductSchema, apiRoutes, ProductSchema } from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { httpFunction } from "../lib/http";
import { addStyle } from "../products/styles";

/** POST /api/products: a planner adds a style by hand ("Style added successfully."). */
export const productsCreate = httpFunction({
  name: "products-create",
  route: apiRoutes.products,
  methods: ["POST"],
  access: "products:manage",
  response: { 201: ProductSchema },
  body: AddProductSchema,
  handler: async ({ body }, { services, user }) => ({
    status: 201,
    body: toApiProduct(await addStyle(services, user, body)),
  }),
});
