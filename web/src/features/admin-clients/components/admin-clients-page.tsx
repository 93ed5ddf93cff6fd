import { Box, Flex, Heading, HStack, Link, Text, VStack } from "@chakra-ui/react";
import { LuArrowLeft, LuArrowUpRight, LuBuilding2, LuExternalLink } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { messages, webRoutes, type AdminClient } from "@aql-portal/shared";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { DataTable, type DataTableStatus } from "../../../components/data-table/data-table";
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
      color="brand.fg"
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
const columns = column.columns([
  column.accessor("name", {
    header: "Client Name",
    enableSorting: false,
    cell: ({ getValue }) => (
      <HStack gap="3">
        <Box
          display="grid"
          placeItems="center"
          boxSize="8"
          borderRadius="md"
          bg="brand.subtle"
          color="brand.fg"
          flexShrink="0"
          aria-hidden="true"
        >
          <LuBuilding2 />
        </Box>
        <Text fontWeight="semibold">{getValue()}</Text>
      </HStack>
    ),
  }),
  column.accessor("clientPage", {
    header: "Visibility Portal",
    enableSorting: false,
    cell: ({ getValue }) => <PortalLink href={getValue()} />,
  }),
  column.accessor("userPage", {
    header: "Operations Portal",
    enableSorting: false,
    cell: ({ getValue }) => <PortalLink href={getValue()} />,
  }),
]);

export function AdminClientsPage() {
  const { data, error, isLoading, mutate } = useAdminClients();
  const status: DataTableStatus = error
    ? { kind: "error", message: error.message || messages.internalError, onRetry: () => void mutate() }
    : isLoading
      ? { kind: "loading" }
      : { kind: "ready" };

  return (
    <Box>
      <Box mb="5">
        <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" mb="2">
          <RouterLink to={webRoutes.users}>
            <LuArrowLeft aria-hidden="true" />
            Users
          </RouterLink>
        </Link>
        <Flex align="flex-end" justify="space-between" gap="4" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl" color="brand.900">
              Clients
            </Heading>
            <Text color="fg.muted" mt="1">
              The provider’s clients, with the visibility portal their people use and the operations portal
              for staff.
            </Text>
          </Box>
        </Flex>
      </Box>
      <DataTable
        label="Clients"
        columns={columns}
        data={data ?? EMPTY}
        getRowId={(client) => client.id}
        sorting={NO_SORTING}
        onSortingChange={() => undefined}
        status={status}
        skeletonRows={3}
        empty={
          <VStack gap="2" color="fg.muted">
            <Box fontSize="2xl" aria-hidden="true">
              <LuBuilding2 />
            </Box>
            <Text fontWeight="semibold" color="fg">
              No clients yet.
            </Text>
          </VStack>
        }
      />
    </Box>
  );
}

const EMPTY: AdminClient[] = [];
const NO_SORTING: [] = [];
