import { useSyncExternalStore } from "react";

/**
 * Counts API requests in flight (spec §4): the global loader shows from the first request and hides when the
 * last one settles, however many overlap.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

function setInFlight(next: number): void {
  inFlight = next;
  for (const listener of listeners) listener();
}

export async function trackRequest<T>(work: Promise<T>): Promise<T> {
  setInFlight(inFlight + 1);
  try {
    return await work;
  } finally {
    setInFlight(inFlight - 1);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRequestsInFlight(): number {
  return useSyncExternalStore(subscribe, () => inFlight);
}
