import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/stack/chromium";
import { startBenchStack } from "../scripts/stack/stack";
import {
  productionFront,
  kb,
  scriptBytes,
  signInThroughLanding,
  type ScriptBytes,
  type SignedIn,
} from "./browser";
import { median, writeResults } from "./stats";

/**
 * The inspector's pages on a factory's connection (`npm run bench -- slow-network`, docs/benchmarks.md): the real
 * app in Chromium, with Chromium's network emulation at Lighthouse's "slow 4G" (1.6 Mbit/s down, 750 kbit/s up,
 * 150 ms latency). The demo inspector, signed in (the session in localStorage, as after a sign-in), opens the plan
 * and an inspection screen:
 * - cold: a fresh browser profile, nothing cached;
 * - repeat: the same page opened again in the same profile (the browser's cache; the app's files are
 *   content-hashed and cached for a year).
 * Measured in the page: Largest Contentful Paint (a PerformanceObserver for 'largest-contentful-paint'), and the
 * time until the page is usable — the plan's first inspection card / the screen's inspection record in the page —
 * both from the start of the navigation; and the bytes received (Chromium's network events, on the wire).
 * The app is reached through a front that does what Azure Static Web Apps' edge does and the local SWA CLI
 * does not (bench/browser.ts): HTTPS with HTTP/2, and gzip for the app's files.
 * Service workers are blocked throughout: their requests are not throttled by the page's emulation, so the
 * offline shell would make repeat visits look faster than the browser's cache alone makes them.
 * Also, unthrottled: the JavaScript each page downloads, gzip (the landing page, the Users page as the
 * administrator, the plan and the inspection screen as the inspector).
 * Targets: LCP ≤ 3 s cold, ≤ 1 s repeat.
 */
const LINK = { latencyMs: 150, downKbit: 1600, upKbit: 750 } as const;
const RUNS = 3;
const TARGET = { coldMs: 3000, repeatMs: 1000 } as const;
const INSPECTOR = { email: "inspector@demo.local", home: /\/twoeightone\/inspection/ };
const ADMIN = { email: "admin@demo.local", home: /\/user\/users$/ };
const PLAN_PATH = "/twoeightone/inspection";
/** What makes each page usable: the plan's first card's Open link, the screen's record. */
const USABLE = {
  plan: 'a[aria-label^="Open inspection"]',
  screen: 'section[aria-label="Inspection record"]',
} as const;

interface Visit {
  lcpMs: number;
  usableMs: number;
  receivedKB: number;
}

declare global {
  interface Window {
    benchLcp?: number;
    benchUsable?: number;
  }
}

/** Opens `path` on a new page of `context` over the slow link; the page's own figures once it has settled. */
async function visit(context: BrowserContext, path: string, usable: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.addInitScript((selector: string) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) window.benchLcp = last.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      const watcher = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          window.benchUsable = performance.now();
          watcher.disconnect();
        }
      });
      watcher.observe(document, { subtree: true, childList: true, attributes: true });
    }, usable);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: LINK.latencyMs,
      downloadThroughput: (LINK.downKbit * 1000) / 8,
      uploadThroughput: (LINK.upKbit * 1000) / 8,
    });
    let received = 0;
    cdp.on("Network.loadingFinished", ({ encodedDataLength }) => (received += encodedDataLength));
    await page.goto(path);
    await page.locator(usable).first().waitFor({ timeout: 60_000 });
    // LCP may still move to a later, larger paint until the page has settled.
    await page.waitForLoadState("networkidle");
    const { lcp, usableAt } = await page.evaluate(() => ({
      lcp: window.benchLcp,
      usableAt: window.benchUsable,
    }));
    if (lcp === undefined || usableAt === undefined)
      throw new Error(`${path}: no LCP or usable time measured`);
    return { lcpMs: Math.round(lcp), usableMs: Math.round(usableAt), receivedKB: kb(received) };
  } finally {
    await page.close();
  }
}

interface PageFigures {
  cold: Visit[];
  repeat: Visit[];
}

/** RUNS cold visits, each in a fresh profile followed by a repeat visit in the same one. */
async function measure(
  browser: Browser,
  origin: string,
  signedIn: SignedIn,
  path: string,
  usable: string,
): Promise<PageFigures> {
  const figures: PageFigures = { cold: [], repeat: [] };
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      baseURL: origin,
      storageState: signedIn,
      serviceWorkers: "block",
      viewport: { width: 1024, height: 768 },
    });
    try {
      figures.cold.push(await visit(context, path, usable));
      figures.repeat.push(await visit(context, path, usable));
    } finally {
      await context.close();
    }
  }
  return figures;
}

/** The JavaScript a page downloads, unthrottled, with nothing cached. */
async function pageScripts(
  browser: Browser,
  origin: string,
  signedIn: SignedIn | undefined,
  path: string,
  usable: string,
): Promise<ScriptBytes> {
  const context = await browser.newContext({
    storageState: signedIn,
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    return await scriptBytes(page, origin, async () => {
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      await page.locator(usable).first().waitFor();
    });
  } finally {
    await context.close();
  }
}

const summary = (visits: Visit[]) => ({
  lcpMs: median(visits.map((v) => v.lcpMs)),
  usableMs: median(visits.map((v) => v.usableMs)),
  receivedKB: median(visits.map((v) => v.receivedKB)),
  runs: visits,
});

export async function runSlowNetworkBench(): Promise<void> {
  const stack = await startBenchStack("bench-slow-network", { demoData: true });
  const front = await productionFront(stack.webUrl, stack.dataDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, front.chromiumFlag],
  });
  try {
    // Signed in on the stack's own address (the one the sign-in provider returns to), then used through the front.
    const origin = front.url;
    const inspector = front.moveState(
      await signInThroughLanding(browser, stack.webUrl, INSPECTOR.email, INSPECTOR.home),
    );
    const admin = front.moveState(await signInThroughLanding(browser, stack.webUrl, ADMIN.email, ADMIN.home));

    // An inspection of the inspector's plan, opened from its card.
    const context = await browser.newContext({
      storageState: inspector,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await page.goto(`${origin}${PLAN_PATH}`);
    const href = await page.locator(USABLE.plan).first().getAttribute("href");
    await context.close();
    if (!href) throw new Error("The plan has no inspection to open: the demo data plans some for today");
    const screenPath = href;

    const scripts = {
      landing: await pageScripts(browser, origin, undefined, "/main", "text=SIGN IN"),
      users: await pageScripts(browser, origin, admin, "/user/users", "table"),
      plan: await pageScripts(browser, origin, inspector, PLAN_PATH, USABLE.plan),
      screen: await pageScripts(browser, origin, inspector, screenPath, USABLE.screen),
    };
    const plan = await measure(browser, origin, inspector, PLAN_PATH, USABLE.plan);
    const screen = await measure(browser, origin, inspector, screenPath, USABLE.screen);

    const results = {
      date: new Date().toISOString(),
      link: LINK,
      runs: RUNS,
      scriptsGzipKB: Object.fromEntries(
        Object.entries(scripts).map(([name, s]) => [name, { gzipKB: kb(s.gzip), files: s.files }]),
      ),
      plan: { cold: summary(plan.cold), repeat: summary(plan.repeat) },
      screen: { cold: summary(screen.cold), repeat: summary(screen.repeat) },
      targets: TARGET,
    };
    writeResults("slow-network", results);

    const verdict = (ms: number, target: number) => (ms <= target ? "meets" : "MISSES");
    const row = (name: string, kind: "cold" | "repeat", s: ReturnType<typeof summary>) => {
      const target = kind === "cold" ? TARGET.coldMs : TARGET.repeatMs;
      return `| ${name}, ${kind} | ${(s.lcpMs / 1000).toFixed(2)} s | ${(s.usableMs / 1000).toFixed(2)} s | ${s.receivedKB} KB | ≤ ${target / 1000} s | ${verdict(s.lcpMs, target)} |`;
    };
    console.log(`
Over ${LINK.downKbit / 1000} Mbit/s down, ${LINK.upKbit} kbit/s up, ${LINK.latencyMs} ms latency; medians of ${RUNS}.

| page | LCP | usable | received | LCP target | |
|---|---|---|---|---|---|
${row("plan", "cold", results.plan.cold)}
${row("plan", "repeat", results.plan.repeat)}
${row("inspection screen", "cold", results.screen.cold)}
${row("inspection screen", "repeat", results.screen.repeat)}

JavaScript downloaded (gzip, unthrottled, nothing cached):

| page | gzip | files |
|---|---|---|
${Object.entries(scripts)
  .map(([name, s]) => `| ${name} | ${kb(s.gzip)} KB | ${s.files} |`)
  .join("\n")}
`);
  } finally {
    await browser.close();
    await front.close();
    await stack.stop();
  }
}
