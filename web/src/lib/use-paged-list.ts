import { useCallback, useMemo } from "react";
import useSWRInfinite from "swr/infinite";
import type { Page } from "@aql-portal/shared";
import type { ApiRequestError } from "./api-client";

type PageKey<Q> = readonly [string, Q, string | null];

export interface PagedList<T> {
  /** The rows of every page read so far, in the server's order. */
  items: T[];
  error: ApiRequestError | undefined;
  /** Nothing to show yet: the table draws its skeleton. */
  isLoading: boolean;
  isLoadingMore: boolean;
  /** New filters are loading while the previous rows stay on screen (dimmed). */
  isRefreshing: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Re-reads the pages on screen. */
  reload: () => Promise<void>;
  /**
   * After an action on some rows: shows the server's answer in place at once (changed rows replaced, removed
   * rows gone), then re-reads the pages on screen, which may add or drop rows the action moved.
   */
  applyChanges: (changed: readonly T[], removedIds?: readonly string[]) => Promise<void>;
}

/**
 * A server list read page after page with continuation tokens (`?continuationToken=…`, answered by a `Page`):
 * the rows so far, "Load more", a re-read, and changes after a row action. `query` null (filters that cannot
 * be sent, e.g. an invalid date range) reads nothing and shows no rows. `name` keeps lists of different
 * resources apart in SWR's cache; `fetchPage` and `idOf` should be module-level functions.
 */
export function usePagedList<T, Q>(
  name: string,
  query: Q | null,
  fetchPage: (query: Q, continuationToken: string | null) => Promise<Page<T>>,
  idOf: (item: T) => string,
): PagedList<T> {
  const keyOfPage = (index: number, previous: Page<T> | null): PageKey<Q> | null => {
    if (query === null) return null;
    if (index > 0 && !previous?.continuationToken) return null;
    return [name, query, previous?.continuationToken ?? null];
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<
    Page<T>,
    ApiRequestError,
    typeof keyOfPage
  >(keyOfPage, ([, pageQuery, token]: PageKey<Q>) => fetchPage(pageQuery, token), {
    // Later pages are fetched once (revalidating them would replay every token); the first page is re-read
    // whenever the list revalidates (coming back to it, Load more), so a change made on the page just left
    // (a decision recorded on a report) shows at once, even within seconds of the last read (SWR's 2 s
    // de-duplication would otherwise keep the old rows); new filters keep the rows on screen until theirs
    // arrive; requests in flight are still shared.
    revalidateFirstPage: true,
    revalidateOnFocus: false,
    revalidateOnMount: true,
    dedupingInterval: 0,
    keepPreviousData: true,
  });

  const pages = query === null ? undefined : data;
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const applyChanges = useCallback(
    async (changed: readonly T[], removedIds: readonly string[] = []) => {
      const byId = new Map(changed.map((item) => [idOf(item), item]));
      const removed = new Set(removedIds);
      await mutate(
        (current) =>
          current?.map((page) => ({
            ...page,
            items: page.items
              .filter((item) => !removed.has(idOf(item)))
              .map((item) => byId.get(idOf(item)) ?? item),
          })),
        { revalidate: false },
      );
      await mutate();
    },
    [mutate, idOf],
  );

  // With keepPreviousData only a list with nothing to show yet is "loading"; otherwise it is refreshing.
  const loading = query !== null && isLoading && pages === undefined;
  return {
    items,
    error: query === null ? undefined : error,
    isLoading: loading,
    isLoadingMore: !loading && pages !== undefined && pages.length < size,
    isRefreshing: query !== null && isValidating && !loading,
    hasMore: Boolean(pages?.at(-1)?.continuationToken),
    loadMore,
    reload,
    applyChanges,
  };
}
