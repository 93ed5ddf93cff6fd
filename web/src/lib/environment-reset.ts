import { useSyncExternalStore } from "react";

/**
 * Whether the API says the environment is being reset (its `x-environment-reset: running` on every signed-in
 * answer while a reset runs): the shells show a notice from it, and writes meanwhile are refused with 503.
 */
let resetting = false;
const listeners = new Set<() => void>();

/** Called with every signed-in answer's header. */
export function noteEnvironmentReset(header: string | null): void {
  const next = header === "running";
  if (next === resetting) return;
  resetting = next;
  for (const listener of listeners) listener();
}

export function useEnvironmentResetting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => resetting,
  );
}
