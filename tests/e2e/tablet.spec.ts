import type { Locator, Page } from "@playwright/test";
import { signInAll, uniqueCode } from "../support/demo";
import { importLines } from "../support/inspections";
import { expect, test } from "./fixtures";

/**
 * Pages that fit a tablet (docs/decisions/tablet-layout.md): at 1024×768 and 1440×900 the wide lists show their
 * key columns with no sideways scrolling, the action column sits beside the data rather than over it, and each
 * row opens a detail with the columns that did not fit.
 */
/** Each journey loads its list twice (and imports first) on a machine other test runs share. */

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

/** dd/mm/yyyy of today, as planners type dates in an import file. */
function today(): string {
  const now = new Date();
  return [now.getDate(), now.getMonth() + 1, now.getFullYear()]
    .map((part) => String(part).padStart(2, "0"))
    .join("/");
}

/** The key columns are headed, nothing scrolls sideways, and the last column ends inside the table. */
async function expectFitted(table: Locator, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await expect(table.getByRole("columnheader", { name: key, exact: true })).toBeVisible();
  }
  const fit = await table.evaluate((element) => {
    const area = element.parentElement;
    if (!area) throw new Error("the table has no scroll area");
    return { scrollWidth: area.scrollWidth, clientWidth: area.clientWidth };
  });
  expect(fit.scrollWidth, "the table scrolls sideways").toBeLessThanOrEqual(fit.clientWidth);
}

/** No cell of the row lies under another: each starts where the one before it ends (the action column too). */
async function expectSideBySide(row: Locator): Promise<void> {
  const edges = await row
    .getByRole("cell")
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect()).map((r) => [r.left, r.right]));
  for (let index = 1; index < edges.length; index++) {
    const [left = 0] = edges[index] ?? [];
    const [, previousRight = 0] = edges[index - 1] ?? [];
    expect(left, `cell ${index + 1} overlaps cell ${index}`).toBeGreaterThanOrEqual(previousRight - 1);
  }
}

/** Opens a row's detail by its toggle and answers the detail. */
async function openDetail(table: Locator, name: string | RegExp): Promise<Locator> {
  const toggle = table.getByRole("button", { name: typeof name === "string" ? `More about ${name}` : name });
  await toggle.first().click();
  await expect(toggle.first()).toHaveAttribute("aria-expanded", "true");
  return table.getByRole("group", { name: typeof name === "string" ? `More about ${name}` : name }).first();
}

async function atSize(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  await page.setViewportSize(size);
}

test("Manage Inspections fits 1024×768 and 1440×900: style, status, result, dates and action, the rest in the row's detail", async ({
  page,
  loginAs,
}) => {
  await signInAll();
  const style = uniqueCode("FIT");
  const [created] = (await importLines([{ po: uniqueCode("PO"), style, quantity: 1200, date: today() }]))
    .inspectionList;
  if (!created) throw new Error("the import made no inspection");
  await loginAs("reviewer@demo.local");

  for (const size of SIZES) {
    await atSize(page, size);
    await page.goto(`/user/manage-inspections?q=${style}`);
    const table = page.getByRole("table", { name: "Inspections" });
    await expect(table.locator("tbody tr")).toHaveCount(1, { timeout: 20_000 });
    await expectFitted(table, ["STYLE", "STATUS", "RESULT", "DELIVERY DATE", "INSPECTION DATE", "ACTION"]);
    const row = table.locator("tbody tr").first();
    await expectSideBySide(row);
    await expect(row.getByRole("button", { name: /^Actions for inspection/ })).toBeInViewport();

    // The columns that did not fit, with their values, in the row's detail.
    const detail = await openDetail(table, `inspection ${created.inspectionNumber} (${style})`);
    await expect(detail.getByRole("term").filter({ hasText: "LEVEL" })).toBeVisible();
    await expect(detail).toContainText("Level II");
    await expect(detail.getByRole("term").filter({ hasText: "TOTAL DEFECTS" })).toBeVisible();
    await expect(detail).toContainText(created.poNumbers[0] ?? "");
  }
});

test("the client Inspection table fits 1024×768 and 1440×900: date, style, result and decision, the rest in the row's detail", async ({
  page,
  loginAs,
}) => {
  await loginAs("manager@demo.local");
  for (const size of SIZES) {
    await atSize(page, size);
    await page.goto("/demo-retail/inspection");
    const table = page.getByRole("table", { name: "Inspections" });
    // The demo season's last lots are inspected in the default range (the last 10 days).
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 20_000 });
    await expectFitted(table, ["INSPECTION DATE", "STYLE CODE", "RESULT", "CLIENT DECISION"]);
    await expectSideBySide(table.locator("tbody tr").first());
    const detail = await openDetail(table, /^More about inspection /);
    await expect(detail.getByRole("term").filter({ hasText: "FACTORY" })).toBeVisible();
    await expect(detail.getByRole("term").filter({ hasText: "SEASON" })).toBeVisible();
  }
});

test("the import result fits 1024×768 and 1440×900: style, delivery and status, the rest in the row's detail", async ({
  page,
  loginAs,
}) => {
  const style = uniqueCode("FIT");
  const po = uniqueCode("PO");
  const csv = [
    "PO Number,Style Code,Style Name,Colour Code,Colour Name,Season Code,Product Category,Supplier,Factory,Order Quantity,Delivery Date",
    `${po},${style},Tablet fit jumper,041,Navy,AW26,MKNIT,DKW,DKW1,1200,${today()}`,
  ].join("\n");
  await atSize(page, SIZES[0]);
  await loginAs("planner@demo.local");
  await page.getByLabel("Spreadsheet to import").setInputFiles({
    name: "fit.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await expect(page.getByRole("heading", { name: "File imported" })).toBeVisible({ timeout: 20_000 });

  const table = page.getByRole("table", { name: "Imported inspections" });
  for (const size of SIZES) {
    await atSize(page, size);
    await expectFitted(table, ["STYLE", "DELIVERY", "STATUS"]);
    await expectSideBySide(table.locator("tbody tr").first());
  }
  // At 1440 px most of it fits; what does not (the PO numbers at least) is in the detail.
  const detail = await openDetail(table, /^More about inspection /);
  await expect(detail.getByRole("term").filter({ hasText: "PO NUMBERS" })).toBeVisible();
  await expect(detail).toContainText(po);
});

test("Products fits 1024×768 and 1440×900: style, name, size chart and action, the rest in the row's detail", async ({
  page,
  loginAs,
}) => {
  await signInAll();
  const style = uniqueCode("FIT");
  await importLines([{ po: uniqueCode("PO"), style, quantity: 300, date: today() }]);
  await loginAs("planner@demo.local");

  for (const size of SIZES) {
    await atSize(page, size);
    await page.goto(`/user/product?q=${style}`);
    const table = page.getByRole("table", { name: "Styles" });
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expectFitted(table, ["STYLE CODE", "STYLE NAME", "SIZE CHART", "ACTION"]);
    const row = table.locator("tbody tr").first();
    await expectSideBySide(row);
    // The size chart's Add is whole and in view, not under the action column.
    const add = row.getByRole("button", { name: `Size chart of ${style}: none yet, add one` });
    await expect(add).toBeInViewport({ ratio: 1 });
    await expect(add).toHaveText(/Add/);
  }
  // At 1024 px the department and garment are in the detail.
  await atSize(page, SIZES[0]);
  const detail = await openDetail(page.getByRole("table", { name: "Styles" }), style);
  await expect(detail.getByRole("term").filter({ hasText: "DEPARTMENT" })).toBeVisible();
});

test("Users fits 1024×768 with the sidebar open: name, email, approval and action in view", async ({
  page,
  loginAs,
}) => {
  await atSize(page, SIZES[0]);
  await loginAs("admin@demo.local");
  // At this size the sidebar starts collapsed: its toggle is waited for (the page may still be drawing), then used.
  const expand = page.getByRole("button", { name: "Expand sidebar" });
  const collapse = page.getByRole("button", { name: "Collapse sidebar" });
  await expect(expand.or(collapse)).toBeVisible();
  if (await expand.isVisible()) await expand.click();
  await expect(collapse).toBeVisible();
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expectFitted(table, ["NAME", "EMAIL", "APPROVAL", "ACTION"]);
  await expectSideBySide(table.locator("tbody tr").first());
  const detail = await openDetail(table, /^More about /);
  await expect(detail.getByRole("term").filter({ hasText: "PLATFORM" })).toBeVisible();
});
