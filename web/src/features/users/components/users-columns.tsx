import { Badge, HStack, Text } from "@chakra-ui/react";
import { PLATFORMS, type User } from "@aql-portal/shared";
import { dataTableColumnHelper } from "../../../components/data-table/columns";

const column = dataTableColumnHelper<User>();

/** Spec §2 Users table. NAME and EMAIL sort on the server; the rest are display only. */
export const usersColumns = column.columns([
  column.accessor("name", {
    header: "NAME",
    cell: ({ row }) => (
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" color={row.original.deleted ? "fg.muted" : "fg"}>
          {row.original.name}
        </Text>
        {row.original.status === "BLOCKED" ? (
          <Badge colorPalette="red" variant="subtle" size="sm">
            Suspended
          </Badge>
        ) : null}
        {row.original.deleted ? (
          <Badge colorPalette="gray" variant="subtle" size="sm">
            Deleted
          </Badge>
        ) : null}
      </HStack>
    ),
  }),
  column.accessor("email", {
    header: "EMAIL",
    cell: ({ getValue }) => <Text color="fg.muted">{getValue()}</Text>,
  }),
  column.accessor((user) => user.role.label, {
    id: "role",
    header: "ROLE",
    enableSorting: false,
  }),
  column.accessor((user) => user.locations.map((location) => location.name).join(", "), {
    id: "location",
    header: "LOCATION",
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue() || (
        <Text as="span" color="fg.subtle" aria-label="No location">
          —
        </Text>
      ),
  }),
  column.accessor((user) => PLATFORMS[user.platform], {
    id: "platform",
    header: "PLATFORM",
    enableSorting: false,
  }),
  column.accessor("approved", {
    header: "APPROVAL",
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue() ? (
        <Badge colorPalette="green" variant="subtle">
          Approved
        </Badge>
      ) : (
        <Badge colorPalette="orange" variant="subtle">
          Pending
        </Badge>
      ),
  }),
  // The user actions (edit, approve, block, delete…) arrive with the next release; the column is here so
  // the layout does not shift when they do.
  column.display({
    id: "action",
    header: "ACTION",
    meta: { width: "120px", align: "end" },
    cell: () => null,
  }),
]);
