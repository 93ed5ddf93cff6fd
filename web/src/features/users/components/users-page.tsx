import { useEffect, useMemo, useState } from "react";
import { Box, Button, Heading, Text, VStack } from "@chakra-ui/react";
import type { SortingState } from "@tanstack/react-table";
import { LuUsers } from "react-icons/lu";
import { USER_FILTER_KEYS, USER_SORT_KEYS, messages } from "@aql-portal/shared";
import { z } from "zod";
import { DataTable, type DataTableStatus } from "../../../components/data-table/data-table";
import { ListFooter } from "../../../components/data-table/list-footer";
import { useMetaList } from "../../../lib/reference-data";
import { useUsers, type UsersQuery } from "../api/list-users";
import { usersColumns } from "./users-columns";
import { UsersToolbar } from "./users-toolbar";

const SEARCH_DELAY_MS = 300;
const SortKeySchema = z.enum(USER_SORT_KEYS);
const FilterKeySchema = z.enum(USER_FILTER_KEYS);

/** Spec §4, §9: the list starts sorted by name, ascending. */
const DEFAULT_SORTING: SortingState = [{ id: "name", desc: false }];

function toFilter(value: string): UsersQuery["filter"] {
  const separator = value.indexOf(":");
  const key = FilterKeySchema.safeParse(value.slice(0, separator));
  return separator > 0 && key.success ? { key: key.data, value: value.slice(separator + 1) } : null;
}

export function UsersPage() {
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState("");
  const locations = useMetaList("locations");

  // Search as the user types, but not on every keystroke.
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchInput.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  const query = useMemo<UsersQuery>(() => {
    const sort = sorting[0];
    const sortKey = SortKeySchema.safeParse(sort?.id);
    return {
      sortKey: sortKey.success ? sortKey.data : "name",
      sortOrder: sort?.desc ? -1 : 1,
      search,
      filter: toFilter(filter),
    };
  }, [sorting, search, filter]);

  const { users, error, isLoading, isRefreshing, isLoadingMore, hasMore, loadMore, retry } = useUsers(query);

  const status: DataTableStatus = error
    ? { kind: "error", message: error.message || messages.internalError, onRetry: retry }
    : isLoading
      ? { kind: "loading" }
      : { kind: "ready" };

  const narrowed = search !== "" || filter !== "";
  const clearNarrowing = () => {
    setSearchInput("");
    setSearch("");
    setFilter("");
  };

  return (
    <Box>
      <Box mb="5">
        <Heading as="h1" size="2xl" color="brand.900">
          Users
        </Heading>
        <Text color="fg.muted" mt="1">
          Everyone who can sign in to the portal, with their role, locations and approval.
        </Text>
      </Box>
      <UsersToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        filter={filter}
        onFilterChange={setFilter}
        locations={locations.data ?? []}
      />
      <DataTable
        label="Users"
        columns={usersColumns}
        data={users}
        getRowId={(user) => user.id}
        sorting={sorting}
        onSortingChange={setSorting}
        status={status}
        refreshing={isRefreshing}
        empty={
          <VStack gap="2" color="fg.muted">
            <Box fontSize="2xl" aria-hidden="true">
              <LuUsers />
            </Box>
            <Text fontWeight="semibold" color="fg">
              {narrowed ? "No users match your search." : "No users yet."}
            </Text>
            {narrowed ? (
              <Button size="sm" variant="ghost" colorPalette="brand" onClick={clearNarrowing}>
                Clear search and filter
              </Button>
            ) : (
              <Text fontSize="sm">People appear here after their first sign-in.</Text>
            )}
          </VStack>
        }
      />
      {status.kind === "ready" && users.length > 0 ? (
        <ListFooter
          shown={users.length}
          noun={["user", "users"]}
          hasMore={hasMore}
          loadingMore={isLoadingMore}
          onLoadMore={loadMore}
        />
      ) : null}
    </Box>
  );
}
