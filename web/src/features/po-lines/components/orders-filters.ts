import { IsoDateSchema, ListOrdersQuerySchema, messages, isoDay } from "@aql-portal/shared";
import type { OrdersListKind, OrdersQuery } from "../api/list-orders";

/**
 * The PO-line lists' filters live in the address (?q=…&supplier=SUP-DKW&from=2026-01-05&to=…), so a reload or
 * Back shows the same list. Anything missing or unreadable there means "the default".
 */
export const ORDERS_FILTER_PARAMS = {
  search: "q",
  supplierId: "supplier",
  from: "from",
  to: "to",
} as const;
export type OrdersFilterKey = keyof typeof ORDERS_FILTER_PARAMS;

export interface OrdersFilters {
  search: string;
  supplierId: string;
  /** Delivery from: yesterday unless chosen (spec §9 "select inspection minus 1 day"). */
  from: string;
  /** Delivery to: empty for no end. */
  to: string;
}

/** Spec §9: the lists start at yesterday's deliveries (the tenant's days, UK time), with no end. */
export const defaultFrom = (now: Date) => isoDay(now, -1);

const { shape } = ListOrdersQuerySchema;

export function readOrdersFilters(params: URLSearchParams, now: Date): OrdersFilters {
  const read = (key: OrdersFilterKey) => params.get(ORDERS_FILTER_PARAMS[key])?.trim() ?? "";
  // Text the API would refuse (too long, from an edited address) is ignored rather than sent.
  const text = (key: "search" | "supplierId") => {
    const parsed = shape[key].safeParse(read(key) || undefined);
    return parsed.success ? (parsed.data ?? "") : "";
  };
  const date = (key: "from" | "to") => {
    const parsed = IsoDateSchema.safeParse(read(key));
    return parsed.success ? parsed.data : "";
  };
  return {
    search: text("search"),
    supplierId: text("supplierId"),
    from: date("from") || defaultFrom(now),
    to: date("to"),
  };
}

/** Whether the address narrows the list beyond the default (so "Clear" has something to clear). */
export function isNarrowed(params: URLSearchParams): boolean {
  return Object.values(ORDERS_FILTER_PARAMS).some((key) => (params.get(key)?.trim() ?? "") !== "");
}

export type OrdersRequest = { ok: true; query: OrdersQuery } | { ok: false; message: string };

/** The request the filters make; a range the API would refuse (from after to) is reported and never sent. */
export function ordersRequest(kind: OrdersListKind, filters: OrdersFilters): OrdersRequest {
  if (filters.to && filters.from > filters.to) return { ok: false, message: messages.invalidDateRange };
  return { ok: true, query: { kind, ...filters } };
}
