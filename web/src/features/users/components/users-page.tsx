import { useCallback, useMemo, useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import type { SortingState } from "@tanstack/react-table";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuBuilding2, LuUserPlus, LuUsers } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import {
  USER_FILTER_KEYS,
  USER_SORT_KEYS,
  can,
  webRoutes,
  type User,
  type UserAction,
} from "@aql-portal/shared";
import { z } from "zod";
import { SEARCH_DELAY_MS } from "../../../components/ui/filters";
import { PagedListTable } from "../../../components/data-table/paged-list-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { useSession } from "../../../lib/auth/session-context";
import { useMetaList } from "../../../lib/reference-data";
import { useUsers, type UsersQuery } from "../api/list-users";
import { ApproveUserDialog } from "./approve-user-dialog";
import { PageHeader } from "../../../components/layouts/page-header";
import { LinkButton } from "../../../components/ui/link-button";
import { useUserActions } from "./use-user-actions";
import { UserRowActionsContext } from "./user-row-actions";
import { usersColumns } from "./users-columns";
import { USERS_FILTER_PARAM, USERS_SEARCH_PARAM } from "./users-list-path";
import { UsersToolbar } from "./users-toolbar";
import { useDebouncedDraft } from "../../../lib/use-debounced-draft";
import { useListParams } from "../../../lib/use-list-params";

const trim = (value: string) => value.trim();
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
  const { t } = useLingui();
  const { user: me, role } = useSession();
  const canManage = can(role.name, "users:manage");
  const canSeeClients = can(role.name, "admin-clients:read");
  // Search and filter live in the address, so Back from an edit (or a reload) returns to the same list.
  const { params, setParams, setParam } = useListParams();
  const search = params.get(USERS_SEARCH_PARAM)?.trim() ?? "";
  const filter = params.get(USERS_FILTER_PARAM) ?? "";
  // Search as the user types, but not on every keystroke; and only when the text differs from the address,
  // so a list that is being left (or has nothing to change) never navigates.
  const [searchInput, setSearchInput] = useDebouncedDraft(
    search,
    (wanted) => setParam(USERS_SEARCH_PARAM, wanted),
    SEARCH_DELAY_MS,
    trim,
  );
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const locations = useMetaList("locations");

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

  const list = useUsers(query);
  const { reload } = list;
  const retry = useCallback(() => void reload(), [reload]);
  const actions = useUserActions({ onReloadList: retry });
  const { perform } = actions;

  const rowActions = useMemo(
    () => ({
      actor: { id: me.id, role: role.name },
      onAction: (user: User, action: UserAction) => void perform(user, action),
    }),
    [me.id, role.name, perform],
  );

  const narrowed = search !== "" || filter !== "";
  const clearNarrowing = () => {
    setSearchInput("");
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <Box>
      <PageHeader
        title={t`Users`}
        description={t`Everyone who can sign in to the portal, with their role, locations and approval.`}
        actions={
          <>
            {canSeeClients ? (
              <LinkButton to={webRoutes.clients} icon={LuBuilding2}>
                {t`Clients`}
              </LinkButton>
            ) : null}
            {canManage ? (
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to={webRoutes.addUser}>
                  <LuUserPlus aria-hidden="true" />
                  <Trans>Add user</Trans>
                </RouterLink>
              </Button>
            ) : null}
          </>
        }
      />
      <UsersToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        filter={filter}
        onFilterChange={(value) => setParam(USERS_FILTER_PARAM, value)}
        locations={locations.data ?? []}
        onClear={narrowed || searchInput !== "" ? clearNarrowing : undefined}
      />
      <UserRowActionsContext value={canManage ? rowActions : null}>
        <PagedListTable
          label={t`Users`}
          columns={usersColumns()}
          list={list}
          getRowId={(user) => user.id}
          sorting={sorting}
          onSortingChange={setSorting}
          isRowMuted={(user) => user.deleted}
          rowName={(user) => user.name}
          noun={[t`user`, t`users`]}
          empty={
            narrowed ? (
              <ListEmpty
                icon={<LuUsers />}
                title={t`No users match your search.`}
                clear={{ label: t`Clear search and filter`, onClick: clearNarrowing }}
              />
            ) : (
              <ListEmpty
                icon={<LuUsers />}
                title={t`No users yet.`}
                detail={t`People appear here after their first sign-in.`}
              />
            )
          }
        />
      </UserRowActionsContext>
      {canManage ? (
        <ApproveUserDialog
          user={actions.approving}
          actorRole={role.name}
          onClose={actions.cancelApprove}
          onApprove={actions.approve}
        />
      ) : null}
    </Box>
  );
}
