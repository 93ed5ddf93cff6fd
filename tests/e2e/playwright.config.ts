import { defineConfig } from "@playwright/test";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "../../scripts/stack/chromium";
import { stackInfo } from "../support/stack-info";

const stack = stackInfo();

/** End-to-end journeys in Debian's Chromium against the stack scripts/test.ts started. */
export default defineConfig({
  testDir: ".",
  // Per test run (scripts/test.ts names the folder), so that runs side by side keep their own artifacts.
  outputDir: join(process.env.TEST_RESULTS_DIR ?? "../../.data/test-results", "e2e-artifacts"),
  fullyParallel: true,
  // One journey per core: each drives a Chromium, and the stack beside them needs its share (docs/decisions/e2e-suite.md).
  workers: Math.max(1, Math.min(4, availableParallelism())),
  retries: 0,
  // Limits that catch a journey that hangs, set once for all, with room for a machine that is busy: a whole job
  // can take a minute there, one step several seconds. Waits are on what the page shows, never on time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json"]],
  projects: [
    { name: "journeys", testIgnore: /environment-reset\.spec\.ts/ },
    // The reset replaces the tenant's data every other journey works on: it runs once they are all done.
    { name: "environment-reset", testMatch: /environment-reset\.spec\.ts/, dependencies: ["journeys"] },
  ],
  use: {
    baseURL: stack.webUrl,
    viewport: { width: 1440, height: 900 },
    screenshot: "only-on-failure",
    // A failed journey keeps its trace: each step's page as a DOM snapshot, without the screencast (a JPEG of every
    // frame the page paints, which cost the suite about a third of its machine; docs/decisions/e2e-suite.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: stack.chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
});
