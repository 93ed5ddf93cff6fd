import { readFileSync, writeFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import * as XLSX from "xlsx";
import { IMPORT_COLUMNS } from "@aql-portal/shared";
import { demoLine, poLinesTable, type PoLineRow } from "../support/po-lines";
import { expect, test } from "./fixtures";

/**
 * UPLOAD PRODUCT READY TO INSPECT, as a planner uses it: the template downloaded from the page, filled in (here
 * by SheetJS in the test, a different program from the browser that uploads it), uploaded, and the answer read
 * on screen. Every run uses its own style codes and PO numbers, so runs never meet each other's data.
 */

function uniqueId(): string {
  return `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`.toUpperCase();
}

/** A PO line of the demo tenant's supplier (demoLine) in 10 cartons, for the Bradford centre on 15/12/2026. */
const line = (fields: PoLineRow) =>
  demoLine({ cartons: 10, deliveryDate: "15/12/2026", centre: "BFD", ...fields });

/**
 * The downloaded template with its example row replaced by these lines. Columns are found by their header in
 * the template, so the test follows the template if its column order changes.
 */
function fillTemplate(templatePath: string, lines: readonly PoLineRow[], outputPath: string): void {
  const workbook = XLSX.read(readFileSync(templatePath));
  const sheet = workbook.Sheets["PO lines"];
  if (!sheet) throw new Error(`The template has no "PO lines" sheet: ${workbook.SheetNames.join(", ")}`);
  const [headers = []] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, range: "A1:Z1" });
  const keyOf = new Map<string, string>(IMPORT_COLUMNS.map((column) => [column.header, column.key]));
  const rows = lines.map((fields) =>
    headers.map((header) => {
      const value = fields[keyOf.get(header) as keyof PoLineRow];
      return value ?? "";
    }),
  );
  // Row 2 held the example: the lines go there, and the cells below keep the template's formats.
  XLSX.utils.sheet_add_aoa(sheet, rows, { origin: "A2" });
  writeFileSync(outputPath, XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

/** A workbook written from scratch: header row and the lines, on a sheet named as in the template. */
function writeWorkbook(lines: readonly PoLineRow[], outputPath: string): void {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(poLinesTable(lines)), "PO lines");
  writeFileSync(outputPath, XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

async function upload(page: Page, path: string): Promise<void> {
  await page.getByLabel("Spreadsheet to import").setInputFiles(path);
  await expect(page.getByTestId("chosen-file")).toBeVisible();
  await page.getByRole("button", { name: "Upload and import" }).click();
}

/**
 * What a row of the result says, its detail included: the table shows the columns that fit the width and the
 * rest in each row's detail.
 */
async function rowText(table: Locator, styleCode: string): Promise<string> {
  const row = table.getByRole("row").filter({ hasText: styleCode });
  const toggle = row.getByRole("button", { name: /^More about / });
  if ((await toggle.count()) === 0) return row.innerText();
  await toggle.click();
  const detail = table.getByRole("group", { name: new RegExp(`\\(${styleCode}\\)$`) });
  return `${await row.innerText()}\n${await detail.innerText()}`;
}

/** The Created / Updated / Unchanged figures of one kind of record in the result. */
const figures = (page: Page, kind: string) => page.getByRole("group", { name: kind }).getByRole("definition");

test("a planner downloads the template, fills it in and imports it; the same file again changes nothing", async ({
  page,
  loginAs,
}, testInfo) => {
  const id = uniqueId();
  await loginAs("planner@demo.local");
  await expect(page).toHaveURL(/\/user\/import$/);
  await expect(page.getByRole("banner")).toContainText("UPLOAD PRODUCT READY TO INSPECT");
  await expect(
    page.getByRole("heading", { name: "Upload products ready to inspect", level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(".xlsx or .csv · up to 10 MB and 20,000 rows")).toBeVisible();
  // Spec §4, §9: the inspection type defaults to "DC Inspection", and there are three to choose from.
  const type = page.getByLabel("Inspection type");
  await expect(type).toHaveValue("DC Inspection");
  await expect(type.locator("option")).toHaveText([
    "DC Inspection",
    "DC Origin Inspection",
    "UK DC Inspection",
  ]);

  // What goes in each column, from the page itself.
  await page.getByRole("button", { name: /What goes in each column/ }).click();
  const columns = page.getByRole("table", { name: "What goes in each column" });
  await expect(columns.getByRole("row").filter({ hasText: "PO Number" })).toContainText("Required");
  await expect(columns.getByRole("row").filter({ hasText: "Cartons" })).toContainText("Optional");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download template" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("aql-portal-import-template.xlsx");
  const templatePath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(templatePath);
  // An .xlsx is a zip archive: "PK\x03\x04".
  expect([...readFileSync(templatePath).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

  const jumper = `E2E-${id}-A`;
  const cardigan = `E2E-${id}-B`;
  const filled = testInfo.outputPath(`orders-${id}.xlsx`);
  fillTemplate(
    templatePath,
    [
      // Same style, colour, supplier, factory, centre and delivery date: one inspection of 1,200 units.
      line({ poNumber: `E2E${id}01`, styleCode: jumper, orderQuantity: 700 }),
      line({ poNumber: `E2E${id}02`, styleCode: jumper, orderQuantity: 500 }),
      line({
        poNumber: `E2E${id}03`,
        styleCode: cardigan,
        styleName: "E2E cable cardigan",
        colourCode: "012",
        colourName: "Oatmeal",
        orderQuantity: 300,
        deliveryDate: "20/01/2027",
      }),
    ],
    filled,
  );

  await page.getByLabel("Tenant centre").selectOption({ label: "Bradford DC (BFD)" });
  await upload(page, filled);
  await expect(page.getByText("File uploaded successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "File imported" })).toBeVisible();
  await expect(
    page.getByText(`orders-${id}.xlsx · 3 rows read · DC Inspection · Bradford DC (BFD)`),
  ).toBeVisible();
  await expect(figures(page, "Styles")).toHaveText(["2", "0", "0"]);
  await expect(figures(page, "PO lines")).toHaveText(["3", "0", "0"]);
  await expect(figures(page, "Inspections")).toHaveText(["2", "0", "0"]);
  await expect(page.getByText("Nothing changed")).toHaveCount(0);

  const inspections = page.getByRole("table", { name: "Imported inspections" });
  await expect(inspections.locator("tbody tr")).toHaveCount(2);
  const jumperRow = await rowText(inspections, jumper);
  // Lot 1,200 at general level II: code letter J, sample 80; Ac 5 at AQL 2.5 (major) and 7 at AQL 4.0 (minor).
  for (const text of [
    "E2E crew neck jumper",
    "Navy",
    "Dhaka Knitwear Ltd",
    "Gazipur Unit 1",
    "Bradford DC",
    `E2E${id}01`,
    `E2E${id}02`,
    "15 Dec 2026",
    "1,200",
    "80",
    "Code J",
    "5 / 7",
    "Created",
  ]) {
    expect(jumperRow).toContain(text);
  }
  const cardiganRow = await rowText(inspections, cardigan);
  // Lot 300: code letter H, sample 50, Ac 3 major and 5 minor.
  for (const text of ["Oatmeal", `E2E${id}03`, "20 Jan 2027", "300", "50", "Code H", "3 / 5"]) {
    expect(cardiganRow).toContain(text);
  }

  // The same file again: the answer says so, and nothing is counted as new.
  await upload(page, filled);
  await expect(page.getByText("Nothing changed: this file was imported before.")).toBeVisible();
  await expect(figures(page, "Styles")).toHaveText(["0", "0", "2"]);
  await expect(figures(page, "PO lines")).toHaveText(["0", "0", "3"]);
  await expect(figures(page, "Inspections")).toHaveText(["0", "0", "2"]);
  await expect(inspections.getByRole("row").filter({ hasText: jumper })).toContainText("1,200");

  // The styles are on the Product page straight away.
  await page.getByRole("navigation").getByRole("link", { name: "Product" }).click();
  await page.getByPlaceholder("Search by style code or name").fill(`E2E-${id}`);
  const styles = page.getByRole("table", { name: "Styles" });
  await expect(styles.locator("tbody tr")).toHaveCount(2);
  await expect(styles.getByRole("row").filter({ hasText: jumper })).toContainText("MKNIT");
});

test("an inspection a planner deleted stays deleted when the same file is imported again", async ({
  page,
  loginAs,
}, testInfo) => {
  const id = uniqueId();
  const style = `E2E-${id}-DEL`;
  // Delivered today, so Manage Inspections' default range (yesterday to today) shows the lot.
  const today = new Date();
  const deliveryDate = [today.getDate(), today.getMonth() + 1, today.getFullYear()]
    .map((part) => String(part).padStart(2, "0"))
    .join("/");
  const file = testInfo.outputPath(`delete-${id}.xlsx`);
  writeWorkbook(
    [
      line({ poNumber: `E2E${id}11`, styleCode: style, orderQuantity: 400, deliveryDate }),
      line({ poNumber: `E2E${id}12`, styleCode: style, orderQuantity: 200, deliveryDate }),
    ],
    file,
  );
  await loginAs("planner@demo.local");
  await page.getByLabel("Tenant centre").selectOption({ label: "Bradford DC (BFD)" });
  await upload(page, file);
  await expect(figures(page, "Inspections")).toHaveText(["1", "0", "0"]);

  // The planner deletes the lot in Manage Inspections.
  await page.getByRole("navigation").getByRole("link", { name: "Manage Inspections" }).click();
  await page.getByLabel("Search").fill(style);
  await page.getByRole("button", { name: new RegExp(`^Actions for inspection .*\\(${style}\\)$`) }).click();
  await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("No inspections match these filters.")).toBeVisible();

  // The same file again leaves the deletion standing, and says why nothing was made of its lines.
  await page
    .getByRole("navigation")
    .getByRole("link", { name: /Import/ })
    .click();
  await page.getByLabel("Tenant centre").selectOption({ label: "Bradford DC (BFD)" });
  await upload(page, file);
  await expect(page.getByText("2 PO lines left as a planner arranged them.")).toBeVisible();
  await expect(figures(page, "Inspections")).toHaveText(["0", "0", "0"]);
  await page.getByRole("navigation").getByRole("link", { name: "Manage Inspections" }).click();
  await page.getByLabel("Search").fill(style);
  await expect(page.getByText("No inspections match these filters.")).toBeVisible();
});

test("a file with problems imports nothing, and every problem is listed with its row", async ({
  page,
  loginAs,
}, testInfo) => {
  const id = uniqueId();
  const style = `E2E-${id}-X`;
  const broken = testInfo.outputPath(`broken-${id}.xlsx`);
  writeWorkbook(
    [
      line({ poNumber: `E2E${id}11`, styleCode: style, orderQuantity: 100, supplier: "NOSUCHSUPPLIER" }),
      line({
        poNumber: `E2E${id}12`,
        styleCode: style,
        colourCode: "042",
        orderQuantity: 100,
        deliveryDate: "31/02/2026",
      }),
      line({ poNumber: `E2E${id}13`, styleCode: style, colourCode: "043", orderQuantity: "" }),
    ],
    broken,
  );
  await loginAs("planner@demo.local");
  await upload(page, broken);

  const panel = page.getByRole("region", { name: "The file has 3 problems; nothing was imported." });
  await expect(panel).toBeVisible();
  await expect(page.getByText("File upload Failed!").first()).toBeVisible();
  const problems = page.getByRole("table", { name: "Problems in the file" });
  const rows = problems.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  // Sorted by row, as numbered in the spreadsheet (the header is row 1).
  await expect(problems.getByRole("columnheader", { name: /ROW/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.nth(0)).toContainText("2");
  await expect(rows.nth(0)).toContainText("Supplier");
  await expect(rows.nth(0)).toContainText("NOSUCHSUPPLIER");
  await expect(rows.nth(1)).toContainText("Delivery Date");
  await expect(rows.nth(1)).toContainText("31/02/2026");
  await expect(rows.nth(1)).toContainText(/not a real date/);
  await expect(rows.nth(2)).toContainText("Order Quantity");
  await expect(rows.nth(2)).toContainText("(empty)");
  await expect(rows.nth(2)).toContainText(/required/);

  await problems.getByRole("button", { name: /ROW/ }).click();
  await expect(rows.nth(0)).toContainText("Order Quantity");

  // Nothing was written: the style is not on the Product page.
  await page.getByRole("navigation").getByRole("link", { name: "Product" }).click();
  await page.getByPlaceholder("Search by style code or name").fill(style);
  await expect(page.getByText(`No styles match “${style}”.`)).toBeVisible();
});

test("a newer upload's outcome replaces the toast of the one before", async ({ page, loginAs }, testInfo) => {
  const id = uniqueId();
  const good = testInfo.outputPath(`good-${id}.xlsx`);
  writeWorkbook([line({ poNumber: `E2E${id}21`, styleCode: `E2E-${id}-T`, orderQuantity: 100 })], good);
  await loginAs("planner@demo.local");
  await page.getByLabel("Tenant centre").selectOption({ label: "Bradford DC (BFD)" });
  await upload(page, good);
  const toast = (text: string) => page.getByRole("status").filter({ hasText: text });
  const uploaded = toast("File uploaded successfully.");
  await expect(uploaded).toBeVisible();

  // The pointer rests on the toast, which keeps it on screen, while the next file goes from the keyboard: a
  // PDF named like a workbook, which the server refuses at once.
  await uploaded.hover();
  await page.getByLabel("Spreadsheet to import").setInputFiles({
    name: "orders.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from("%PDF-1.7\nnot a spreadsheet at all"),
  });
  await page.getByRole("button", { name: "Upload and import" }).press("Enter");
  await expect(toast("File upload Failed!")).toBeVisible();
  // The failure replaces the success: the two never stand together.
  await expect(uploaded).toHaveCount(0);
});

test("an answer cut off on its way is never taken for an import; the file stays to be sent again", async ({
  page,
  loginAs,
}, testInfo) => {
  const id = uniqueId();
  const file = testInfo.outputPath(`cut-${id}.xlsx`);
  writeWorkbook([line({ poNumber: `E2E${id}31`, styleCode: `E2E-${id}-C`, orderQuantity: 100 })], file);
  await loginAs("planner@demo.local");
  await page.getByLabel("Tenant centre").selectOption({ label: "Bradford DC (BFD)" });
  // The connection is cut after the upload: an empty 200 is what the SWA CLI passed on for a request whose
  // functions host was killed. Whether the server imported the file, the page cannot know.
  await page.route("**/api/inspections/import", (route) => route.fulfill({ status: 200, body: "" }));
  await upload(page, file);
  const unconfirmed = page.getByRole("alert").filter({ hasText: "Was the file imported?" });
  await expect(unconfirmed).toContainText("this page cannot tell whether the file was imported");
  await expect(page.getByText("File uploaded successfully.")).toHaveCount(0);
  await expect(page.getByText("File upload Failed!")).toHaveCount(0);

  // The file stays chosen; sent again over a whole connection, the server's own answer replaces the doubt.
  await page.unroute("**/api/inspections/import");
  await expect(page.getByTestId("chosen-file")).toBeVisible();
  await page.getByRole("button", { name: "Upload and import" }).click();
  await expect(page.getByRole("heading", { name: "File imported" })).toBeVisible();
  await expect(unconfirmed).toHaveCount(0);
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("uploading without a file says so, and a file that is not a spreadsheet gets the server's reason", async ({
    page,
    loginAs,
  }) => {
    await loginAs("planner@demo.local");
    await page.getByRole("button", { name: "Upload and import" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No file selected" })).toBeVisible();

    // Refused in the browser before sending: wrong kind of file by its name.
    await page.getByLabel("Spreadsheet to import").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an order"),
    });
    await expect(page.getByText("notes.txt is not an XLSX or CSV file.")).toBeVisible();

    // Named like a workbook, but a PDF: the server reads the content and refuses it as a whole.
    await page.getByLabel("Spreadsheet to import").setInputFiles({
      name: "orders.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from("%PDF-1.7\nnot a spreadsheet at all"),
    });
    await page.getByRole("button", { name: "Upload and import" }).click();
    const failure = page.getByRole("alert").filter({ hasText: "orders.xlsx is a PDF, not a spreadsheet." });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("File upload Failed!");
    await expect(failure).toContainText("Nothing was imported.");
  });
});
