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
import { apiRequest } from "../../../lib/api-client";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

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

const usersList: ListDefinition<"user"> = { name: "users", kind: "user", idOf: (user: User) => user.id };

/** The users list, page after page, following the server's continuation tokens. */
export function useUsers(query: UsersQuery) {
  return usePagedList(usersList, query, listUsers);
}
