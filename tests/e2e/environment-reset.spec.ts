import { expect, test } from "./fixtures";

/**
 * The environment reset (docs/decisions/environment-reset.md): an administrator resets the environment and
 * watches it finish, while a planner working meanwhile is told and cannot save into it. Runs after every other
 * journey (its own Playwright project): it replaces the data they work on.
 */
test("an administrator resets the environment, watches it finish and finds the demo data back", async ({
  page,
  loginAs,
  browser,
}) => {
  test.setTimeout(240_000);
  await loginAs("admin@demo.local");
  await page.getByRole("link", { name: "Reset Environment" }).click();
  await expect(page.getByRole("heading", { name: "Reset environment" })).toBeVisible();

  await page.getByRole("button", { name: "Reset environment…" }).click();
  const first = page.getByRole("dialog");
  await expect(first).toContainText("all of Demo Retail's inspections, orders and products are lost");
  await first.getByRole("button", { name: "Continue" }).click();

  const naming = page.getByRole("alertdialog");
  const confirm = naming.getByRole("button", { name: "Reset environment", exact: true });
  await naming.getByLabel("Environment name").fill("Demo");
  await expect(confirm).toBeDisabled();
  await naming.getByLabel("Environment name").fill("Demo Retail");
  await confirm.click();

  const progress = page.getByTestId("reset-progress");
  await expect(progress).toBeVisible();
  await expect(progress.getByText(/Elapsed \d+ s/)).toBeVisible();

  // A planner at work meanwhile is told, on whatever page they are.
  const plannerContext = await browser.newContext();
  const planner = await plannerContext.newPage();
  await planner.goto("/main");
  await planner.getByRole("button", { name: "SIGN IN" }).first().click();
  await planner.getByRole("button", { name: /planner@demo\.local/ }).click();
  await expect(planner).not.toHaveURL(/\/(main|not-approved)/);
  await expect(planner.getByTestId("reset-notice")).toContainText(
    "The environment is being reset to its demo data",
  );

  // The bar reaches its end and the page says how it ended.
  await expect(page.getByText("The environment is back to its demo data")).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText(/Reset by Alex Morgan, finished .* after/)).toBeVisible();

  // The planner's notice goes away by itself, and the demo data is there.
  await expect(planner.getByTestId("reset-notice")).toBeHidden({ timeout: 15_000 });
  // Today's lots of the demo data, booked with the demo inspector (Manage Inspections opens on yesterday to today).
  await planner.goto("/user/manage-inspections");
  await expect(planner.getByRole("row").filter({ hasText: "Planned" }).first()).toBeVisible();
  await plannerContext.close();
});
