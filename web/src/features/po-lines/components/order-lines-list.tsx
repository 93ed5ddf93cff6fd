import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { LuListChecks, LuPackageSearch } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDay, messages, type Order } from "@aql-portal/shared";
import { DataTable, listStatus, type DataTableProps } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { ListFooter } from "../../../components/data-table/list-footer";
import { useSession } from "../../../lib/auth/session-context";
import { perLanguage } from "../../../lib/i18n";
import { useOrders, type OrdersListKind } from "../api/list-orders";
import { orderLineName, type OrderColumns } from "./order-columns";
import { OrdersToolbar } from "./orders-toolbar";
import { useOrdersFilters } from "./use-orders-filters";

/** A PO-line list: its filters (in the address) and the lines they read, page after page. */
export function useOrderLines(kind: OrdersListKind) {
  const filters = useOrdersFilters(kind);
  const orders = useOrders(filters.request.ok ? filters.request.query : null);
  return { kind, filters, orders };
}

export type OrderLines = ReturnType<typeof useOrderLines>;

/** What each list is called, and what it says when it has no line to show (made once per language). */
const lists = perLanguage(
  (): Record<
    OrdersListKind,
    {
      label: string;
      noun: readonly [string, string];
      icon: IconType;
      /** Leads the message when the lines cannot be read. */
      failedTo?: string;
      invalidRange: string;
      narrowed: string;
      none: (from: string) => string;
      noneDetail: string;
    }
  > => ({
    ready: {
      label: t`PO lines ready to inspect`,
      noun: [t`PO line`, t`PO lines`],
      icon: LuPackageSearch,
      invalidRange: t`Fix the delivery dates to see PO lines.`,
      narrowed: t`No PO lines ready to inspect match these filters.`,
      none: (from) => t`No PO lines ready to inspect from ${from}.`,
      noneDetail: t`Lines arrive with an import of orders; lines already planned or skipped are not listed here.`,
    },
    skipped: {
      label: t`Skipped PO lines`,
      noun: [t`skipped PO line`, t`skipped PO lines`],
      icon: LuListChecks,
      failedTo: messages.unableToFetchSkippedInspections,
      invalidRange: t`Fix the delivery dates to see skipped lines.`,
      narrowed: t`No skipped PO lines match these filters.`,
      none: (from) => t`No skipped PO lines delivering from ${from}.`,
      noneDetail: t`Lines skipped on CREATE INSPECTIONS are listed here with their reason.`,
    },
  }),
);

export interface OrderLinesListProps extends Pick<DataTableProps<Order>, "isRowSelected" | "isRowMuted"> {
  lines: OrderLines;
  columns: OrderColumns;
  /** Between the filters and the table, e.g. what the ticked lines make. */
  children?: ReactNode;
}

/**
 * The body of both PO-line pages: search, supplier and delivery dates, the lines by delivery date (the server's
 * order; no column sorts), and "Load more".
 */
export function OrderLinesList({ lines, columns, children, ...rows }: OrderLinesListProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const { kind, filters, orders } = lines;
  const list = lists()[kind];
  const icon = <list.icon />;
  return (
    <>
      <OrdersToolbar filters={filters} showSupplier={user.supplier === null} />
      {children}
      <DataTable
        label={list.label}
        columns={columns}
        data={orders.items}
        getRowId={(order) => order.id}
        status={listStatus(orders, () => void orders.reload(), list.failedTo)}
        refreshing={orders.isRefreshing}
        density="sm"
        rowName={orderLineName}
        {...rows}
        empty={
          !filters.request.ok ? (
            <ListEmpty icon={icon} title={list.invalidRange} />
          ) : filters.narrowed ? (
            <ListEmpty
              icon={icon}
              title={list.narrowed}
              clear={{ label: t`Clear the filters`, onClick: filters.clear }}
            />
          ) : (
            <ListEmpty
              icon={icon}
              title={list.none(formatDay(filters.filters.from))}
              detail={list.noneDetail}
            />
          )
        }
      />
      <ListFooter list={orders} noun={list.noun} />
    </>
  );
}
