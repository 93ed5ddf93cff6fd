import { apiRoutes } from "@aql-portal/shared";
import { httpFunction, requireIfMatch } from "../lib/http";
import { deleteStyle } from "../products/styles";
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
  handler: async ({ params }, { services, user, ifMatch }) => {
    await deleteStyle(services, user, { productId: params.productId, etag: requireIfMatch(ifMatch) });
    return {};
  },
});
