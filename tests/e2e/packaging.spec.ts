import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { formatDateTime, isoDay, spreadsheetDate } from "@aql-portal/shared";
import * as XLSX from "xlsx";
import { signInAll, uniqueCode } from "../support/demo";
import { importLines, localDay, typedDay, type Line } from "../support/inspections";
import { compliantCheck, recordedCheck } from "../support/packaging";
import { expect, expectToastOf, test } from "./fixtures";

/**
 * The DCs' packaging checks (docs/decisions/packaging.md). Setup through the API: a planner imports two PO lines
 * of a new style (600 units ordered). Then, in Chromium: the demo inspector, at the DC, records the delivery's
 * check and watches the result being worked out as the measurements go in (plastic tape makes it Non-compliant
 * at once; units received short make the short shipment the suggested issue); the saved check opens as the
 * server has it, shows in the Compliance report, and is corrected to Compliant. A client manager opens Your
 * Reports → Compliance, finds a check and exports the report: the file holds its rows, with the spec's names.
 */
test.describe.configure({ mode: "serial" });

const style = uniqueCode("PKE");
const lines: Line[] = [300, 300].map((quantity) => ({
  po: uniqueCode("PO"),
  style,
  quantity,
  date: typedDay(localDay(3)),
}));
const booking = uniqueCode("BK");

test.beforeAll(async () => {
  await signInAll();
  await importLines(lines);
});

/** The side drawer with this title: the record form, a check, its correction. */
const drawer = (page: Page, title: string) => page.getByRole("dialog", { name: title });

test("DC staff record a delivery's packaging check, see its result as they type and on save, and correct it", async ({
  page,
  loginAs,
}) => {
  await loginAs("inspector@demo.local");
  await page.getByRole("link", { name: "Packaging & DC Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Packaging & DC Reports" })).toBeVisible();

  await page.getByRole("button", { name: "Record a check" }).click();
  const form = drawer(page, "Record a packaging check");
  await expect(form).toBeVisible();

  // Nothing chosen: saving names what is missing.
  await form.getByRole("button", { name: "Save check" }).click();
  await expect(form.getByText("Give the delivery's booking reference.")).toBeVisible();
  await expect(form.getByText("Choose the PO lines delivered.")).toBeVisible();

  await form.getByLabel("Booking reference").fill(booking);
  await form.getByLabel("Find PO lines").fill(style);
  const found = form.getByRole("group", { name: "PO lines found" });
  await found.getByRole("checkbox", { name: new RegExp(`PO ${lines[0]!.po}`) }).check({ force: true });
  await found.getByRole("checkbox", { name: new RegExp(`PO ${lines[1]!.po}`) }).check({ force: true });
  await expect(form.getByRole("group", { name: "PO lines chosen" })).toContainText(
    "2 PO lines · 600 units ordered",
  );

  // Plastic tape is an issue before anything else is measured.
  const soFar = form.getByRole("region", { name: "Result so far" });
  await expect(soFar).toContainText("Pending");
  await form.getByRole("button", { name: "Plastic tape" }).click();
  await expect(soFar).toContainText("Non-compliant");
  await expect(soFar).toContainText("Suggested issue: Plastic tape");

  // 540 of 600 units is 10 % short: the more serious issue comes first.
  await form.getByLabel("Cartons counted").fill("20");
  await form.getByLabel("Units received").fill("540");
  const carton = form.getByRole("group", { name: "Carton size (cm)" });
  await carton.getByLabel("Length").fill("60");
  await carton.getByLabel("Width").fill("40");
  await carton.getByLabel("Height").fill("40");
  const unit = form.getByRole("group", { name: "Unit size, folded and packed (cm)" });
  await unit.getByLabel("Length").fill("30");
  await unit.getByLabel("Width").fill("20");
  await unit.getByLabel("Height").fill("5");
  await expect(soFar).toContainText("Suggested issue: Short shipment");
  await expect(soFar).toContainText("Also: Plastic tape");
  await expect(soFar).toContainText("−10.0%");

  await expectToastOf(page, "Packaging check recorded", () =>
    form.getByRole("button", { name: "Save check" }).click(),
  );

  // The check as the server has it.
  const saved = drawer(page, `Booking ${booking}`);
  await expect(saved).toBeVisible();
  const result = saved.getByRole("region", { name: "Result", exact: true });
  await expect(result).toContainText("Non-compliant");
  await expect(result).toContainText("Suggested issue: Short shipment");
  await expect(result).toContainText("Short");
  await expect(result).toContainText("Est. units per carton32");
  await expect(saved.getByRole("region", { name: "Delivery" })).toContainText("600 units");
  await expect(saved.getByRole("region", { name: "Recorded" })).toContainText("Imran Hossain");

  // It is in the Compliance report, newest first.
  await saved.getByRole("button", { name: "Close" }).click();
  await page.getByLabel("Search").fill(booking);
  const row = page
    .getByRole("table", { name: "Compliance report" })
    .getByRole("row")
    .filter({ hasText: booking });
  await expect(row).toContainText("Non-compliant");
  await expect(row).toContainText("Short shipment+1 more");

  // Corrected: the full quantity arrived, sealed with paper tape.
  await row.getByRole("link", { name: booking }).click();
  await saved.getByRole("button", { name: "Correct" }).click();
  const correction = drawer(page, "Correct the check");
  await correction.getByLabel("Units received").fill("600");
  await correction.getByRole("button", { name: "Paper tape" }).click();
  await expect(correction.getByRole("region", { name: "Result so far" })).toContainText("Compliant");
  await expectToastOf(page, "Packaging check corrected", () =>
    correction.getByRole("button", { name: "Save correction" }).click(),
  );
  await expect(saved.getByRole("region", { name: "Result", exact: true })).toContainText("No issue found");
  await saved.getByRole("button", { name: "Close" }).click();
  await expect(row).toContainText("Compliant");
  await expect(row).not.toContainText("Non-compliant");
});

test("a client manager opens Your Reports → Compliance, finds a check and exports the report", async ({
  page,
  loginAs,
}) => {
  const reference = uniqueCode("BK");
  const check = await recordedCheck(
    compliantCheck(lines, {
      bookingReference: reference,
      cartonCount: 20,
      paperTape: false,
      receivedQuantity: 600,
    }),
  );
  expect(check.outcome).toMatchObject({ complianceResult: "Non-compliant", suggestedIssue: "PLASTIC_TAPE" });

  await loginAs("manager@demo.local");
  await expect(page).toHaveURL(/\/your-reports$/);
  await page
    .getByRole("region", { name: "Report pages" })
    .getByRole("link", { name: /^Compliance Each delivery/ })
    .click();
  await expect(page).toHaveURL(/\/demo-retail\/your-reports\/compliance$/);
  await expect(page.getByRole("heading", { level: 1, name: "Packaging reports" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Compliance", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // Read-only: nothing is recorded from here.
  await expect(page.getByRole("button", { name: "Record a check" })).toHaveCount(0);

  await page.getByLabel("Search").fill(reference);
  const table = page.getByRole("table", { name: "Compliance report" });
  const row = table.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Plastic tape");
  await expect(table.getByRole("row")).toHaveCount(2);

  const exportAs = async (format: RegExp) => {
    await page.getByRole("button", { name: "Export" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: format }).click();
    const download = await downloading;
    return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
  };
  const period = `${isoDay(new Date(), -29)}-to-${isoDay(new Date())}`;

  const csv = await exportAs(/CSV/);
  expect(csv.name).toBe(`packaging-compliance-${period}.csv`);
  const [header, ...rows] = csv.bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header?.split(",").slice(0, 6)).toEqual([
    "Checked on",
    "Checked by",
    "Booking reference [booking_reference]",
    "DC [UDC_id]",
    "DC name",
    "Supplier [supplier_name]",
  ]);
  expect(rows).toHaveLength(1);
  // Dates as the portal shows them, on the UK clock.
  expect(rows[0]?.startsWith(`"${formatDateTime(check.checkedOn)}",`)).toBe(true);
  expect(rows[0]).toContain(`${reference},BFD,`);
  expect(rows[0]).toContain("Non-compliant,Plastic tape,Plastic tape");

  const xlsx = await exportAs(/Excel workbook/);
  expect(xlsx.name).toBe(`packaging-compliance-${period}.xlsx`);
  const book = XLSX.read(xlsx.bytes, { type: "buffer", cellNF: true });
  // The check's moment is a date Excel sorts and filters, written as the portal writes it.
  expect(book.Sheets.Compliance?.A2).toMatchObject({
    t: "n",
    v: spreadsheetDate(check.checkedOn),
    z: 'dd mmm yyyy", "hh:mm',
  });
  const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Compliance ?? {});
  expect(sheet).toHaveLength(1);
  expect(sheet[0]).toMatchObject({
    "Booking reference [booking_reference]": reference,
    "Compliance [compliance_result]": "Non-compliant",
    "Suggested issue [Suggested_Issue]": "Plastic tape",
    "PO qty [po_quantity]": 600,
    "Received [actual_received_qty]": 600,
    "Carton length (cm) [carton_length]": 60,
    "Standard box [SBS]": "A",
  });
});

test("an administrator changes the packaging standard, and everyone reads the new thresholds", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin@demo.local");
  await page.goto("/user/packaging");
  const standard = page.getByRole("region", { name: "Packaging standard" });
  await expect(standard).toContainText("Cartons at least 80% full");

  const change = async (minimumFill: string) => {
    await standard.getByRole("button", { name: "Change the standard" }).click();
    const dialog = page.getByRole("dialog", { name: "Packaging standard" });
    await dialog.getByLabel("Minimum fill (%)").fill(minimumFill);
    await dialog.getByRole("button", { name: "Save the standard" }).click();
    await expect(dialog).toBeHidden();
  };

  // A threshold the schema refuses is named before anything is sent.
  await standard.getByRole("button", { name: "Change the standard" }).click();
  const dialog = page.getByRole("dialog", { name: "Packaging standard" });
  await dialog.getByLabel("Minimum fill (%)").fill("120");
  await dialog.getByRole("button", { name: "Save the standard" }).click();
  await expect(dialog.getByText("Minimum fill must be at most 100.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await expectToastOf(page, "Packaging standard saved", () => change("85"));
  await expect(standard).toContainText("Cartons at least 85% full");
  await expect(standard).toContainText("Changed by Alex Morgan");
  // Put back as it was, for the other journeys.
  await change("80");
  await expect(standard).toContainText("Cartons at least 80% full");
});

test("a reviewer finds the DC's reports in the sidebar by name, and the client's analytics apart from them", async ({
  page,
  loginAs,
}) => {
  await loginAs("reviewer@demo.local");
  const sidebar = page
    .getByRole("navigation")
    .filter({ has: page.getByRole("link", { name: "Manage Inspections" }) });
  await sidebar.getByRole("link", { name: "Packaging & DC Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Packaging & DC Reports" })).toBeVisible();
  for (const report of ["Compliance panel", "Compliance", "Accuracy", "Garment check"]) {
    await expect(page.getByRole("tab", { name: report, exact: true })).toBeVisible();
  }
  await page.getByRole("tab", { name: "Accuracy", exact: true }).click();
  await expect(page).toHaveURL(/[?&]report=accuracy/);

  // The client's analytics open in the client view, under their own name.
  await page.goto("/user/manage-inspections");
  await sidebar.getByRole("link", { name: "Client Analytics" }).click();
  await expect(page).toHaveURL(/\/demo-retail\/your-reports$/);
});
