import { z } from "zod";
import { apiPaths, type Product } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /api/products/{id} with If-Match: 409 while grouped (ungroup first), 412 when changed meanwhile. */
export function deleteProduct(product: Pick<Product, "id" | "etag">): Promise<void> {
  return apiRequest(apiPaths.product(product.id), {
    method: "DELETE",
    headers: { "if-match": product.etag },
    schema: z.undefined(),
  });
}
