import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/stack/chromium";
import { startBenchStack } from "../scripts/stack/stack";
import { productionFront } from "./browser";
import { median, writeResults } from "./stats";

/**
 * Lighthouse on the landing page (`npm run bench -- lighthouse`, docs/benchmarks.md): the `lighthouse` package
 * with its default settings (a mobile phone, simulated "slow 4G" and a 4× slower CPU), in the Chromium the tests
 * use, through the front that stands in for Azure Static Web Apps' edge (HTTPS, HTTP/2, gzip: bench/browser.ts).
 * Three runs; the median of each category's score. Target: performance ≥ 95.
 */
const RUNS = 3;
const TARGET = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

export async function runLighthouseBench(): Promise<void> {
  const stack = await startBenchStack("bench-lighthouse");
  const front = await productionFront(stack.webUrl, stack.dataDir);
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new", front.chromiumFlag],
  });
  try {
    let version = "";
    let failing: string[] = [];
    const runs: { scores: Record<string, number>; metrics: Record<string, string> }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${front.url}/main`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error("Lighthouse gave no result");
      const { categories, audits, runtimeError, lighthouseVersion } = result.lhr;
      version = lighthouseVersion;
      // What keeps a category below 100, by the audits' own titles.
      failing = CATEGORIES.flatMap((name) =>
        (categories[name]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${name}: ${audits[ref.id]?.title ?? ref.id}`),
      );
      if (runtimeError) throw new Error(`Lighthouse could not run: ${runtimeError.message}`);
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
        ),
        metrics: Object.fromEntries(METRICS.map((name) => [name, audits[name]?.displayValue ?? "?"])),
      });
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, median(runs.map((r) => r.scores[name] ?? 0))]),
    );
    writeResults("lighthouse", {
      date: new Date().toISOString(),
      runs,
      medians: scores,
      failing,
      target: TARGET,
    });
    const performance = scores.performance ?? 0;
    console.log(`
Lighthouse ${version} on /main (mobile, simulated slow 4G, 4× CPU), median of ${RUNS}:

| category | score | runs |
|---|---|---|
${CATEGORIES.map((name) => `| ${name} | ${scores[name]} | ${runs.map((r) => r.scores[name]).join(", ")} |`).join("\n")}

Performance ${performance >= TARGET ? "meets" : "MISSES"} its target (≥ ${TARGET}). Metrics of the last run: ${Object.entries(
      runs.at(-1)?.metrics ?? {},
    )
      .map(([name, value]) => `${name} ${value}`)
      .join(", ")}.
Audits below full marks: ${failing.join("; ") || "none"}.
`);
  } finally {
    chrome.kill();
    await front.close();
    await stack.stop();
  }
}
