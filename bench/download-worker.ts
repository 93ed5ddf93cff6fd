import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import { DownloadRequestSchema } from "@aql-portal/shared";
import { z } from "zod";
import { startDownload } from "../api/src/downloads/downloads";
import { runDownload } from "../api/src/downloads/run-download";

/**
 * One download built by the API's own worker in a process of its own (`bench/downloads.ts` starts it), so that
 * what its memory does is the worker's alone: the job is recorded as POST /api/downloads records it, but not
 * queued (the stack's functions host would take it), and the worker runs here while memory is sampled.
 */
const InputSchema = z.object({
  apiEnv: z.record(z.string(), z.string()),
  tenantId: z.string(),
  email: z.string(),
  filters: DownloadRequestSchema,
});
const SAMPLE_MS = 20;

const input = InputSchema.parse(JSON.parse(process.env.BENCH_DOWNLOAD ?? "{}"));
const services = createServices(parseConfig(input.apiEnv));
const user = await services.users.findByEmail(input.tenantId, input.email);
if (!user) throw new Error(`No user ${input.email}`);
const job = await startDownload(
  { ...services, queues: { send: async () => undefined } },
  user,
  input.filters,
);

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
// Started with --expose-gc: the baseline, and what the worker leaves behind, are live memory, not garbage.
globalThis.gc?.();
const baseline = process.memoryUsage();
const peak = { ...baseline };
const sample = () => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss);
  peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  peak.external = Math.max(peak.external, now.external);
  peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
};
const sampler = setInterval(sample, SAMPLE_MS);
const started = performance.now();
await runDownload(services, { tenantId: input.tenantId, downloadId: job.id });
const seconds = (performance.now() - started) / 1000;
sample();
clearInterval(sampler);
globalThis.gc?.();
const after = process.memoryUsage();
const done = await services.downloadJobs.get(input.tenantId, job.id);
if (done?.status !== "done") throw new Error(`The download ended ${done?.status}: ${done?.error}`);
console.log(
  JSON.stringify({
    reports: done.total,
    seconds: Math.round(seconds * 10) / 10,
    zipMB: mb(done.sizeBytes ?? 0),
    baselineMB: {
      rss: mb(baseline.rss),
      heapUsed: mb(baseline.heapUsed),
      arrayBuffers: mb(baseline.arrayBuffers),
    },
    peakMB: { rss: mb(peak.rss), heapUsed: mb(peak.heapUsed), arrayBuffers: mb(peak.arrayBuffers) },
    heapKeptMB: mb(after.heapUsed - baseline.heapUsed),
  }),
);
process.exit(0);
