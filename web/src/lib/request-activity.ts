import { useSyncExternalStore } from "react";
import { messages } from "@aql-portal/shared";

/**
 * The waits the global loader stands for (spec §2, §4): it shows from the first one and hides when the last one
 * settles, however many overlap, and says what is being waited for — the first wait that named it ("Signing
 * you in…"), else the spec's "Please wait".
 */
interface Wait {
  message: string | null;
}
let waits: readonly Wait[] = [];
let shown: string | null = null;
const listeners = new Set<() => void>();

function setWaits(next: readonly Wait[]): void {
  waits = next;
  shown =
    waits.length === 0 ? null : (waits.find((wait) => wait.message)?.message ?? `${messages.pleaseWait}…`);
  for (const listener of listeners) listener();
}

/** Shows the loader while `work` runs: an API request, or a longer task made of several (sign-in, finishing). */
export async function trackWait<T>(work: Promise<T>, message?: string): Promise<T> {
  const wait: Wait = { message: message ?? null };
  setWaits([...waits, wait]);
  try {
    return await work;
  } finally {
    setWaits(waits.filter((candidate) => candidate !== wait));
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the loader says now; null while nothing is waited for. */
export function useWaitMessage(): string | null {
  return useSyncExternalStore(subscribe, () => shown);
}
