import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A list page's filters and sort kept in the address (reload and Back return to the same list): the params,
 * and `setParam` to set one (an empty value removes it), replacing the history entry rather than adding one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, setParams, setParam };
}
