import { webRoutes } from "@aql-portal/shared";

/** The Users list's state in its address (?q=…&filter=role:PLANNER), so it survives reloads and Back. */
export interface UsersListState {
  search?: string | undefined;
  filter?: string | undefined;
}

export const USERS_SEARCH_PARAM = "q";
export const USERS_FILTER_PARAM = "filter";

export function usersListPath({ search, filter }: UsersListState = {}): string {
  const params = new URLSearchParams();
  if (search) params.set(USERS_SEARCH_PARAM, search);
  if (filter) params.set(USERS_FILTER_PARAM, filter);
  const query = params.toString();
  return query ? `${webRoutes.users}?${query}` : webRoutes.users;
}
