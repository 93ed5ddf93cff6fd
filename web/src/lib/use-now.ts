import { useEffect, useState } from "react";

/**
 * The time (ms since the epoch) when the component mounted, ticking every `ms` (null: not ticking): for countdowns
 * ("retrying in 10 s") and running clocks (a reset's elapsed time).
 */
export function useNow(ms: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (ms === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}
