/**
 * When an embedded report asks for a new token (docs/decisions/powerbi.md): before the one it holds expires,
 * with a quarter of its remaining life (at most five minutes) to spare — so a report left open all day never
 * breaks — and never twice within ten seconds.
 */
const MAX_MARGIN_MS = 5 * 60_000;
const MIN_DELAY_MS = 10_000;

/** Milliseconds from `now` until the token expiring at `expiresAt` should be replaced. */
export function refreshDelay(expiresAt: string, now: number): number {
  const remaining = Date.parse(expiresAt) - now;
  const margin = Math.min(MAX_MARGIN_MS, Math.max(0, remaining) / 4);
  return Math.max(MIN_DELAY_MS, remaining - margin);
}
