import { Box, Flex, InputGroup, NativeSelect, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuFilter } from "react-icons/lu";
import {
  PLATFORMS,
  ROLES,
  ROLES_BY_HIERARCHY,
  type APPROVAL_VALUES,
  type USER_FILTER_KEYS,
  type MetaItem,
} from "@aql-portal/shared";
import { ClearButton } from "../../../components/ui/clear-button";
import { SearchBox } from "../../../components/ui/search-box";
import type { SelectOption } from "../../../components/ui/select";

/** The API filters on one key at a time, so one picker offers every filter, grouped by key. */
export interface UsersToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** "key:value", or "" for everyone. */
  filter: string;
  onFilterChange: (filter: string) => void;
  locations: readonly MetaItem<"locations">[];
  /** Present while a search or filter narrows the list. */
  onClear?: (() => void) | undefined;
}

/** The picker's groups: each filter key, and the values it takes ("role:ADMIN"); an empty group is left out. */
function filterGroups(locations: readonly MetaItem<"locations">[]) {
  const approvalLabels: Readonly<Record<(typeof APPROVAL_VALUES)[number], string>> = {
    APPROVED: t`Approved`,
    PENDING: t`Pending approval`,
  };
  return [
    {
      key: "approval",
      label: t`Approval`,
      options: Object.entries(approvalLabels).map(([value, label]) => ({ value, label })),
    },
    {
      key: "role",
      label: t`Role`,
      options: ROLES_BY_HIERARCHY.filter((role) => role.name !== "PENDING").map((role) => ({
        value: role.name,
        label: ROLES[role.name].label,
      })),
    },
    {
      key: "platform",
      label: t`Platform`,
      options: Object.entries(PLATFORMS).map(([value, label]) => ({ value, label })),
    },
    {
      key: "location",
      label: t`Location`,
      options: locations.map((location) => ({ value: location.id, label: location.name })),
    },
  ] satisfies { key: (typeof USER_FILTER_KEYS)[number]; label: string; options: SelectOption[] }[];
}

export function UsersToolbar({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  locations,
  onClear,
}: UsersToolbarProps) {
  const { t } = useLingui();
  return (
    <Flex gap="3" wrap="wrap" mb="4" align="center">
      <Box flex="1 1 280px" maxW={{ md: "380px" }}>
        <SearchBox
          label={t`Search users by name or email`}
          placeholder={t`Search by name or email`}
          value={search}
          onChange={onSearchChange}
          maxLength={100}
        />
      </Box>
      <Box flex="0 1 300px" minW="220px">
        <InputGroup
          startElement={<LuFilter aria-hidden="true" />}
          startElementProps={{ pointerEvents: "none" }}
        >
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              bg="bg"
              ps="10"
              aria-label={t`Filter users`}
              title={t`Filter by approval, role, platform or location`}
              value={filter}
              onChange={(event) => onFilterChange(event.target.value)}
            >
              <option value="">{t`All users`}</option>
              {filterGroups(locations).map((group) =>
                group.options.length > 0 ? (
                  <optgroup key={group.key} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.value} value={`${group.key}:${option.value}`}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                ) : null,
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </InputGroup>
      </Box>
      {onClear ? (
        <ClearButton onClick={onClear} />
      ) : (
        <Text fontSize="sm" color="fg.muted" hideBelow="lg">
          <Trans>Filter by approval, role, platform or location.</Trans>
        </Text>
      )}
    </Flex>
  );
}
