import useSWR, { type SWRResponse } from "swr";
import { z } from "zod";
import { ProductSchema, apiRoutes, type Product } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** GET /api/products/search?styleCode=T6: styles whose code starts with what was typed (type-ahead). */
export function searchProducts(styleCode: string, signal?: AbortSignal): Promise<Product[]> {
  return apiRequest(apiRoutes.productsSearch, {
    query: { styleCode },
    schema: z.array(ProductSchema),
    showLoader: false,
    signal,
  });
}

/** Suggestions for a style code prefix; nothing is asked for an empty one. */
export function useStyleCodeSuggestions(prefix: string): SWRResponse<Product[], ApiRequestError> {
  const wanted = prefix.trim();
  return useSWR<Product[], ApiRequestError, readonly ["products-search", string] | null>(
    wanted ? (["products-search", wanted] as const) : null,
    ([, text]) => searchProducts(text),
    { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 5000 },
  );
}
