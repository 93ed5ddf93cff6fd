import { readFile } from "node:fs/promises";
import { isoDay } from "@aql-portal/shared";
import { extractText } from "unpdf";
import * as XLSX from "xlsx";
import { everyPage, signInAll } from "../support/demo";
import { listInspections } from "../support/inspections";
import { readZip } from "../support/zip";
import { expect, test } from "./fixtures";

/**
 * Bulk downloads (docs/decisions/downloads.md): a planner downloads a zip of the last week's reports (the demo
 * data's lots inspected on their delivery days), leaves the page while it is prepared and comes back to it, saves
 * the zip through its private link, and opens a PDF from it: the report of one of the week's finished
 * inspections, as the index lists it.
 */
test("a planner downloads a zip of a week's reports and opens a PDF from it", async ({ page, loginAs }) => {
  await signInAll();
  const today = new Date();
  const week = { from: isoDay(today, -6), to: isoDay(today) };

  await loginAs("planner@demo.local");
  await page.getByRole("link", { name: "Downloads" }).click();
  await expect(page.getByRole("heading", { name: "Downloads", level: 1 })).toBeVisible();
  const limits = page.getByRole("list", { name: "Limits" });
  await expect(limits).toContainText("At most 2,000 reports a download.");
  await expect(limits).toContainText("kept for 24 hours once it is ready");
  // A week to today, of every supplier, result and status.
  await expect(page.getByLabel("Inspected from")).toHaveValue(week.from.split("-").reverse().join("/"));

  await page.getByRole("button", { name: "Prepare download" }).click();
  const downloads = page.getByRole("list", { name: "Your downloads" });
  const item = downloads.getByRole("listitem").first();
  await expect(item).toContainText(/Waiting to start|Preparing|reports ·/);

  // It goes on while the page is closed, and is there on coming back.
  await page.getByRole("link", { name: "Manage Inspections" }).click();
  await expect(page).toHaveURL(/\/user\/manage-inspections/);
  await page.getByRole("link", { name: "Downloads" }).click();
  const download = item.getByRole("button", { name: "Download" });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(item).toContainText(/kept until \d{2} \w{3} \d{4}, \d{2}:\d{2}/);

  const saving = page.waitForEvent("download");
  await download.click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toBe(`AQL-reports-${week.from}-to-${week.to}.zip`);
  const files = await readZip(await readFile(await saved.path()));

  // The index lists every PDF in the zip; each is the report of one of the week's finished inspections.
  const book = XLSX.read(files.get("index.xlsx"));
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Reports ?? {});
  expect(rows.length).toBeGreaterThan(0);
  expect(files.size).toBe(rows.length + 1);
  const reported = await everyPage(100, (page) =>
    listInspections({ ...week, dateField: "inspectionDate", reported: "true", ...page }),
  );
  const numbers = new Set(reported.map((inspection) => inspection.inspectionNumber));
  for (const row of rows) expect(numbers).toContain(String(row["Inspection number"]));

  const [first] = rows;
  const pdf = files.get(String(first?.["File in the zip"]));
  expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(new Uint8Array(pdf ?? []), { mergePages: true });
  expect(text).toContain(String(first?.["Inspection number"]));
  expect(text).toContain(String(first?.Style));
});
