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
 * Debian's Chromium drives the browser tests and benchmarks (Playwright's own browser download does not work
 * offline): found, installed with apt when running as root, or a clear failure. Never skipped silently.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (p): p is string => !!p,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is not installed: installing Debian's chromium package…");
    const update = spawnSync("apt-get", ["update"], { stdio: "inherit" });
    const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (update.status === 0 && install.status === 0 && existsSync("/usr/bin/chromium"))
      return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium found for the browser tests: install it (apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
}
