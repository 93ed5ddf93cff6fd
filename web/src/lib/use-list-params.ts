import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { isNarrowed, type FilterParams } from "./list-filters";

/**
 * A list page's filters and sort kept in the address (reload and Back return to the same list): the params,
 * `setParam` to set one and `setParamValues` to set several at once (an empty value removes it; two `setParam`
 * calls in one event would each start from the same address, and the second would undo the first), replacing
 * the history entry rather than adding one.
 *
 * Each change starts from the address as it is now, not from the params of the last render: the router updates
 * the address at once but renders the new params in a transition, so a change made in between (a search typed
 * just before Clear, landing after it) would otherwise bring back what the earlier navigation removed.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setParamValues = useCallback(
    (values: Readonly<Record<string, string>>) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(values)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setParam = useCallback(
    (key: string, value: string) => setParamValues({ [key]: value }),
    [setParamValues],
  );
  return { params, setParams, setParam, setParamValues };
}

/**
 * A list's filters in the address, by the names the page gives them: `setFilters` sets some at once (a date
 * range's two ends together), `narrowed` says whether any is set, `clearFilters` removes them all (the sort, and
 * a page's other parameters, stay).
 */
export function useListFilters<K extends string>(names: FilterParams<K>) {
  const { params, setParam, setParamValues } = useListParams();
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
  return { params, setParam, setFilters, clearFilters, narrowed: isNarrowed(params, names) };
}
