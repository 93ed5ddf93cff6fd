import { z } from "zod";
import {
  apiRoutes,
  PRODUCT_SEARCH_LIMIT,
  SearchProductsQuerySchema,
  ProductSchema,
} from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { httpFunction } from "../lib/http";

/** GET /api/products/search?styleCode=T61: styles whose code starts with what was typed. */
export const productsSearch = httpFunction({
  name: "products-search",
  route: apiRoutes.productsSearch,
  methods: ["GET"],
  access: "products:manage",
  response: { 200: z.array(ProductSchema) },
  query: SearchProductsQuerySchema,
  handler: async ({ query }, { services, tenantId }) => {
    const found = await services.products.searchByCode(tenantId, query.styleCode, PRODUCT_SEARCH_LIMIT);
    return { body: found.map(toApiProduct) };
  },
});
