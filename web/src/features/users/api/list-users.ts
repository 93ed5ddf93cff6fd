import { useCallback, useMemo } from "react";
import useSWRInfinite from "swr/infinite";
import {
  DEFAULT_PAGE_SIZE,
  UserPageSchema,
  apiRoutes,
  type Page,
  type SortOrder,
  type User,
  type USER_FILTER_KEYS,
  type USER_SORT_KEYS,
} from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

export interface UsersQuery {
  sortKey: UserSortKey;
  sortOrder: SortOrder;
  search: string;
  filter: { key: UserFilterKey; value: string } | null;
}

/** GET /api/users: one page. The list draws its own skeleton, so it does not raise the global loader. */
export function listUsers(query: UsersQuery, continuationToken: string | null): Promise<Page<User>> {
  return apiRequest(apiRoutes.users, {
    query: {
      sortKey: query.sortKey,
      sortOrder: query.sortOrder,
      pageSize: DEFAULT_PAGE_SIZE,
      search: query.search || undefined,
      filterKey: query.filter?.key,
      filterValue: query.filter?.value,
      continuationToken: continuationToken ?? undefined,
    },
    schema: UserPageSchema,
    showLoader: false,
  });
}

type UsersKey = readonly ["users", UsersQuery, string | null];

/** The users list, page after page, following the server's continuation tokens. */
export function useUsers(query: UsersQuery) {
  const keyOfPage = (index: number, previous: Page<User> | null): UsersKey | null => {
    if (index > 0 && !previous?.continuationToken) return null;
    return ["users", query, previous?.continuationToken ?? null];
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<
    Page<User>,
    ApiRequestError,
    typeof keyOfPage
  >(
    keyOfPage,
    ([, pageQuery, token]: UsersKey) => listUsers(pageQuery, token),
    // Later pages are fetched once: revalidating them would replay every continuation token. Re-sorting
    // or searching keeps the rows on screen until the new ones arrive. Coming back to the list (after adding
    // or editing someone) re-reads the pages on screen, so the change shows.
    { revalidateFirstPage: false, revalidateOnFocus: false, revalidateOnMount: true, keepPreviousData: true },
  );

  const users = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const retry = useCallback(() => void mutate(), [mutate]);
  /**
   * After an action on one row: show the server's answer in place at once, then re-read the pages on screen
   * (the row may no longer match the filter). The list keeps its length and scroll position.
   */
  const applyChange = useCallback(
    async (changed: User) => {
      await mutate(
        (pages) =>
          pages?.map((page) => ({
            ...page,
            items: page.items.map((user) => (user.id === changed.id ? changed : user)),
          })),
        { revalidate: false },
      );
      await mutate();
    },
    [mutate],
  );
  return {
    users,
    error,
    isLoading,
    isLoadingMore: !isLoading && data !== undefined && data.length < size,
    /** A new sort, search or filter is loading while the previous rows stay visible. */
    isRefreshing: isValidating && !isLoading,
    hasMore: Boolean(data?.at(-1)?.continuationToken),
    loadMore,
    retry,
    applyChange,
  };
}
