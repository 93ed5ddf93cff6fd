import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Flags for Chromium here: without the background-networking ones it keeps trying to reach the closed internet. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Which of Debian's Chromium builds: the browser, for the benchmarks (Lighthouse and the page timings measure what a
 * person's Chrome does), or its headless shell, for the end-to-end journeys: the same engine and pages without a
 * window's compositing, which costs the journeys about a quarter less of the machine (docs/decisions/e2e-suite.md).
 */
export type ChromiumBuild = "browser" | "headless-shell";

const builds: Record<ChromiumBuild, { paths: string[]; apt: string }> = {
  browser: { paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser"], apt: "chromium" },
  "headless-shell": { paths: ["/usr/bin/chromium-headless-shell"], apt: "chromium-headless-shell" },
};

/**
 * Debian's Chromium drives the browser tests and benchmarks (Playwright's own browser download does not work
 * offline): `CHROMIUM_PATH` if set, else the build found, else installed with apt when running as root, else a
 * clear failure. Never skipped silently.
 */
export function chromiumPath(build: ChromiumBuild = "browser"): string {
  const { paths, apt } = builds[build];
  const found = [process.env.CHROMIUM_PATH, ...paths].find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`Chromium (${build}) is not installed: installing Debian's ${apt} package…`);
    const update = spawnSync("apt-get", ["update"], { stdio: "inherit" });
    const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", apt], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = paths.find((p) => existsSync(p));
    if (update.status === 0 && install.status === 0 && installed) return installed;
  }
  throw new Error(
    `No Chromium found for the browser tests: install it (apt-get install -y ${apt}) or set CHROMIUM_PATH.`,
  );
}
