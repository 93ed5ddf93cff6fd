import { useCallback, useMemo } from "react";
import type { SortingState } from "@tanstack/react-table";
import { useNavigate, useSearchParams } from "react-router-dom";
import {
  isNarrowed,
  paramsNamed,
  sortingOf,
  SORT_PARAM,
  type FilterParams,
  type ListSort,
  type ListSortDefinition,
} from "./list-filters";
import { useToday } from "./use-today";

/**
 * A list page's filters and sort kept in the address (reload and Back return to the same list): the params,
 * `setParam` to set one and `setParamValues` to set several at once (an empty value removes it; two `setParam`
 * calls in one event would each start from the same address, and the second would undo the first), replacing
 * the history entry rather than adding one.
 *
 * Each change starts from the address as it is now, not from the params of the last render: the router updates
 * the address at once but renders the new params in a transition, so a change made in between (a search typed
 * just before Clear, landing after it) would otherwise bring back what the earlier navigation removed. For the
 * same reason the setters keep their identity while the address changes, so a memoised part of the page given
 * them is not drawn again when another parameter (a drawer's) changes.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const setParamValues = useCallback(
    (values: Readonly<Record<string, string>>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(values)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // What setParams does, without its dependency on the params of the last render.
      void navigate(`?${next.toString()}`, { replace: true });
    },
    [navigate],
  );
  const setParam = useCallback(
    (key: string, value: string) => setParamValues({ [key]: value }),
    [setParamValues],
  );
  return { params, setParams, setParam, setParamValues };
}

/**
 * Only the parameters named, the same object for as long as they stay the same: what a page reads them into
 * (its filters, its sort, its request) is not made again, nor what is drawn from it, when another parameter of
 * the address changes (the check a drawer shows, beside a report's filters).
 */
export function useParamsNamed(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const key = paramsNamed(params, names).toString();
  return useMemo(() => new URLSearchParams(key), [key]);
}

/**
 * A list's filters in the address, by the names the page gives them: `setFilters` sets some at once (a date
 * range's two ends together), `narrowed` says whether any is set, `clearFilters` removes them all (the sort, and
 * a page's other parameters, stay).
 */
export function useListFilters<K extends string>(names: FilterParams<K>) {
  const { params, setParamValues } = useListParams();
  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) => {
      const values: Record<string, string> = {};
      for (const key of Object.keys(changes) as K[]) values[names[key]] = changes[key] ?? "";
      setParamValues(values);
    },
    [names, setParamValues],
  );
  const clearFilters = useCallback(
    () => setParamValues(Object.fromEntries(Object.values<string>(names).map((name) => [name, ""]))),
    [names, setParamValues],
  );
  return { params, setFilters, clearFilters, narrowed: isNarrowed(params, names) };
}

const SORT_PARAMS = [SORT_PARAM];

/** A list's sort in the address (see listSort): the sort, the table's state of it, and the table's setter. */
export function useListSort<K extends string>(definition: ListSortDefinition<K>) {
  const { params, setParam } = useListParams();
  const own = useParamsNamed(params, SORT_PARAMS);
  const sort = useMemo(() => definition.read(own), [definition, own]);
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const setSorting = useCallback(
    (next: SortingState) => {
      const chosen = definition.fromTable(next);
      if (chosen) setParam(SORT_PARAM, definition.param(chosen));
    },
    [definition, setParam],
  );
  return { sort, sorting, setSorting };
}

/** A sorted list page's address: its filters' parameters, how they are read, its sort, and the request they make. */
export interface ListAddress<K extends string, F, S extends string, R extends ListRequest> {
  params: FilterParams<K>;
  /**
   * The filters in the address, on this day (a default range moves on with the day). Given only the parameters
   * named in `params`: it reads nothing else.
   */
  read: (params: URLSearchParams, today: Date) => F;
  sort: ListSortDefinition<S>;
  /** What the filters and sort ask the server, or why they cannot. */
  request: (filters: F, sort: ListSort<S>) => R;
}

/** A list's request, or why none can be sent. */
type ListRequest = { ok: true } | { ok: false; message: string };

/**
 * A sorted list's filters and sort from the address (a module-level ListAddress), the request, and setters;
 * `toolbar` is what the page's filter toolbar is given (FilterToolbarProps), `table` what its table is.
 */
export function useListAddress<K extends string, F, S extends string, R extends ListRequest>(
  address: ListAddress<K, F, S, R>,
) {
  const { params, setFilters, clearFilters, narrowed } = useListFilters(address.params);
  // The filters are read from their own parameters alone (a ListAddress's `read` reads only those).
  const own = useParamsNamed(params, Object.values<string>(address.params));
  const today = useToday();
  const filters = useMemo(() => address.read(own, today), [address, own, today]);
  const { sort, sorting, setSorting } = useListSort(address.sort);
  const request = useMemo(() => address.request(filters, sort), [address, filters, sort]);
  const rangeError = request.ok ? null : request.message;
  const onClear = narrowed ? clearFilters : undefined;
  const toolbar = useMemo(
    () => ({ filters, onChange: setFilters, rangeError, onClear }),
    [filters, setFilters, rangeError, onClear],
  );
  const table = useMemo(() => ({ sorting, onSortingChange: setSorting }), [sorting, setSorting]);
  return { filters, request, setFilters, toolbar, table };
}
