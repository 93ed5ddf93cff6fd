import { existsSync, renameSync, rmSync } from "node:fs";

/**
 * Builds into a folder beside `dist` and swaps it in at once: a stack already serving `dist` (npm start beside
 * npm test) never sees it half-written or emptied, only the old build or the new one, and nothing of the old
 * build is left behind to ship with the new one.
 */
export async function buildAndSwapIn(dist: string, build: (outDir: string) => Promise<void>): Promise<void> {
  const fresh = `${dist}.building-${process.pid}`;
  const old = `${dist}.old-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  await build(fresh);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(fresh, dist);
  rmSync(old, { recursive: true, force: true });
}
