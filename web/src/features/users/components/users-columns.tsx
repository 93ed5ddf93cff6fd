import { Badge, HStack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { PLATFORMS, type User } from "@aql-portal/shared";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { perLanguage } from "../../../lib/i18n";
import { UserRowActions } from "./user-row-actions";

const column = dataTableColumnHelper<User>();

/**
 * Spec §2 Users table. NAME and EMAIL sort on the server; the rest are display only. The ACTION cell offers
 * what the signed-in administrator may do (UserRowActionsContext); one set of columns per language. The
 * table fits its width: name, email and approval first, then role, location and platform as room allows.
 */
export const usersColumns = perLanguage(() =>
  column.columns([
    column.accessor("name", {
      header: t`NAME`,
      meta: { minWidth: 170 },
      cell: ({ row }) => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" color={row.original.deleted ? "fg.muted" : "fg"}>
            {row.original.name}
          </Text>
          {row.original.status === "BLOCKED" ? (
            <Badge colorPalette="red" variant="subtle" size="sm">
              <Trans>Suspended</Trans>
            </Badge>
          ) : null}
          {row.original.deleted ? (
            <Badge colorPalette="gray" variant="outline" size="sm">
              <Trans>Deleted</Trans>
            </Badge>
          ) : null}
        </HStack>
      ),
    }),
    column.accessor("email", {
      header: t`EMAIL`,
      meta: { minWidth: 200 },
      cell: ({ getValue }) => {
        // A long address wraps before the @ rather than mid-word.
        const email = getValue();
        const at = email.lastIndexOf("@");
        return (
          <Text color="fg.muted" overflowWrap="anywhere">
            {at > 0 ? (
              <>
                {email.slice(0, at)}
                <wbr />
                {email.slice(at)}
              </>
            ) : (
              email
            )}
          </Text>
        );
      },
    }),
    column.accessor((user) => user.role.label, {
      id: "role",
      header: t`ROLE`,
      meta: { priority: 2, minWidth: 130 },
      enableSorting: false,
      cell: ({ row, getValue }) =>
        row.original.role.name === "PENDING" ? (
          <Text as="span" color="fg.subtle">
            —
          </Text>
        ) : (
          getValue()
        ),
    }),
    column.accessor((user) => user.locations.map((location) => location.name).join(", "), {
      id: "location",
      header: t`LOCATION`,
      meta: { priority: 3, minWidth: 140 },
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() || (
          <Text as="span" color="fg.subtle" aria-label={t`No location`}>
            —
          </Text>
        ),
    }),
    column.accessor((user) => PLATFORMS[user.platform], {
      id: "platform",
      header: t`PLATFORM`,
      meta: { priority: 4, minWidth: 110 },
      enableSorting: false,
    }),
    column.accessor("approved", {
      header: t`APPROVAL`,
      meta: { priority: 1, minWidth: 150 },
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() ? (
          <Badge colorPalette="green" variant="subtle">
            <Trans>Approved</Trans>
          </Badge>
        ) : (
          <Badge colorPalette="orange" variant="subtle" whiteSpace="nowrap">
            <Trans>Pending approval</Trans>
          </Badge>
        ),
    }),
    column.display({
      id: "action",
      header: t`ACTION`,
      meta: { width: "96px", align: "end", stickyEnd: true },
      cell: ({ row }) => <UserRowActions user={row.original} />,
    }),
  ]),
);
