import { useCallback, useMemo } from "react";
import useSWRInfinite from "swr/infinite";
import { DEFAULT_PAGE_SIZE, ProductPageSchema, apiRoutes, type Page, type Product } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

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

type ProductsKey = readonly ["products", string, string | null];

/** The styles list, page after page, following the server's continuation tokens. */
export function useProducts(search: string) {
  const keyOfPage = (index: number, previous: Page<Product> | null): ProductsKey | null => {
    if (index > 0 && !previous?.continuationToken) return null;
    return ["products", search, previous?.continuationToken ?? null];
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<
    Page<Product>,
    ApiRequestError,
    typeof keyOfPage
  >(keyOfPage, ([, text, token]: ProductsKey) => listProducts(text, token), {
    // Later pages are fetched once (revalidating would replay every token); a new search keeps the rows on
    // screen until its own arrive; coming back to the page re-reads what is on screen.
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    revalidateOnMount: true,
    keepPreviousData: true,
  });

  const products = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const reload = useCallback(() => mutate(), [mutate]);

  /** Shows the server's answer for the changed styles at once (removing deleted ones), then re-reads the pages. */
  const applyChanges = useCallback(
    async (changed: readonly Product[], removedIds: readonly string[] = []) => {
      const byId = new Map(changed.map((product) => [product.id, product]));
      const removed = new Set(removedIds);
      await mutate(
        (pages) =>
          pages?.map((page) => ({
            ...page,
            items: page.items
              .filter((product) => !removed.has(product.id))
              .map((product) => byId.get(product.id) ?? product),
          })),
        { revalidate: false },
      );
      await mutate();
    },
    [mutate],
  );

  // With keepPreviousData, a new search keeps the last rows on screen: only a list with nothing to show yet
  // is "loading" (a skeleton); otherwise it is refreshing (the rows dim until the new ones arrive).
  const loading = isLoading && data === undefined;
  return {
    products,
    error,
    isLoading: loading,
    isLoadingMore: !loading && data !== undefined && data.length < size,
    isRefreshing: isValidating && !loading,
    hasMore: Boolean(data?.at(-1)?.continuationToken),
    loadMore,
    reload,
    applyChanges,
  };
}
