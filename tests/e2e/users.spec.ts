import { expect, test } from "./fixtures";

test("the Users table shows the seeded users sorted by name, then by email", async ({ page, loginAs }) => {
  await loginAs("admin@demo.local");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: /NAME/ }).first()).toBeVisible();
  for (const header of ["EMAIL", "ROLE", "LOCATION", "PLATFORM", "APPROVAL", "ACTION"]) {
    await expect(table.getByRole("columnheader", { name: new RegExp(header) })).toBeVisible();
  }
  // Other tests add users with other domains: look at the demo accounts only.
  await page.getByPlaceholder("Search by name or email").fill("@demo.local");
  await expect(page.getByText("Showing 9 users")).toBeVisible();
  const emailCells = () =>
    table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.textContent ?? ""));

  const byName = await emailCells();
  expect(byName).toHaveLength(9);
  expect(byName[0]).toContain("Alex Morgan");
  expect(byName[byName.length - 1]).toContain("Sadia Rahman");

  // The demo names and emails happen to sort alike, so the direction shows which key is in use.
  await table.getByRole("button", { name: /EMAIL/ }).click();
  await expect(table.getByRole("columnheader", { name: /EMAIL/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.locator("tbody tr").first()).toContainText("admin@demo.local");
  await expect(table.locator("tbody tr").last()).toContainText("supplier@demo.local");

  await table.getByRole("button", { name: /EMAIL/ }).click();
  await expect(table.locator("tbody tr").first()).toContainText("supplier@demo.local");
  await expect(table.getByRole("columnheader", { name: /EMAIL/ })).toHaveAttribute("aria-sort", "descending");
});

test("only administrators see Users in the sidebar", async ({ page, loginAs }) => {
  await loginAs("reviewer@demo.local");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Manage Inspections" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Users" })).toHaveCount(0);
});
