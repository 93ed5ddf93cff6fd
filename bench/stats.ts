import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../scripts/stack/stack";

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] ?? NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Keeps a run's figures in bench/results/<name>.json (not committed; docs/benchmarks.md records them). */
export function writeResults(name: string, results: unknown): void {
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, "bench/results", `${name}.json`), JSON.stringify(results, null, 2));
}

/** One metric of the API's Server-Timing header (Cosmos round trips, documents...), which the data layer fills. */
export function serverTiming(header: string | null, metric: string): number {
  const match = new RegExp(`${metric};desc=(\\d+)`).exec(header ?? "");
  if (!match?.[1]) throw new Error(`No ${metric} in Server-Timing: ${header}`);
  return Number(match[1]);
}
