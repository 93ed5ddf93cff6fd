import type { Page } from "@playwright/test";
import { webRoutes } from "@aql-portal/shared";
import { expect, test } from "./fixtures";

/**
 * Page loads under the site's content security policy (the one production sends, with the local blob store
 * added): none may violate it. zod's eval probe once did on every load; a report endpoint would hear of each.
 */

/** Every violation the page reports from its first script on, across navigations, as the browser words it. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** Waits until the page has drawn its content and fetched what it needs (slowly, on a busy machine). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("main")).not.toBeEmpty({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

/** Loads the page afresh: every script and schema of the app starts again. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

test("the landing page loads without a policy violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await load(page, webRoutes.main);
  expect(violations).toEqual([]);
});

for (const [email, paths] of [
  ["planner@demo.local", [webRoutes.import, webRoutes.product, webRoutes.manageInspections]],
  ["admin@demo.local", [webRoutes.users]],
  ["manager@demo.local", []],
  ["inspector@demo.local", []],
] as const) {
  test(`${email}'s pages load without a policy violation`, async ({ page, loginAs }) => {
    const violations = await watchViolations(page);
    await loginAs(email);
    await settled(page);
    for (const path of paths) await load(page, path);
    expect(violations).toEqual([]);
  });
}
