import { Box, Flex, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { LuSearch } from "react-icons/lu";
import { PLATFORMS, ROLES_BY_HIERARCHY, type MetaItem } from "@aql-portal/shared";

/** The API filters on one key at a time, so one picker offers every filter, grouped by key. */
export interface UsersToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** "key:value", or "" for everyone. */
  filter: string;
  onFilterChange: (filter: string) => void;
  locations: readonly MetaItem<"locations">[];
}

export function UsersToolbar({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  locations,
}: UsersToolbarProps) {
  return (
    <Flex gap="3" wrap="wrap" mb="4">
      <Box flex="1 1 280px" maxW={{ md: "380px" }}>
        <InputGroup startElement={<LuSearch aria-hidden="true" />}>
          <Input
            type="search"
            bg="bg"
            placeholder="Search by name or email"
            aria-label="Search users by name or email"
            value={search}
            maxLength={100}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </InputGroup>
      </Box>
      <Box flex="0 1 260px">
        <NativeSelect.Root>
          <NativeSelect.Field
            bg="bg"
            aria-label="Filter users"
            value={filter}
            onChange={(event) => onFilterChange(event.target.value)}
          >
            <option value="">All users</option>
            <optgroup label="Approval">
              <option value="approval:APPROVED">Approved</option>
              <option value="approval:PENDING">Pending approval</option>
            </optgroup>
            <optgroup label="Role">
              {ROLES_BY_HIERARCHY.map((role) => (
                <option key={role.name} value={`role:${role.name}`}>
                  {role.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Platform">
              {Object.entries(PLATFORMS).map(([value, label]) => (
                <option key={value} value={`platform:${value}`}>
                  {label}
                </option>
              ))}
            </optgroup>
            {locations.length > 0 ? (
              <optgroup label="Location">
                {locations.map((location) => (
                  <option key={location.id} value={`location:${location.id}`}>
                    {location.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </Flex>
  );
}
