import { z } from "zod";
import { type Product, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /api/products/{id} with If-Match: 409 while grouped (ungroup first), 412 when changed meanwhile. */
export function deleteProduct(product: Pick<Product, "id" | "etag">): Promise<void> {
  return apiRequest(apiPath(apiRoutes.product, { productId: product.id }), {
    method: "DELETE",
    headers: { "if-match": product.etag },
    schema: z.undefined(),
  });
}
