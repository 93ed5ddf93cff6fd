import { DEFAULT_PAGE_SIZE, OrderPageSchema, apiRoutes, type Order, type Page } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { usePagedList, type ListDefinition } from "../../../lib/use-paged-list";

/** Which PO lines: ready to inspect (CREATE INSPECTIONS) or skipped (SKIPPED INSPECTIONS). */
export type OrdersListKind = "ready" | "skipped";

export interface OrdersQuery {
  kind: OrdersListKind;
  /** Delivery dates, both ends included; `to` empty for no end. */
  from: string;
  to: string;
  supplierId: string;
  /** Part of a PO number or style code. */
  search: string;
}

/** GET /api/orders: one page of PO lines by delivery date. The table draws its own skeleton. */
export function listOrders(query: OrdersQuery, continuationToken: string | null): Promise<Page<Order>> {
  return apiRequest(apiRoutes.orders, {
    query: {
      readyToInspect: query.kind === "ready" ? "true" : undefined,
      skipped: query.kind === "skipped" ? "true" : undefined,
      from: query.from || undefined,
      to: query.to || undefined,
      supplierId: query.supplierId || undefined,
      search: query.search || undefined,
      pageSize: DEFAULT_PAGE_SIZE,
      continuationToken: continuationToken ?? undefined,
    },
    schema: OrderPageSchema,
    showLoader: false,
  });
}

/** Both lists of PO lines (ready and skipped) under one name: their pages differ by the query's kind. */
const ordersList: ListDefinition<"order"> = { name: "orders", kind: "order", idOf: (row: Order) => row.id };

/** PO lines, page after page; no query (filters that cannot be sent) reads nothing. */
export function useOrders(query: OrdersQuery | null) {
  return usePagedList(ordersList, query, listOrders);
}
