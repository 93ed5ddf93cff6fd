import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { ROOT } from "../scripts/stack/stack";
import { loadAverage, writeResults } from "./stats";

/**
 * The end-to-end suite on this machine, as CI and a developer run it: `npm test -- e2e`, several runs in a row,
 * beside whatever else the machine runs (`npm start`, another session). Each run's wall time, its failures, and
 * where the time went: the sum and mean of the journeys' own times, the slowest journeys, the time per spec file.
 *
 * `npm run bench -- e2e-suite` (BENCH_E2E_RUNS=3 by default). BENCH_E2E_BUSY=1 keeps one core busy for the whole
 * measurement, as a machine shared with other work is. BENCH_E2E_BASELINE=<commit> first runs that commit's suite
 * (a worktree of it, installed from the registry, on ports of its own) under the same conditions, in the same run.
 */
const RESULTS = z.object({
  stats: z.object({
    duration: z.number(),
    expected: z.number(),
    unexpected: z.number(),
    skipped: z.number(),
    flaky: z.number(),
  }),
  suites: z.array(z.unknown()),
});

interface TestTime {
  title: string;
  file: string;
  status: string;
  ms: number;
}

/** Every test result of a Playwright JSON report, with its file. */
function testsOf(report: z.infer<typeof RESULTS>): TestTime[] {
  const found: TestTime[] = [];
  const Suite = z.object({
    file: z.string().optional(),
    suites: z.array(z.unknown()).optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string(),
          tests: z.array(
            z.object({ results: z.array(z.object({ status: z.string(), duration: z.number() })) }),
          ),
        }),
      )
      .optional(),
  });
  const walk = (value: unknown) => {
    const suite = Suite.parse(value);
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          found.push({ title: spec.title, file: spec.file, status: result.status, ms: result.duration });
  };
  for (const suite of report.suites) walk(suite);
  return found;
}

/** One `npm test -- e2e` in `checkout` (ports shifted by `offset`), and what its report says. */
function runSuite(checkout: string, offset: number) {
  const started = Date.now();
  const run = spawnSync("npm", ["test", "--", "e2e"], {
    cwd: checkout,
    env: { ...process.env, TEST_PORT_OFFSET: String(offset) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const reportPath = join(checkout, `.data/test-results${offset ? `-${offset}` : ""}/e2e.json`);
  if (!existsSync(reportPath)) return { seconds, exitCode: run.status, passed: 0, failed: -1, tests: [] };
  const report = RESULTS.parse(JSON.parse(readFileSync(reportPath, "utf8")));
  const tests = testsOf(report);
  return {
    seconds,
    exitCode: run.status,
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    tests,
  };
}

function summary(run: ReturnType<typeof runSuite>) {
  const times = run.tests.map((test) => test.ms);
  const sum = times.reduce((a, b) => a + b, 0);
  const byFile = new Map<string, number>();
  for (const test of run.tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  return {
    seconds: run.seconds,
    passed: run.passed,
    failed: run.failed,
    failures: run.tests
      .filter((test) => test.status !== "passed" && test.status !== "skipped")
      .map((t) => `${t.file} ${t.title}`),
    journeys: run.tests.length,
    sumSeconds: Math.round(sum / 1000),
    meanSeconds: Math.round(sum / Math.max(1, times.length) / 100) / 10,
    over60s: times.filter((ms) => ms > 60_000).length,
    slowest: [...run.tests]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((test) => `${Math.round(test.ms / 1000)} s ${test.file}: ${test.title}`),
    byFile: Object.fromEntries(
      [...byFile].sort((a, b) => b[1] - a[1]).map(([file, ms]) => [file, Math.round(ms / 1000)]),
    ),
    loadAfter: loadAverage(),
  };
}

/** A worktree of `commit`, installed, for its suite to run beside this one's (not at the same time). */
function baselineCheckout(commit: string): string {
  const dir = join(ROOT, ".data/bench-baseline");
  if (!existsSync(dir)) {
    spawnSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: ROOT, stdio: "inherit" });
    spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  } else {
    spawnSync("git", ["checkout", "--detach", commit], { cwd: dir, stdio: "inherit" });
  }
  return dir;
}

export async function runE2eSuiteBench(): Promise<void> {
  const runs = Number(process.env.BENCH_E2E_RUNS ?? 3);
  const busy: ChildProcess | undefined =
    process.env.BENCH_E2E_BUSY === "1"
      ? spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" })
      : undefined;
  const beside = await fetch("http://localhost:4280/api/config").then(
    (response) => response.ok,
    () => false,
  );
  try {
    const baselineCommit = process.env.BENCH_E2E_BASELINE;
    const baseline = baselineCommit ? summary(runSuite(baselineCheckout(baselineCommit), 2000)) : undefined;
    const current = [];
    for (let run = 1; run <= runs; run++) {
      const result = summary(runSuite(ROOT, 0));
      console.log(`run ${run}: ${result.passed} passed, ${result.failed} failed in ${result.seconds} s`);
      current.push(result);
    }
    const results = {
      when: new Date().toISOString(),
      besideNpmStart: beside,
      oneCoreBusy: busy !== undefined,
      baseline: baseline && { commit: baselineCommit, ...baseline },
      runs: current,
    };
    writeResults("e2e-suite", results);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    busy?.kill();
  }
}
