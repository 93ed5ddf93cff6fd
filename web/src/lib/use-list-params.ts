import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A list page's filters and sort kept in the address (reload and Back return to the same list): the params,
 * `setParam` to set one and `setParamValues` to set several at once (an empty value removes it; two `setParam`
 * calls in one event would each start from the same address, and the second would undo the first), replacing
 * the history entry rather than adding one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setParamValues = useCallback(
    (values: Readonly<Record<string, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
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
