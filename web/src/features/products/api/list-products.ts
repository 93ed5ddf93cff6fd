import { DEFAULT_PAGE_SIZE, ProductPageSchema, apiRoutes, type Page, type Product } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** GET /api/products: one page of styles by style code, optionally searched by code or name. */
export function listProducts(search: string, continuationToken: string | null): Promise<Page<Product>> {
  return apiRequest(apiRoutes.products, {
    query: {
      search: search || undefined,
      pageSize: DEFAULT_PAGE_SIZE,
      continuationToken: continuationToken ?? undefined,
    },
    schema: ProductPageSchema,
    showLoader: false,
  });
}

const productsList: ListDefinition<"product"> = {
  name: "products",
  kind: "product",
  idOf: (product: Product) => product.id,
};

/** The styles list, page after page, following the server's continuation tokens. */
export function useProducts(search: string) {
  return usePagedList(productsList, search, listProducts);
}
