import { useCallback, useMemo } from "react";
import type { DateRange } from "../../../components/ui/date-input";
import { SEARCH_DELAY_MS } from "../../../components/ui/filters";
import { useDebouncedDraft } from "../../../lib/use-debounced-draft";
import { useToday } from "../../../lib/use-today";
import type { OrdersListKind } from "../api/list-orders";
import {
  ORDERS_FILTER_PARAMS,
  isNarrowed,
  ordersRequest,
  readOrdersFilters,
  type OrdersFilterKey,
} from "./orders-filters";
import { useListParams } from "../../../lib/use-list-params";

const trim = (value: string) => value.trim();

/**
 * The filters of a PO-line list, in the address: what they are, the request they make (or why none), and
 * setters. The search box is typed into freely and reaches the address (and the server) after a pause.
 */
export function useOrdersFilters(kind: OrdersListKind) {
  const { params, setParams, setParam, setParamValues } = useListParams();
  const today = useToday();
  const filters = useMemo(() => readOrdersFilters(params, today), [params, today]);
  const request = useMemo(() => ordersRequest(kind, filters), [kind, filters]);

  const setFilter = useCallback(
    (key: OrdersFilterKey, value: string) => setParam(ORDERS_FILTER_PARAMS[key], value),
    [setParam],
  );

  const setRange = useCallback(
    (range: DateRange) =>
      setParamValues({ [ORDERS_FILTER_PARAMS.from]: range.from, [ORDERS_FILTER_PARAMS.to]: range.to }),
    [setParamValues],
  );

  const [searchInput, setSearchInput] = useDebouncedDraft(
    filters.search,
    (search) => setFilter("search", search),
    SEARCH_DELAY_MS,
    trim,
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return {
    filters,
    request,
    searchInput,
    setSearchInput,
    setFilter,
    setRange,
    narrowed: isNarrowed(params) || searchInput.trim() !== "",
    clear,
  };
}

export type OrdersFiltersState = ReturnType<typeof useOrdersFilters>;
