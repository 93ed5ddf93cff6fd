import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { InspectionPageSchema, type Inspection } from "@aql-portal/shared";
import * as XLSX from "xlsx";
import { api, signIn } from "../support/sign-in";
import { expect, test } from "./fixtures";

/**
 * The client's analytics in Chromium, on the demo data npm start loads (the test stack loads it too): a season of
 * inspections whose last 30 days see Anatolia's lots fail and a colour defect appear. The figures on the pages
 * are checked against the inspections themselves, read through the inspections list (another path through the
 * API than the summaries the pages are made from).
 */

/** yyyy-mm-dd, `days` from today on this machine (the browser's clock too). */
function day(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Every inspection whose report is out, inspected in the last 30 days (today included). */
async function reportedLastMonth(query: Record<string, string> = {}): Promise<Inspection[]> {
  const { accessToken } = await signIn("manager@demo.local");
  const items: Inspection[] = [];
  let continuationToken: string | undefined;
  do {
    const params = new URLSearchParams({
      from: day(-29),
      to: day(0),
      dateField: "inspectionDate",
      reported: "true",
      pageSize: "100",
      ...query,
      ...(continuationToken ? { continuationToken } : {}),
    });
    const response = await api(`inspections?${params}`, { token: accessToken });
    expect(response.status).toBe(200);
    const page = InspectionPageSchema.parse(await response.json());
    items.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return items;
}

const kpi = (page: Page, label: string) =>
  page.getByRole("region", { name: "Headline figures" }).locator("div").filter({ hasText: label }).first();

test("a client manager lands on Your Reports with the season's figures, as the inspections themselves add up", async ({
  page,
  loginAs,
}) => {
  const lots = await reportedLastMonth();
  const awaiting = await reportedLastMonth({ awaitingDecision: "true" });
  const defects = lots.reduce((sum, lot) => sum + lot.totalDefects, 0);
  const sampled = lots.reduce((sum, lot) => sum + lot.plan.sampleSize, 0);
  expect(lots.length).toBeGreaterThan(10);

  await loginAs("manager@demo.local");
  await expect(page).toHaveURL(/\/demo-retail\/your-reports$/);
  await expect(page.getByRole("heading", { name: "Your reports", level: 1 })).toBeVisible();
  await expect(kpi(page, "Inspections done")).toContainText(String(lots.length));
  await expect(kpi(page, "Awaiting your decision")).toContainText(String(awaiting.length));
  await expect(kpi(page, "Defects per 100 units")).toContainText(((defects / sampled) * 100).toFixed(1));
  await expect(kpi(page, "Defects per 100 units")).toContainText(
    `${defects} units found defective in ${sampled.toLocaleString("en-GB")} sampled`,
  );

  // The story of the demo season: Anatolia's lots fail lately, and a colour defect is new.
  const suppliersMoved = page.getByRole("table", { name: "Suppliers that moved most" });
  await expect(suppliersMoved.getByRole("row", { name: /Anatolia Tekstil A\.Ş\./ })).toContainText("−");
  const defectsMoved = page.getByRole("table", { name: "Defects that moved most" });
  await expect(
    defectsMoved.getByRole("row", { name: /Colour does not match approved standard/ }),
  ).toContainText("+");

  // The lots awaiting a decision open their reports.
  const awaitingTable = page.getByRole("table", { name: "Lots awaiting your decision" });
  const oldest = [...awaiting].sort((a, b) =>
    (a.inspectionDate ?? "").localeCompare(b.inspectionDate ?? ""),
  )[0];
  if (!oldest) throw new Error("The demo season has no lot awaiting a decision");
  await awaitingTable.getByRole("link", { name: oldest.product.styleCode }).first().click();
  await expect(page).toHaveURL(/\/user\/inspection-detail\?id=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(oldest.product.styleCode);
});

test("every report tab opens, filters are kept in the address, and a Pareto bar opens its inspections", async ({
  page,
  loginAs,
}) => {
  await loginAs("manager@demo.local");
  const tabs = page.getByRole("navigation", { name: "Reports" });

  await tabs.getByRole("link", { name: "Supplier Analysis" }).click();
  await expect(page.getByRole("heading", { name: "Supplier analysis", level: 1 })).toBeVisible();
  const suppliers = page.getByRole("table", { name: "Suppliers" });
  await expect(suppliers.getByRole("row", { name: /Anatolia Tekstil A\.Ş\./ })).toBeVisible();
  await page.getByRole("combobox", { name: "Supplier" }).selectOption({ label: "Anatolia Tekstil A.Ş." });
  await expect(page).toHaveURL(/supplier=SUP-ANT/);
  await expect(suppliers.getByRole("row")).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Supplier" })).toHaveValue("SUP-ANT");
  await expect(suppliers.getByRole("row")).toHaveCount(2);
  // Anatolia's inspections, in a drawer, each opening its report.
  await suppliers.getByRole("button", { name: "Inspections of Anatolia Tekstil A.Ş." }).click();
  const drawer = page.getByRole("dialog", { name: /Anatolia Tekstil A\.Ş\.: inspections/ });
  await expect(drawer.getByRole("row").nth(1)).toContainText("Anatolia Tekstil A.Ş.");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/supplier=/);

  await tabs.getByRole("link", { name: "Inspection Activity" }).click();
  await expect(page.getByRole("heading", { name: "Inspection activity", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coming days" })).toBeVisible();
  await page.getByRole("group", { name: "Break down by" }).getByRole("button", { name: "Result" }).click();
  await expect(page).toHaveURL(/breakdown=result/);
  await expect(
    page
      .getByRole("table", { name: /By (day|week)/ })
      .getByRole("columnheader", { name: "PASS", exact: true }),
  ).toBeVisible();

  await tabs.getByRole("link", { name: "Defect Analysis" }).click();
  await expect(page.getByRole("heading", { name: "Defect analysis", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Pareto of units found by defect/ })).toBeVisible();
  const byDefect = page.getByRole("table", { name: "By defect" });
  const colour = byDefect.getByRole("row", { name: /Colour does not match approved standard \(SHD03\)/ });
  await expect(colour).toBeVisible();
  await colour.getByRole("button", { name: /Inspections with/ }).click();
  const withDefect = page.getByRole("dialog", {
    name: /Inspections with Colour does not match approved standard/,
  });
  await expect(withDefect.getByRole("row").nth(1)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("group", { name: "Pareto by" }).getByRole("button", { name: "Class" }).click();
  await expect(
    page.getByRole("table", { name: "By class" }).getByRole("row", { name: /Major/ }),
  ).toBeVisible();

  await tabs.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  const insights = page.getByRole("list", { name: "Insights" });
  await expect(insights).toContainText("Colour does not match approved standard (SHD03) is new this period");
  await expect(insights).toContainText(/Anatolia Tekstil A\.Ş\.'s first-time pass rate fell/);
  // An insight's link leads to the figures behind it.
  await insights
    .getByRole("link", { name: /See inspections with Colour does not match approved standard/ })
    .click();
  await expect(page).toHaveURL(/defect-analysis\?.*open=SHD03/);
  await expect(page.getByRole("dialog", { name: /Inspections with Colour does not match/ })).toBeVisible();

  // A period with nothing in it says so.
  await page.goto("/demo-retail/supplier-analysis?from=2020-01-01&to=2020-01-31");
  await expect(
    page.getByText("No supplier's inspection was finished between 01 Jan 2020 and 31 Jan 2020."),
  ).toBeVisible();
});

test("a table exports to .xlsx and .csv with the figures the page shows", async ({ page, loginAs }) => {
  await loginAs("manager@demo.local");
  await page.goto("/demo-retail/supplier-analysis");
  const table = page.getByRole("table", { name: "Suppliers" });
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow).toBeVisible();
  const supplier = (await firstRow.getByRole("cell").first().innerText()).trim();
  const inspections = Number((await firstRow.getByRole("cell").nth(1).innerText()).replace(/,/g, ""));

  const exportAs = async (format: RegExp) => {
    await page.getByRole("region", { name: "Suppliers" }).getByRole("button", { name: "Export" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: format }).click();
    const download = await downloading;
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: readFileSync(path) };
  };

  const xlsx = await exportAs(/Excel workbook/);
  expect(xlsx.name).toBe(`supplier-analysis-by-supplier-${day(-29)}-to-${day(0)}.xlsx`);
  const book = XLSX.read(xlsx.bytes, { type: "buffer" });
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets.Suppliers ?? {}, { header: 1 });
  expect(rows[0]).toEqual([
    "Supplier",
    "Inspections",
    "First-time pass rate (%)",
    "Change (points)",
    "Failure rate (%)",
    "Defects per 100 units",
    "Open CARs",
    "Overdue CARs",
    "Days to close a CAR",
  ]);
  expect(rows[1]?.slice(0, 2)).toEqual([supplier, inspections]);

  const csv = await exportAs(/CSV/);
  expect(csv.name).toBe(`supplier-analysis-by-supplier-${day(-29)}-to-${day(0)}.csv`);
  const lines = csv.bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(lines[0]).toBe(
    "Supplier,Inspections,First-time pass rate (%),Change (points),Failure rate (%),Defects per 100 units,Open CARs,Overdue CARs,Days to close a CAR",
  );
  expect(lines[1]?.startsWith(`${supplier},${inspections},`)).toBe(true);
});

test.describe("on a 1024 × 768 screen", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the charts draw and the tables fit or scroll", async ({ page, loginAs }) => {
    await loginAs("operator@demo.local");
    await expect(page.getByRole("img", { name: /Inspections done and first-time pass rate/ })).toBeVisible();
    await expect(
      page
        .getByRole("img", { name: /Inspections done and first-time pass rate/ })
        .locator("svg")
        .first(),
    ).toBeVisible();
    // Operators read; the decision is the manager's.
    await expect(page.getByText("Awaiting a client decision").first()).toBeVisible();
    await page
      .getByRole("navigation", { name: "Reports" })
      .getByRole("link", { name: "Inspection Activity" })
      .click();
    await expect(
      page
        .getByRole("img", { name: /Inspections by (day|week)/ })
        .locator("svg")
        .first(),
    ).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1024);
  });
});
