import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { chromiumPath } from "./stack/chromium";
import { ROOT, startStack, TEST_PORTS } from "./stack/stack";
import { addTestSuppliers } from "../tests/support/test-suppliers";

/**
 * `npm test`: unit tests, then API tests and end-to-end tests in Chromium against a real local stack that
 * this script starts on its own ports with fresh data, and stops. `npm test -- unit api e2e` picks suites.
 */
const SUITES = ["unit", "api", "e2e"] as const;
type Suite = (typeof SUITES)[number];
const args = process.argv.slice(2);
const asked = args.filter((a): a is Suite => (SUITES as readonly string[]).includes(a));
const suites: readonly Suite[] = asked.length > 0 ? asked : SUITES;
/** Any other argument narrows the chosen suites to matching test files: `npm test -- e2e tests/e2e/x.spec.ts`. */
const files = args.filter((a) => !(SUITES as readonly string[]).includes(a));
/**
 * TEST_PORT_OFFSET shifts every port of the test stack (and its data folder), so that two test runs on one
 * machine, e.g. two worktrees, do not collide.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries(TEST_PORTS).map(([k, v]) => [k, v + offset]),
) as typeof TEST_PORTS;
const suffix = offset ? `-${offset}` : "";
const resultsDir = join(ROOT, `.data/test-results${suffix}`);
rmSync(resultsDir, { recursive: true, force: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tallies: Partial<Record<Suite, Tally>> = {};

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [command, ...args], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function vitest(project: "unit" | "api", env: Record<string, string> = {}): Promise<Tally> {
  const output = join(resultsDir, `${project}.json`);
  await run(
    join(ROOT, "node_modules/vitest/vitest.mjs"),
    [
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
      // A file filter meant for another suite matches nothing here: that is not a failure.
      ...(files.length > 0 ? ["--passWithNoTests", ...files] : []),
    ],
    env,
  );
  if (!existsSync(output)) return { passed: 0, failed: 1, skipped: 0 };
  const r = z
    .object({
      numPassedTests: z.number(),
      numFailedTests: z.number(),
      numPendingTests: z.number(),
      numTodoTests: z.number(),
      numFailedTestSuites: z.number(),
    })
    .parse(JSON.parse(readFileSync(output, "utf8")));
  return {
    passed: r.numPassedTests,
    // A file that fails outside any test (it does not load, a hook throws) counts once; failed tests are not
    // counted again through the suites that hold them.
    failed: r.numFailedTests > 0 ? r.numFailedTests : r.numFailedTestSuites,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

async function playwright(env: Record<string, string>): Promise<Tally> {
  const output = join(resultsDir, "e2e.json");
  await run(
    join(ROOT, "node_modules/@playwright/test/cli.js"),
    // Named files run alone: without --no-deps, the reset's spec would first run every other journey.
    [
      "test",
      "--config",
      join(ROOT, "tests/e2e/playwright.config.ts"),
      ...(files.length > 0 ? ["--no-deps", ...files] : []),
    ],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      TEST_RESULTS_DIR: resultsDir,
    },
  );
  if (!existsSync(output)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = z
    .object({
      stats: z.object({
        expected: z.number(),
        unexpected: z.number(),
        flaky: z.number(),
        skipped: z.number(),
      }),
    })
    .parse(JSON.parse(readFileSync(output, "utf8")));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

let exitCode = 0;
try {
  if (suites.includes("unit")) tallies.unit = await vitest("unit");
  if (suites.includes("api") || suites.includes("e2e")) {
    const chromium = suites.includes("e2e") ? chromiumPath() : "";
    const dataDir = join(ROOT, `.data/test${suffix}`);
    rmSync(dataDir, { recursive: true, force: true });
    console.log("Starting the local stack for the API and end-to-end tests…");
    // The demo data npm start loads (the client's analytics are checked against it), and embed tokens that expire
    // in two minutes: the tests see them replaced before expiry without waiting an hour.
    const stack = await startStack({
      ports,
      dataDir,
      log: (line) => console.log(`… ${line}`),
      demoData: true,
      powerBiTokenSeconds: 120,
    });
    try {
      // Before any test reaches the functions host: suppliers of the tests' own, for the lots they fail.
      await addTestSuppliers(stack.apiEnv);
      const env = {
        TEST_STACK: JSON.stringify({
          webUrl: stack.webUrl,
          apiUrl: stack.apiUrl,
          issuer: stack.issuer,
          apiEnv: stack.apiEnv,
          powerBiUrl: stack.powerBiUrl,
          chromiumPath: chromium,
        }),
      };
      if (suites.includes("api")) tallies.api = await vitest("api", env);
      if (suites.includes("e2e")) tallies.e2e = await playwright(env);
    } finally {
      await stack.stop();
    }
  }
} catch (error) {
  console.error(`\nThe tests could not run: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}

const total = Object.values(tallies).reduce<Tally>(
  (sum, t) => ({
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log("");
for (const [suite, t] of Object.entries(tallies))
  console.log(`${suite.padEnd(5)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
if (total.failed > 0 || total.skipped > 0) exitCode = 1;
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode);
