import { Box, HStack, Link, Text } from "@chakra-ui/react";
import { LuArrowUpRight, LuBuilding2, LuExternalLink } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { webRoutes, type AdminClient } from "@aql-portal/shared";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { PageHeader } from "../../../components/layouts/page-header";
import { IconDisc } from "../../../components/ui/icon-disc";
import { perLanguage } from "../../../lib/i18n";
import { useAdminClients } from "../api/list-admin-clients";

const column = dataTableColumnHelper<AdminClient>();

/** A portal address: an app path opens here, another site in a new tab. */
function PortalLink({ href }: { href: string }) {
  const external = /^https?:\/\//i.test(href);
  return (
    <Link
      href={href}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      fontWeight="medium"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      minH="10"
    >
      <Text as="span" wordBreak="break-all">
        {href}
      </Text>
      {external ? <LuExternalLink aria-hidden="true" /> : <LuArrowUpRight aria-hidden="true" />}
    </Link>
  );
}

/** Spec §2 Admin table: Client Name, Visibility Portal (clientPage), Operations Portal (userPage). */
const columns = perLanguage(() =>
  column.columns([
    column.accessor("name", {
      header: t`Client Name`,
      enableSorting: false,
      cell: ({ getValue }) => (
        <HStack gap="3">
          <IconDisc size="8" square bg="brand.subtle" color="brand.fg">
            <LuBuilding2 />
          </IconDisc>
          <Text fontWeight="semibold">{getValue()}</Text>
        </HStack>
      ),
    }),
    column.accessor("clientPage", {
      header: t`Visibility Portal`,
      enableSorting: false,
      cell: ({ getValue }) => <PortalLink href={getValue()} />,
    }),
    column.accessor("userPage", {
      header: t`Operations Portal`,
      enableSorting: false,
      cell: ({ getValue }) => <PortalLink href={getValue()} />,
    }),
  ]),
);

export function AdminClientsPage() {
  const clients = useAdminClients();
  const { t } = useLingui();
  return (
    <Box>
      <PageHeader
        title={t`Clients`}
        description={t`The provider’s clients, with the visibility portal their people use and the operations portal for staff.`}
        back={{ to: webRoutes.users, label: t`Users` }}
      />
      <DataTable
        label={t`Clients`}
        columns={columns()}
        data={clients.data ?? EMPTY}
        getRowId={(client) => client.id}
        status={listStatus(clients, () => void clients.mutate())}
        skeletonRows={3}
        empty={<ListEmpty icon={<LuBuilding2 />} title={t`No clients yet.`} />}
      />
    </Box>
  );
}

const EMPTY: AdminClient[] = [];
