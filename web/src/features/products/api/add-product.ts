import { ProductSchema, apiRoutes, type AddProduct, type Product } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/products: adds a style by hand (409 when the code exists, 400 with field errors). */
export function addProduct(input: AddProduct): Promise<Product> {
  return apiRequest(apiRoutes.products, { method: "POST", body: input, schema: ProductSchema });
}
