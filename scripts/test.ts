import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
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

/**
 * Runs a node script to its end. With a `label`, its output lines are prefixed with it ("api │ …"), so that two
 * suites running at once can be told apart.
 */
function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  label?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [command, ...args], {
      cwd: ROOT,
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    if (label) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        createInterface({ input: from! }).on("line", (line) => to.write(`${label} │ ${line}\n`));
      }
    }
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function vitest(
  project: "unit" | "api",
  env: Record<string, string> = {},
  label?: string,
): Promise<Tally> {
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
    label,
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

async function playwright(env: Record<string, string>, label?: string): Promise<Tally> {
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
    label,
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

/**
 * A stack for one suite, on the test ports (shifted by 50 for the second suite) with fresh data in
 * `.data/test…`: the demo data `npm start` loads (the client's analytics are checked against it), suppliers of the
 * tests' own for the lots they fail (added before any test reaches the functions host), and embed tokens that
 * expire in two minutes, so the tests see them replaced before expiry without waiting an hour.
 */
async function testStack(suite: "api" | "e2e", index: number, label: string | undefined) {
  const shift = index * 50;
  const stackPorts = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, port + shift]),
  ) as typeof ports;
  const dataDir = join(ROOT, `.data/test${suffix}${index > 0 ? `-${suite}` : ""}`);
  rmSync(dataDir, { recursive: true, force: true });
  const say = (line: string) => console.log(label ? `${label} │ ${line}` : line);
  say("Starting the local stack for the tests…");
  const stack = await startStack({
    ports: stackPorts,
    dataDir,
    log: (line) => say(`… ${line}`),
    demoData: true,
    powerBiTokenSeconds: 120,
    build: index === 0,
  });
  try {
    await addTestSuppliers(stack.apiEnv);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const { webUrl, apiUrl, issuer, apiEnv, powerBiUrl, mailUrl } = stack;
  return { info: { webUrl, apiUrl, issuer, apiEnv, powerBiUrl, mailUrl }, stop: () => stack.stop() };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let exitCode = 0;
try {
  if (suites.includes("unit")) tallies.unit = await vitest("unit");
  // The journeys first: they take longest.
  const stackSuites = (["e2e", "api"] as const).filter((suite) => suites.includes(suite));
  if (stackSuites.length > 0) {
    const chromium = suites.includes("e2e") ? chromiumPath("headless-shell") : "";
    // Each suite against a stack of its own, both at once: the journeys keep the machine's cores busy, the API
    // tests mostly wait (on a functions host killed and started again, a reset, a queue), and neither sees the
    // other's writes (docs/decisions/e2e-suite.md). The first stack builds; the second starts from its builds.
    const label = (suite: string) => (stackSuites.length > 1 ? suite : undefined);
    const first = await testStack(stackSuites[0]!, 0, label(stackSuites[0]!));
    const outcomes = await Promise.allSettled(
      stackSuites.map(async (suite, index) => {
        const stack = index === 0 ? first : await testStack(suite, index, label(suite));
        try {
          const env = { TEST_STACK: JSON.stringify({ ...stack.info, chromiumPath: chromium }) };
          tallies[suite] =
            suite === "api" ? await vitest("api", env, label(suite)) : await playwright(env, label(suite));
        } finally {
          await stack.stop();
        }
      }),
    );
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") {
        console.error(`\nThe tests could not run: ${messageOf(outcome.reason)}`);
        exitCode = 1;
      }
    }
  }
} catch (error) {
  console.error(`\nThe tests could not run: ${messageOf(error)}`);
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
for (const suite of SUITES) {
  const t = tallies[suite];
  if (t) console.log(`${suite.padEnd(5)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
}
if (total.failed > 0 || total.skipped > 0) exitCode = 1;
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode);
