import { useCallback, useEffect, useMemo } from "react";
import { useSWRConfig } from "swr";
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import type { z } from "zod";
import { DEFAULT_PAGE_SIZE, type Page } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError, type QueryValue } from "./api-client";
import {
  applyListChanges,
  pageKeepingRows,
  rememberList,
  showList,
  type RecordKind,
  type RecordTypes,
} from "./cached-lists";

type PageKey<Q> = readonly [string, Q, string | null];

/**
 * Which list this is: its name in SWR's cache (unique), the kind of record its rows are, and how to find one
 * (by default its `id`).
 */
export interface ListDefinition<K extends RecordKind> {
  name: string;
  kind: K;
  idOf?: (record: RecordTypes[K]) => string;
}

const byId = (record: { id: string }) => record.id;

/**
 * The page fetcher of a list endpoint, for usePagedList: the query's filters as `params`, the app's page size and
 * the continuation token; the answer checked with the page's schema. Lists draw their own skeletons, so it does
 * not raise the global loader.
 */
export function pageFetcher<Q, T>(
  path: string,
  schema: z.ZodType<Page<T>>,
  params: (query: Q) => Readonly<Record<string, QueryValue>>,
): (query: Q, continuationToken: string | null) => Promise<Page<T>> {
  return (query, continuationToken) =>
    apiRequest(path, {
      query: {
        ...params(query),
        pageSize: DEFAULT_PAGE_SIZE,
        continuationToken: continuationToken ?? undefined,
      },
      schema,
      showLoader: false,
    });
}

export interface PagedList<T> {
  /** The rows of every page read so far, in the server's order. */
  items: T[];
  error: ApiRequestError | undefined;
  /** Nothing to show yet: the table draws its skeleton. */
  isLoading: boolean;
  isLoadingMore: boolean;
  /** New filters, or the pages read again, are loading while the rows stay on screen (dimmed). */
  isRefreshing: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Re-reads the pages on screen. */
  reload: () => Promise<void>;
  /**
   * After an action on some rows: shows the server's answer at once, in this list and in every other cached list
   * of these records (changed rows replaced, removed rows gone; see `applyListChanges`), then re-reads the lists
   * on screen, which may add or drop rows the action moved.
   */
  applyChanges: (changed: readonly T[], removedIds?: readonly string[]) => Promise<void>;
}

export interface PagedListOptions {
  /**
   * Also read the pages on screen again when the window regains focus (at most once in SWR's
   * `focusThrottleInterval`) or the connection comes back: for a list left open on a tablet, which then shows
   * what changed elsewhere meanwhile, and drops the failure of a read tried while offline.
   */
  rereadOnFocus?: boolean;
}

/**
 * A server list read page after page with continuation tokens (`?continuationToken=…`, answered by a `Page`):
 * the rows so far, "Load more", a re-read, and changes after a row action. `query` null (filters that cannot
 * be sent, e.g. an invalid date range) reads nothing and shows no rows. `list` and `fetchPage` should be
 * module-level values.
 *
 * Each time the list is shown (the page opens, or filters it was shown with before come back), every page it has
 * cached is read again, after the cached rows are drawn. SWR's own mount revalidation is not relied on for this:
 * it is skipped within two seconds of the list's last read (SWR's de-duplication), and useSWRInfinite drops it
 * when the page renders again before the deferred re-read runs (vercel/swr#3042); the Users list then kept the
 * rows, and etags, it had before an edit saved on another page.
 */
export function usePagedList<K extends RecordKind, Q>(
  list: ListDefinition<K>,
  query: Q | null,
  fetchPage: (query: Q, continuationToken: string | null) => Promise<Page<RecordTypes[K]>>,
  { rereadOnFocus = false }: PagedListOptions = {},
): PagedList<RecordTypes[K]> {
  type T = RecordTypes[K];
  const { name, kind, idOf = byId } = list;
  const keyOfPage = (index: number, previous: Page<T> | null): PageKey<Q> | null => {
    if (query === null) return null;
    if (index > 0 && !previous?.continuationToken) return null;
    return [name, query, previous?.continuationToken ?? null];
  };
  const { mutate: mutateCache, cache, compare } = useSWRConfig();
  // SWR's key of the pages together, for this filter: writes elsewhere keep it current (cached-lists.ts).
  const listKey = query === null ? null : unstable_serialize(keyOfPage);
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<
    Page<T>,
    ApiRequestError,
    typeof keyOfPage
  >(
    keyOfPage,
    async ([, pageQuery, token]: PageKey<Q>) => {
      const page = await fetchPage(pageQuery, token);
      // A page read again keeps the rows that did not change: their rows in the table are not drawn again.
      const before = listKey === null ? undefined : (cache.get(listKey)?.data as Page<T>[] | undefined);
      return pageKeepingRows(page, before, idOf, compare);
    },
    {
      // SWR reads what it has not got (a new list, a new filter, the next page); pages it has are read again by
      // the effect below when the list is shown, and after writes. Later pages are not re-read with the first
      // (that would replay every token), new filters keep the rows on screen until theirs arrive, and requests
      // in flight are still shared.
      revalidateIfStale: false,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      dedupingInterval: 0,
      keepPreviousData: true,
    },
  );

  useRereadWhenShown(listKey, mutate);
  useRereadOnFocus(rereadOnFocus ? listKey : null, mutate);
  useEffect(() => {
    if (listKey === null) return;
    rememberList(kind, name, idOf, listKey);
    return showList(kind, name, idOf, () => mutate());
  }, [listKey, mutate, kind, name, idOf]);

  const pages = query === null ? undefined : data;
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const applyChanges = useCallback(
    (changed: readonly T[], removedIds: readonly string[] = []) =>
      applyListChanges(mutateCache, kind, { changed, removedIds }),
    [mutateCache, kind],
  );

  // With keepPreviousData only a list with nothing to show yet is "loading"; otherwise it is refreshing.
  const loading = query !== null && isLoading && pages === undefined;
  const shownError = query === null ? undefined : error;
  const isLoadingMore = !loading && pages !== undefined && pages.length < size;
  const isRefreshing = query !== null && isValidating && !loading;
  const hasMore = Boolean(pages?.at(-1)?.continuationToken);
  // The same object while nothing in it changes, so that a memoised table given it is not drawn again.
  return useMemo(
    () => ({
      items,
      error: shownError,
      isLoading: loading,
      isLoadingMore,
      isRefreshing,
      hasMore,
      loadMore,
      reload,
      applyChanges,
    }),
    [items, shownError, loading, isLoadingMore, isRefreshing, hasMore, loadMore, reload, applyChanges],
  );
}

/**
 * Reads every cached page of a useSWRInfinite list again whenever it is shown with them (the page opens, or a
 * filter it was shown with before comes back): `listKey` is the list's key for the filter shown
 * (`unstable_serialize` of its page keys), `reread` its `mutate`. With no pages yet, SWR is reading the first.
 */
function useRereadWhenShown(listKey: string | null, reread: () => Promise<unknown>): void {
  const { cache } = useSWRConfig();
  useEffect(() => {
    if (listKey !== null && cache.get(listKey)?.data !== undefined) void reread();
  }, [listKey, cache, reread]);
}

/**
 * Reads every cached page of a list again when the window regains focus (at most once in SWR's
 * `focusThrottleInterval`, and only while visible and online, as SWR does) or the connection returns. SWR's own
 * `revalidateOnFocus` would not do it: useSWRInfinite re-reads only the first page on focus, and only with
 * `revalidateFirstPage`, which also reads the first page again with every "Load more".
 */
function useRereadOnFocus(listKey: string | null, reread: () => Promise<unknown>): void {
  const { isVisible, isOnline, focusThrottleInterval } = useSWRConfig();
  useEffect(() => {
    if (listKey === null) return;
    let nextFocusAt = 0;
    const onFocus = () => {
      if (!isVisible() || !isOnline() || Date.now() < nextFocusAt) return;
      nextFocusAt = Date.now() + focusThrottleInterval;
      void reread();
    };
    const onOnline = () => {
      if (isVisible()) void reread();
    };
    document.addEventListener("visibilitychange", onFocus);
    window.addEventListener("focus", onFocus);
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onFocus);
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("online", onOnline);
    };
  }, [listKey, reread, isVisible, isOnline, focusThrottleInterval]);
}
