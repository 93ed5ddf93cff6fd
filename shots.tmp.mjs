import { chromium } from "@playwright/test";
const base = "http://localhost:4280";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
async function as(email, viewport, fn) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/main`);
  await page.getByRole("button", { name: "SIGN IN" }).first().click();
  await page.getByRole("button", { name: new RegExp(email.replace(/[.]/g, "\\.")) }).click();
  await page.waitForURL((url) => !/\/(main|not-approved)/.test(url.pathname));
  await page.waitForTimeout(2500);
  await fn(page);
  await context.close();
}
const desk = { width: 1440, height: 900 }, tab = { width: 1024, height: 768 };
await as("inspector@demo.local", tab, async (page) => {
  await page.screenshot({ path: "/tmp/shots/demo-plan-1024.png" });
  await page.getByRole("link", { name: /^Open inspection/ }).first().click(); await page.waitForTimeout(2500);
  await page.screenshot({ path: "/tmp/shots/demo-inspection-1024.png" });
  const start = page.getByRole("button", { name: /^Start/ });
  if (await start.count()) { await start.first().click(); await page.waitForTimeout(2500); }
  await page.screenshot({ path: "/tmp/shots/demo-inspection-started-1024.png" });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: "/tmp/shots/demo-inspection-started-768.png" });
});
await browser.close();
