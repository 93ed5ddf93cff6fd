import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Every role's pages against WCAG 2.1 A and AA, as axe-core checks them in Chromium, once each page has drawn its
 * data: contrast, names, labels, structure. A finding names the page, the rule and the elements.
 */
const PAGES: readonly { who: string; paths: readonly string[] }[] = [
  { who: "admin@demo.local", paths: ["/user/users", "/user/add-user"] },
  {
    who: "planner@demo.local",
    paths: ["/user/import", "/user/po-selection", "/user/product", "/user/skipped-inspections"],
  },
  { who: "reviewer@demo.local", paths: ["/user/manage-inspections", "/user/packaging", "/user/downloads"] },
  { who: "inspector@demo.local", paths: ["/twoeightone/inspection"] },
  {
    who: "manager@demo.local",
    paths: [
      "/demo-retail/your-reports",
      "/demo-retail/inspection",
      "/demo-retail/supplier-analysis",
      "/demo-retail/inspection-activity",
      "/demo-retail/defect-analysis",
      "/demo-retail/insights",
    ],
  },
];

async function findings(page: Page): Promise<string[]> {
  // Drawn: nothing loading, no skeleton left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator(".chakra-skeleton")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map(
    (violation) =>
      `${page.url()} ${violation.impact ?? ""} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map(
          (node) => `${node.html.slice(0, 160)} (${node.failureSummary?.split("\n").at(-1)?.trim() ?? ""})`,
        )
        .join(" | ")}`,
  );
}

for (const { who, paths } of PAGES) {
  test(`${who.split("@")[0]}'s pages meet WCAG 2.1 AA`, async ({ page, loginAs }) => {
    await loginAs(who);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      found.push(...(await findings(page)));
    }
    expect(found).toEqual([]);
  });
}

test("the public pages meet WCAG 2.1 AA", async ({ page }) => {
  const found: string[] = [];
  for (const path of ["/main", "/contact-us"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    found.push(...(await findings(page)));
  }
  expect(found).toEqual([]);
});
