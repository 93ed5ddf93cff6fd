import { apiRoutes } from "@aql-portal/shared";
import { loadStyle } from "../inspections/scope";
import { conflict } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { ProductParamsSchema } from "../lib/route-params";

/**
 * DELETE /api/products/{productId}: removes a style that nothing depends on — not grouped, on no PO line
 * ("Style deleted successfully.").
 */
export const productsDelete = httpFunction({
  name: "products-delete",
  route: apiRoutes.product,
  methods: ["DELETE"],
  access: "products:manage",
  response: { 204: null },
  params: ProductParamsSchema,
  handler: async ({ params }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const product = await loadStyle(services, tenantId, user, params.productId);
    if (product.groupedWith) {
      throw conflict(
        `The style ${product.styleCode} is grouped with ${product.groupedWith}: ungroup them first.`,
      );
    }
    const lines = await services.orders.countForStyle(tenantId, product.styleCode);
    if (lines > 0) {
      throw conflict(
        `The style ${product.styleCode} is on ${lines} PO ${lines === 1 ? "line" : "lines"}: styles with orders cannot be deleted.`,
      );
    }
    await services.products.delete(tenantId, product.id, etag);
    return {};
  },
});
