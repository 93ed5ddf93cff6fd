import { Box, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LuInbox } from "react-icons/lu";
import { formatDateTime, type WebhookDelivery } from "@aql-portal/shared";
import { countCell, noValue, subLine } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { perLanguage } from "../../../lib/i18n";
import { useWebhookDeliveries } from "../api/list-webhook-deliveries";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { deliveryKindLabel } from "./webhook-labels";

const column = dataTableColumnHelper<WebhookDelivery>();

const momentCell = (value: string | null, label: string) =>
  value ? <Text whiteSpace="nowrap">{formatDateTime(value)}</Text> : noValue(label);

/**
 * A delivery a row: the event (and its id, the `webhook-id` header the receiver logs), where it stands, how often it
 * was tried, the endpoint's last answer or why there was none, and when it was and will next be tried. On a tablet
 * the columns that matter least go into each row's detail (docs/decisions/tablet-layout.md).
 */
const deliveryColumns = perLanguage(() =>
  column.columns([
    column.accessor("kind", {
      header: t`Event`,
      enableSorting: false,
      cell: ({ row }) => (
        <Box minW="48">
          <Text fontWeight="medium">{deliveryKindLabel(row.original.kind)}</Text>
          <Box overflowWrap="anywhere">{subLine(row.original.eventId)}</Box>
        </Box>
      ),
      meta: { minWidth: 240 },
    }),
    column.accessor("status", {
      header: t`Status`,
      enableSorting: false,
      cell: ({ getValue }) => <DeliveryStatusBadge status={getValue()} />,
      meta: { minWidth: 110 },
    }),
    column.accessor("attempts", {
      header: t`Attempts`,
      enableSorting: false,
      cell: ({ getValue }) => countCell(getValue()),
      meta: { align: "end", minWidth: 100, priority: 3 },
    }),
    column.accessor("lastResponseCode", {
      header: t`Response`,
      enableSorting: false,
      cell: ({ getValue }) => {
        const code = getValue();
        return code === null ? noValue(t`No answer`) : <Text fontVariantNumeric="tabular-nums">{code}</Text>;
      },
      meta: { align: "end", minWidth: 100, priority: 2, hint: t`The endpoint's last HTTP status code` },
    }),
    column.accessor("lastError", {
      header: t`Last error`,
      enableSorting: false,
      cell: ({ getValue }) => {
        const error = getValue();
        return error ? (
          <Text fontSize="sm" minW="40" overflowWrap="anywhere">
            {error}
          </Text>
        ) : (
          noValue(t`No error`)
        );
      },
      meta: { minWidth: 200, priority: 4 },
    }),
    column.accessor("lastAttemptAt", {
      header: t`Last attempt`,
      enableSorting: false,
      cell: ({ getValue }) => momentCell(getValue(), t`Not tried yet`),
      meta: { minWidth: 170, priority: 1 },
    }),
    column.accessor("nextAttemptAt", {
      header: t`Next attempt`,
      enableSorting: false,
      cell: ({ getValue }) => momentCell(getValue(), t`No attempt planned`),
      meta: { minWidth: 170, priority: 5 },
    }),
  ]),
);

/** One endpoint's deliveries, newest first, read again every few seconds while one of them is still being tried. */
export function DeliveriesTable({ webhookId }: { webhookId: string }) {
  const { t } = useLingui();
  const deliveries = useWebhookDeliveries(webhookId);
  return (
    <DataTable
      label={t`Deliveries`}
      columns={deliveryColumns()}
      data={deliveries.data ?? EMPTY}
      getRowId={(delivery) => delivery.id}
      status={listStatus(deliveries, () => void deliveries.mutate(), t`Unable to fetch the deliveries`)}
      skeletonRows={4}
      rowName={(delivery) => deliveryKindLabel(delivery.kind)}
      empty={
        <ListEmpty
          icon={<LuInbox />}
          title={t`Nothing has been sent to this endpoint yet.`}
          detail={t`Its deliveries show here as events of its kinds happen. Send a test event to try it now.`}
        />
      }
    />
  );
}

const EMPTY: WebhookDelivery[] = [];
