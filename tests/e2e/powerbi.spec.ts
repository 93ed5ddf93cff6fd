import { POWERBI_STAND_IN } from "../../scripts/stack/powerbi";
import { powerBiEnv, startApiHost, type ApiHost } from "../support/api-host";
import { expect, test } from "./fixtures";

/**
 * A deployment with Power BI: its API (a second functions host with the Power BI settings, against the stand-ins
 * of Entra ID and the Power BI REST API, whose embed tokens live two minutes) serves this browser's /api calls.
 * app.powerbi.com cannot be reached here, so the report frame is a stand-in page that speaks powerbi-client's
 * postMessage protocol: it loads with the first token and lists every token it is handed afterwards.
 */
const EMBED_PAGE = `<!doctype html><html><head><title>Report</title></head><body>
<h1 id="state">Waiting for the report</h1><ol id="tokens"></ol>
<script>
  // http-post-message: a request is { method, url, headers: { id }, body }; its answer { statusCode, headers: { id }, body }.
  const tokens = [];
  const show = () => {
    document.getElementById("tokens").innerHTML = tokens.map((t) => "<li>Token ending " + t.slice(-10) + "</li>").join("");
  };
  window.addEventListener("message", (event) => {
    const m = event.data;
    if (!m || typeof m !== "object" || typeof m.url !== "string" || !m.method || "statusCode" in m) return;
    const reply = (statusCode) =>
      event.source.postMessage({ statusCode, headers: { id: m.headers && m.headers.id }, body: {} }, event.origin);
    if (m.url === "/report/load") {
      tokens.push(m.body.accessToken);
      show();
      reply(202);
      document.getElementById("state").textContent = "Report loaded";
      event.source.postMessage(
        { method: "POST", url: "/reports/" + m.headers.uid + "/events/loaded", headers: { id: "loaded" }, body: {} },
        event.origin,
      );
    } else if (m.url === "/report/token") {
      tokens.push(m.body);
      show();
      reply(200);
    } else {
      reply(200);
    }
  });
</script></body></html>`;

// The app's service worker answers /api/config itself (network-first): blocked here, so the routes below see it.
test.use({ serviceWorkers: "block" });

let host: ApiHost;
test.beforeAll(async () => {
  host = await startApiHost(powerBiEnv());
});
test.afterAll(async () => {
  await host?.stop();
});

test("a client manager's embedded report gets a fresh token before its token expires, without a reload", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(200_000);
  await page.route("**/api/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${host.apiUrl}${url.pathname.slice("/api".length)}${url.search}`,
    });
    await route.fulfill({ response });
  });
  const embedsAsked: string[] = [];
  await page.route("https://app.powerbi.com/**", async (route) => {
    embedsAsked.push(route.request().url());
    await route.fulfill({ contentType: "text/html", body: EMBED_PAGE });
  });

  await loginAs("manager@demo.local");
  await page
    .getByRole("navigation", { name: "Reports" })
    .getByRole("link", { name: "Defect Analysis" })
    .click();
  // The landing page (Your Reports) may have embedded its own report first: wait for the tab's.
  const reportId = POWERBI_STAND_IN.reports["Defect Analysis"];
  await expect(page.locator('[data-testid="powerbi-report"] iframe')).toHaveAttribute(
    "src",
    new RegExp(`reportId=${reportId}`),
  );
  const report = page.frameLocator('[data-testid="powerbi-report"] iframe');
  await expect(report.getByRole("heading", { name: "Report loaded" })).toBeVisible();
  expect(embedsAsked.at(-1)).toContain(`reportId=${reportId}`);
  await expect(report.getByRole("listitem")).toHaveCount(1);
  const first = await report.getByRole("listitem").first().innerText();
  // Not the portal's charts: the tab shows the deployment's report.
  await expect(page.getByRole("img", { name: /Pareto/ })).toHaveCount(0);

  // The token lives two minutes: the page asks for a new one with a quarter of its life left, and hands it to the
  // report in place. A marker on the window shows the page was never reloaded.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await expect(report.getByRole("listitem")).toHaveCount(2, { timeout: 120_000 });
  const second = await report.getByRole("listitem").nth(1).innerText();
  expect(second).not.toBe(first);
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
  await expect(report.getByRole("heading", { name: "Report loaded" })).toBeVisible();
});
