import { createContext, Fragment, use } from "react";
import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LuListChecks, LuRotateCw, LuSend, LuTrash2 } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { EVENT_KINDS, formatDateTime, type WebhookEndpoint } from "@aql-portal/shared";
import { noValue, subLine } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";
import { perLanguage } from "../../../lib/i18n";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import type { EndpointAction } from "./use-endpoint-actions";
import { kindsCount } from "./webhook-labels";
import { endpointPath } from "./webhooks-address";

/** How many of an endpoint's kinds its row names; its page names them all. */
const KINDS_NAMED = 3;

/**
 * The table's columns are fixed; what an action does comes through context, so that a list read again does not
 * remount its cells (which would close an open menu).
 */
export const EndpointActionsContext = createContext<
  ((endpoint: WebhookEndpoint, action: EndpointAction) => void) | null
>(null);

const actionGroups = perLanguage((): readonly (readonly RowAction<EndpointAction>[])[] => [
  [{ value: "deliveries", label: t`Deliveries`, icon: LuListChecks }],
  [
    { value: "test", label: t`Send test event`, icon: LuSend },
    { value: "rotate", label: t`Rotate secret`, icon: LuRotateCw },
  ],
  [{ value: "delete", label: t`Delete`, icon: LuTrash2, destructive: true }],
]);

function EndpointActionsCell({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui();
  const onAction = use(EndpointActionsContext);
  if (!onAction) return null;
  const url = endpoint.url;
  return (
    <RowActionsMenu
      label={t`Actions for ${url}`}
      groups={actionGroups()}
      onAction={(action) => onAction(endpoint, action)}
    />
  );
}

/** The first kinds by name, then how many more. */
function KindsCell({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui();
  const named = endpoint.kinds.slice(0, KINDS_NAMED);
  const more = endpoint.kinds.length - named.length;
  return (
    <Box minW="48">
      <Text fontWeight="medium" fontSize="sm">
        {kindsCount(endpoint.kinds)}
      </Text>
      {named.map((kind) => (
        <Fragment key={kind}>{subLine(EVENT_KINDS[kind].label)}</Fragment>
      ))}
      {more > 0 ? subLine(t`and ${more} more`) : null}
    </Box>
  );
}

const column = dataTableColumnHelper<WebhookEndpoint>();

/** The endpoints' table: the URL (which opens its deliveries) with its description, its kinds, its last delivery. */
export const endpointColumns = perLanguage(() =>
  column.columns([
    column.accessor("url", {
      header: t`Endpoint`,
      enableSorting: false,
      cell: ({ row }) => (
        <Box minW="56">
          <Link asChild fontWeight="semibold" overflowWrap="anywhere">
            <RouterLink to={endpointPath(row.original.id)}>{row.original.url}</RouterLink>
          </Link>
          {row.original.description ? subLine(row.original.description) : null}
        </Box>
      ),
    }),
    column.accessor("kinds", {
      header: t`Events`,
      enableSorting: false,
      cell: ({ row }) => <KindsCell endpoint={row.original} />,
    }),
    column.accessor("lastDelivery", {
      header: t`Last delivery`,
      enableSorting: false,
      cell: ({ getValue }) => {
        const last = getValue();
        if (!last) return noValue(t`No delivery yet`);
        return (
          <Stack gap="1" align="flex-start">
            <DeliveryStatusBadge status={last.status} />
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {formatDateTime(last.at)}
            </Text>
          </Stack>
        );
      },
      meta: { width: "180px" },
    }),
    column.display({
      id: "action",
      header: t`Action`,
      cell: ({ row }) => <EndpointActionsCell endpoint={row.original} />,
      meta: { width: "96px", align: "end", stickyEnd: true },
    }),
  ]),
);
