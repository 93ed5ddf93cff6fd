import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { ROOT } from "../scripts/stack/stack";

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] ?? NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** How many requests were measured, and their median and 95th-percentile latency in ms (to a tenth). */
export function latency(samples: readonly { ms: number }[]) {
  const ms = samples.map((s) => s.ms);
  const tenths = (value: number) => Math.round(value * 10) / 10;
  return { requests: samples.length, p50Ms: tenths(median(ms)), p95Ms: tenths(percentile(ms, 95)) };
}

/** The machine's load average over 1, 5 and 15 minutes, to a tenth: recorded beside latency figures. */
export const loadAverage = () => loadavg().map((value) => Math.round(value * 10) / 10);

/** CPU time (user + system) a process has used so far, in ms: /proc/<pid>/stat, in clock ticks of 10 ms (Linux). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time per request spent over `run` by the functions host and by this process (the Cosmos DB stand-in and the
 * clients), to a tenth of a ms: unlike latency, it does not move with what else the machine is running.
 */
export async function cpuPerRequest<S>(hostPid: number, run: () => Promise<S[]>) {
  const host = cpuMsOf(hostPid);
  const bench = process.cpuUsage();
  const samples = await run();
  const perRequest = (ms: number) => Math.round((ms / samples.length) * 10) / 10;
  const { user, system } = process.cpuUsage(bench);
  const benchMs = (user + system) / 1000;
  return {
    samples,
    cpu: { hostMs: perRequest(cpuMsOf(hostPid) - host), standInAndClientsMs: perRequest(benchMs) },
  };
}

/** The least and the greatest of the values. */
export const range = (values: readonly number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

/** A range as the tables show it: one number when both ends are the same. */
export const showRange = ({ min, max }: { min: number; max: number }) =>
  min === max ? `${min}` : `${min}–${max}`;

/** Keeps a run's figures in bench/results/<name>.json (not committed; docs/benchmarks.md records them). */
export function writeResults(name: string, results: unknown): void {
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, "bench/results", `${name}.json`), JSON.stringify(results, null, 2));
}

/** One metric of the API's Server-Timing header (Cosmos round trips, documents...), which the data layer fills. */
function serverTiming(header: string | null, metric: string): number {
  const match = new RegExp(`${metric};desc=(\\d+)`).exec(header ?? "");
  if (!match?.[1]) throw new Error(`No ${metric} in Server-Timing: ${header}`);
  return Number(match[1]);
}

/** One answer of a load test, as the sampler sees it. */
export interface Answer {
  ms: number;
  text: string;
  /** The Server-Timing header's metric, e.g. "cosmos-documents". */
  timing: (metric: string) => number;
}

/**
 * `clients` concurrent clients, each sending `requestsPerClient` authenticated GETs to `url` one after another;
 * each answer (which must be 200) becomes a sample.
 */
export async function loadTest<S>(
  url: string,
  token: string,
  { clients, requestsPerClient }: { clients: number; requestsPerClient: number },
  sample: (answer: Answer) => S,
): Promise<S[]> {
  const samples: S[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < requestsPerClient; i++) {
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const text = await response.text();
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
        const header = response.headers.get("server-timing");
        samples.push(sample({ ms, text, timing: (metric) => serverTiming(header, metric) }));
      }
    }),
  );
  return samples;
}
