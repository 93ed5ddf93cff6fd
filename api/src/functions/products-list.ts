import {
  apiRoutes,
  ListProductsQuerySchema,
  type Page,
  type Product,
  ProductPageSchema,
} from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { httpFunction } from "../lib/http";

/** GET /api/products: one page of the tenant's styles by style code (spec §7 Products, PRODUCT DETAILS). */
export const productsList = httpFunction({
  name: "products-list",
  route: apiRoutes.products,
  methods: ["GET"],
  access: "products:manage",
  response: { 200: ProductPageSchema },
  query: ListProductsQuerySchema,
  handler: async ({ query }, { services, tenantId }) => {
    const page = await services.products.list(tenantId, query);
    const body: Page<Product> = {
      items: page.items.map(toApiProduct),
      continuationToken: page.continuationToken,
    };
    return { body };
  },
});
