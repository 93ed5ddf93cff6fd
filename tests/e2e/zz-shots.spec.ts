import { expect, test } from "./fixtures";

for (const size of [{ width: 1440, height: 900 }, { width: 1024, height: 768 }]) {
  for (const who of ["planner", "supplier", "manager"]) {
    test(`shots ${who} ${size.width}`, async ({ page, loginAs }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await loginAs(`${who}@demo.local`);
      await page.goto(who === "manager" ? "/demo-retail/your-reports/downloads" : "/user/downloads");
      await expect(page.getByRole("heading", { name: "Downloads", level: 1 })).toBeVisible();
      await page.getByRole("button", { name: "Prepare download" }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots-dl/${who}-${size.width}-running.png`, fullPage: true });
      await expect(page.getByRole("button", { name: "Download", exact: true }).first()).toBeVisible({ timeout: 60_000 });
      await page.screenshot({ path: `/tmp/shots-dl/${who}-${size.width}-done.png`, fullPage: true });
    });
  }
}
