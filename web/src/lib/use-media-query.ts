import { useCallback, useSyncExternalStore } from "react";

/** Spec §9 breakpoints: below this width the sidebar folds away. */
export const SIDEBAR_BREAKPOINT_QUERY = "(min-width: 992px)";
/** Below this width the sidebar starts collapsed, so a seven-column table fits a 1024 px tablet. */
export const ROOMY_SCREEN_QUERY = "(min-width: 1200px)";

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
