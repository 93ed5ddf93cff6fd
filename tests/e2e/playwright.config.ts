import { defineConfig } from "@playwright/test";
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
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: stack.chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
});
