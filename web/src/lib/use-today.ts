import { isoDay } from "@aql-portal/shared";
import { useSyncExternalStore } from "react";

let current: { day: string; moment: Date } | null = null;

/** A moment of today: the same object until the calendar day changes, so renders in between agree. */
function todaySnapshot(): Date {
  const moment = new Date();
  const day = isoDay(moment);
  if (current?.day !== day) current = { day, moment };
  return current.moment;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("focus", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/**
 * Today (the tenant's day, UK time: `isoDay`), for pages whose defaults are days ("yesterday to today"). A tablet left open
 * overnight moves to the new day when it is woken or the page gets focus again, rather than keep yesterday.
 */
export function useToday(): Date {
  return useSyncExternalStore(subscribe, todaySnapshot);
}
