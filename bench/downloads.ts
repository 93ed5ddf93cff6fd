import { spawn } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import { DownloadJobSchema, type DownloadRequest } from "@aql-portal/shared";
import { z } from "zod";
import { renderInspectionReport } from "../api/src/reports/inspection-report";
import { reportData } from "../api/src/testing/report-fixture";
import { ROOT, startBenchStack, type RunningStack } from "../scripts/stack/stack";
import { seedReportedInspections } from "../tests/support/reported-inspections";
import { clientFor } from "../tests/support/sign-in";
import { writeResults } from "./stats";

/**
 * Bulk downloads (`npm run bench -- downloads`): a zip of 500 report PDFs, and of 100. The worker runs in a process
 * of its own (bench/download-worker.ts), its memory sampled every 20 ms: peak resident memory, heap and buffers
 * must not grow with the number of reports. Then the same 500 through the local stack as a planner meets it, from
 * POST /api/downloads to the job done (the functions host's queue worker, Azurite, the Cosmos DB stand-in).
 * Target: ≤ 30 s for 500 on the local stack.
 *
 * Each report is the API's real report PDF with its bytes made up to 1 MB (a lot with three or four tablet photos;
 * the report bench's twelve-photo report is 3.1 MB): the worker never reads inside a PDF, so its cost is bytes.
 */
const COUNTS = [100, 500] as const;
const REPORT_BYTES = 1024 * 1024;
const TARGET_SECONDS = 30;
const TENANT = "demo";
const PLANNER = "planner@demo.local";
/** One week per count, in a year the demo data does not reach. */
const WEEKS: Record<(typeof COUNTS)[number], DownloadRequest> = {
  100: { from: "2033-03-14", to: "2033-03-20" },
  500: { from: "2033-03-07", to: "2033-03-13" },
};

const WorkerResultSchema = z.object({
  reports: z.number(),
  seconds: z.number(),
  zipMB: z.number(),
  baselineMB: z.object({ rss: z.number(), heapUsed: z.number(), arrayBuffers: z.number() }),
  peakMB: z.object({ rss: z.number(), heapUsed: z.number(), arrayBuffers: z.number() }),
  heapKeptMB: z.number(),
});
type WorkerResult = z.infer<typeof WorkerResultSchema>;

function runWorker(stack: RunningStack, filters: DownloadRequest): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--expose-gc", "--import", "tsx", join(ROOT, "bench/download-worker.ts")],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          BENCH_DOWNLOAD: JSON.stringify({ apiEnv: stack.apiEnv, tenantId: TENANT, email: PLANNER, filters }),
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      const line = output.trim().split("\n").at(-1) ?? "";
      if (code !== 0) return reject(new Error(`The worker process exited with ${code}: ${output}`));
      resolve(WorkerResultSchema.parse(JSON.parse(line)));
    });
  });
}

/** POST /api/downloads as the planner, then the job read as the page reads it until done: seconds. */
async function throughTheStack(stack: RunningStack, filters: DownloadRequest): Promise<number> {
  const { api, signIn } = clientFor(() => stack);
  const { accessToken: token } = await signIn(PLANNER);
  const started = performance.now();
  const post = await api("downloads", { method: "POST", token, body: filters });
  if (post.status !== 202) throw new Error(`The download did not start: ${post.status} ${await post.text()}`);
  const { id } = DownloadJobSchema.parse(await post.json());
  for (;;) {
    const job = DownloadJobSchema.parse(await (await api(`downloads/${id}`, { token })).json());
    if (job.status === "failed") throw new Error(`The download failed: ${job.error}`);
    if (job.status === "done") return (performance.now() - started) / 1000;
    await sleep(250);
  }
}

export async function runDownloadsBench(): Promise<void> {
  const stack = await startBenchStack("bench");
  try {
    const services = createServices(parseConfig(stack.apiEnv));
    const rendered = await renderInspectionReport(reportData());
    const pdf = new Uint8Array(REPORT_BYTES);
    pdf.set(rendered);
    // The rest a comment after %%EOF, which readers ignore.
    pdf.fill(0x20, rendered.byteLength);
    for (const count of COUNTS) {
      const week = WEEKS[count];
      const days = Array.from({ length: 7 }, (_, i) =>
        new Date(Date.parse(week.from) + i * 86_400_000).toISOString().slice(0, 10),
      );
      await seedReportedInspections(services, TENANT, {
        tag: `bench-${count}`,
        count,
        days,
        supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
        pdf,
      });
    }
    const worker: Record<string, WorkerResult> = {};
    for (const count of COUNTS) worker[count] = await runWorker(stack, WEEKS[count]);
    const stackSeconds = Math.round((await throughTheStack(stack, WEEKS[500])) * 10) / 10;
    const results = {
      date: new Date().toISOString(),
      reportMB: REPORT_BYTES / 1024 / 1024,
      worker,
      stackSeconds,
    };
    writeResults("downloads", results);
    const row = (count: number) => {
      const r = worker[count];
      if (!r) return "";
      const growth = (peak: number, base: number) => `${peak} (+${Math.round((peak - base) * 10) / 10})`;
      return `| ${count} reports, worker alone | ${r.seconds} s | ${r.zipMB} MB | ${growth(r.peakMB.rss, r.baselineMB.rss)} | ${growth(r.peakMB.heapUsed, r.baselineMB.heapUsed)} | ${growth(r.peakMB.arrayBuffers, r.baselineMB.arrayBuffers)} | ${r.heapKeptMB} |`;
    };
    console.log(`
Each report ${results.reportMB} MB; memory in MB: peak (its growth over the process before the worker started,
after a collection), and the live heap the worker left behind.

| download | time | zip | peak RSS | peak heap used | peak buffers | heap kept after (gc) |
|---|---|---|---|---|---|---|
${COUNTS.map(row).join("\n")}
| 500 reports, POST to done on the local stack | ${stackSeconds} s (target ≤ ${TARGET_SECONDS} s) | | | | | |
`);
  } finally {
    await stack.stop();
  }
}
