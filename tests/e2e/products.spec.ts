import type { Page } from "@playwright/test";
import * as XLSX from "xlsx";
import { api, signIn } from "../support/sign-in";
import { expect, expectToastOf, test } from "./fixtures";

/**
 * PRODUCT DETAILS, as a planner uses it: add a style, find it by Style Code, group two styles (spec §5), look
 * at and upload a size chart, delete a style. Every test works on styles it creates, under its own prefix.
 */

function uniquePrefix(): string {
  return `E2E-${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`.toUpperCase();
}

/** Styles made through the API, as a planner: the journeys below are about what the page does with them. */
async function addStyles(styles: { styleCode: string; productCategoryCode: string }[]): Promise<void> {
  const { accessToken } = await signIn("planner@demo.local");
  for (const style of styles) {
    const response = await api("products", {
      method: "POST",
      token: accessToken,
      body: { ...style, styleName: `E2E style ${style.styleCode}` },
    });
    expect(response.status, await response.text()).toBe(201);
  }
}

const stylesTable = (page: Page) => page.getByRole("table", { name: "Styles" });
/** A style's row, by its own checkbox (its code may also appear in another row, as that row's partner). */
const rowOf = (page: Page, styleCode: string) =>
  stylesTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("checkbox", { name: `Select ${styleCode} for grouping`, exact: true }) });

async function openProducts(page: Page, search: string): Promise<void> {
  await page.getByRole("navigation").getByRole("link", { name: "Product" }).click();
  await expect(page.getByRole("heading", { name: "Product details", level: 1 })).toBeVisible();
  await searchStyles(page, search);
}

async function searchStyles(page: Page, search: string): Promise<void> {
  const box = page.getByPlaceholder("Search by style code or name");
  await box.fill(search);
  // The Style Code suggestions open over the table as one types; Escape puts them away, the search stays.
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(box).toHaveValue(search);
  // The list has narrowed to the search (it is kept in the address) and finished loading.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(search)}`));
  await expect(stylesTable(page)).toHaveAttribute("aria-busy", "false");
}

async function chooseAction(page: Page, styleCode: string, action: string): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${styleCode}` }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

async function tick(page: Page, styleCode: string): Promise<void> {
  await rowOf(page, styleCode).getByRole("checkbox").click();
}

test("a planner adds a style, finds it by Style Code as they type, and deletes it", async ({
  page,
  loginAs,
}) => {
  const prefix = uniquePrefix();
  const styleCode = `${prefix}-NEW`;
  await loginAs("planner@demo.local");
  await page.getByRole("navigation").getByRole("link", { name: "Product" }).click();
  await expect(page.locator("header")).toContainText("PRODUCT DETAILS");

  await page.getByRole("button", { name: "Add style" }).click();
  const dialog = page.getByRole("dialog", { name: "Add style" });
  await dialog.getByRole("button", { name: "Add style" }).click();
  await expect(dialog.getByText("This field is required.")).toHaveCount(3); // code, name, category
  await dialog.getByLabel("Style Code").fill(styleCode);
  await dialog.getByLabel("Style Name").fill("E2E quilted jacket");
  await dialog.getByLabel("Product category").selectOption({ value: "MJACKET" });
  await dialog.getByLabel("Supplier").selectOption({ label: "Dhaka Knitwear Ltd (DKW)" });
  await dialog.getByRole("button", { name: "Add style" }).click();
  await expect(page.getByText("Style added successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list shows the new style.
  const row = rowOf(page, styleCode);
  await expect(row).toContainText("E2E quilted jacket");
  await expect(row).toContainText("MJACKET");
  await expect(row).toContainText("Jacket");
  await expect(row).toContainText("Dhaka Knitwear Ltd");

  // The same code twice: refused, with the server's reason, and what was typed stays.
  await page.getByRole("button", { name: "Add style" }).click();
  await dialog.getByLabel("Style Code").fill(styleCode);
  await dialog.getByLabel("Style Name").fill("E2E duplicate");
  await dialog.getByLabel("Product category").selectOption({ value: "MJACKET" });
  await dialog.getByRole("button", { name: "Add style" }).click();
  await expect(dialog.getByText("This style cannot be added.")).toBeVisible();
  await expect(dialog.getByText(/exists already/).first()).toBeVisible();
  await expect(dialog.getByLabel("Style Name")).toHaveValue("E2E duplicate");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Type-ahead: the first characters of the code offer the style; choosing it shows that style.
  const search = page.getByRole("combobox", { name: "Style Code" });
  await search.fill("");
  await search.pressSequentially(prefix.slice(0, 12), { delay: 20 });
  const option = page.getByRole("option", { name: new RegExp(styleCode) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(search).toHaveValue(styleCode);
  await expect(stylesTable(page).locator("tbody tr")).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`q=${styleCode}`));

  await chooseAction(page, styleCode, "Delete");
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(`Are you sure you want to delete style ${styleCode}?`);
  await expectToastOf(page, "Style deleted successfully.", () =>
    confirm.getByRole("button", { name: "Yes" }).click(),
  );
  await expect(page.getByText(`No styles match “${styleCode}”.`)).toBeVisible();
});

test("two styles of one category are grouped; the spec's rules refuse the rest; a grouped style is ungrouped before it is deleted", async ({
  page,
  loginAs,
}) => {
  const prefix = uniquePrefix();
  const [knitA, knitB, dress] = [`${prefix}-K1`, `${prefix}-K2`, `${prefix}-D1`];
  await addStyles([
    { styleCode: knitA, productCategoryCode: "MKNIT" },
    { styleCode: knitB, productCategoryCode: "MKNIT" },
    { styleCode: dress, productCategoryCode: "WDRESS" },
  ]);
  await loginAs("planner@demo.local");
  await openProducts(page, prefix);
  await expect(stylesTable(page).locator("tbody tr")).toHaveCount(3);
  const bar = page.getByRole("region", { name: "Style grouping" });

  // One style only: Group needs exactly two.
  await tick(page, knitA);
  await expect(bar).toContainText("1 of 2 selected");
  await bar.getByRole("button", { name: "Group", exact: true }).click();
  await expect(bar.getByRole("alert")).toHaveText("Can group exactly 2 styles");

  // Different categories: refused when grouping.
  await tick(page, dress);
  await bar.getByRole("button", { name: "Group", exact: true }).click();
  await expect(bar.getByRole("alert")).toHaveText("Cannot group different product categories.");

  // A third style cannot even be picked.
  await tick(page, knitB);
  await expect(bar.getByRole("alert")).toHaveText("Cannot group more than two style codes.");
  await expect(rowOf(page, knitB).getByRole("checkbox")).not.toBeChecked();

  await bar.getByRole("button", { name: `Remove ${dress} from the group` }).click();
  await tick(page, knitB);
  await expect(bar).toContainText("2 of 2 selected");
  await bar.getByRole("button", { name: "Group", exact: true }).click();
  await expect(page.getByText("Styles grouped successfully.")).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(rowOf(page, knitA)).toContainText(knitB);
  await expect(rowOf(page, knitB)).toContainText(knitA);

  // A grouped style cannot join another group, nor be deleted until ungrouped.
  await tick(page, knitA);
  await expect(bar.getByRole("alert")).toHaveText(
    `${knitA} is already grouped with ${knitB}: ungroup it first.`,
  );
  await page.getByRole("button", { name: `Actions for ${knitA}` }).click();
  await expect(page.getByRole("menuitem", { name: /Delete/ })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: /Delete/ })).toContainText(
    "Ungroup this style before deleting it.",
  );
  await page.getByRole("menuitem", { name: "Ungroup", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Styles ungrouped successfully.")).toBeVisible();
  await expect(rowOf(page, knitA)).not.toContainText(knitB);
  await expect(rowOf(page, knitB)).not.toContainText(knitA);

  await chooseAction(page, knitA, "Delete");
  await expectToastOf(page, "Style deleted successfully.", () =>
    page.getByRole("dialog").getByRole("button", { name: "Yes" }).click(),
  );
  await expect(stylesTable(page).locator("tbody tr")).toHaveCount(2);
  await expect(rowOf(page, knitA)).toHaveCount(0);
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("a style's size chart: none yet, then uploaded from a workbook, with the garment's hidden points left out", async ({
    page,
    loginAs,
  }) => {
    const prefix = uniquePrefix();
    const styleCode = `${prefix}-SC`;
    await addStyles([{ styleCode, productCategoryCode: "MKNIT" }]);
    await loginAs("planner@demo.local");
    await openProducts(page, styleCode);
    await expect(rowOf(page, styleCode)).toContainText("Add");

    // The row's actions stay in reach at the right edge, however the table scrolls.
    await chooseAction(page, styleCode, "Size chart");
    const drawer = page.getByRole("dialog", { name: `Size chart · ${styleCode}` });
    await expect(drawer.getByText("Completed size chart cannot be found.")).toBeVisible();
    await drawer.getByRole("button", { name: "Upload size chart" }).click();
    await expect(drawer.getByRole("alert").filter({ hasText: "No file selected" })).toBeVisible();

    // Points of measure down, sizes across; a long-sleeve top is not measured at the inside leg (IL).
    const rows = [
      ["Code", "Point of measure", "Tolerance -", "Tolerance +", "S", "M", "L"],
      ["BL", "Body length from high point shoulder", 1, 1, 68, 70, 72],
      ["CH", "Chest width, 2.5 cm below armhole", 1, 1, 50.5, 53, 55.5],
      ["IL", "Inside leg", 1, 1, 78, 80, 82],
    ];
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Size chart");
    await drawer.getByLabel("Size chart file").setInputFiles({
      name: "chart.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer,
    });
    await drawer.getByRole("button", { name: "Upload size chart" }).click();
    await expect(page.getByText("Size chart uploaded successfully.")).toBeVisible();
    const chart = drawer.getByRole("table", { name: `Size chart of ${styleCode}` });
    await expect(chart.getByRole("columnheader")).toHaveText([
      "POINT OF MEASURE",
      "TOL −",
      "TOL +",
      "S",
      "M",
      "L",
    ]);
    await expect(chart.getByRole("row").filter({ hasText: "Chest width" })).toContainText("50.5");
    await expect(chart.getByRole("row").filter({ hasText: "Inside leg" })).toHaveCount(0);
    await expect(drawer.getByText("1 point hidden for this garment category")).toBeVisible();

    // Uploading again replaces the chart, and the page says so first.
    await drawer.getByRole("button", { name: "Upload a new chart" }).click();
    await expect(drawer.getByText("Uploading replaces the current chart.")).toBeVisible();
    await drawer.getByRole("button", { name: "Close" }).last().click();
    await expect(rowOf(page, styleCode)).toContainText("View");
  });
});

test("styles grouped under one search show grouped under a search they were listed in before", async ({
  page,
  loginAs,
}) => {
  const prefix = uniquePrefix();
  const [first, second] = [`${prefix}-G1`, `${prefix}-G2`];
  await addStyles([
    { styleCode: first, productCategoryCode: "MKNIT" },
    { styleCode: second, productCategoryCode: "MKNIT" },
  ]);
  await loginAs("planner@demo.local");
  await openProducts(page, first);
  await expect(stylesTable(page).locator("tbody tr")).toHaveCount(1);

  // Both styles under the prefix, grouped there.
  await searchStyles(page, prefix);
  await expect(stylesTable(page).locator("tbody tr")).toHaveCount(2);
  await tick(page, first);
  await tick(page, second);
  await page
    .getByRole("region", { name: "Style grouping" })
    .getByRole("button", { name: "Group", exact: true })
    .click();
  await expect(page.getByText("Styles grouped successfully.")).toBeVisible();

  // The first search again: its row is the grouped style, as saved (with the version the group made).
  await searchStyles(page, first);
  await expect(rowOf(page, first)).toContainText(second);
  await chooseAction(page, first, "Ungroup");
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Styles ungrouped successfully.")).toBeVisible();
  await chooseAction(page, first, "Delete");
  await expectToastOf(page, "Style deleted successfully.", () =>
    page.getByRole("dialog").getByRole("button", { name: "Yes" }).click(),
  );
  await expect(page.getByText(`No styles match “${first}”.`)).toBeVisible();
});
