import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import type { InspectionDetail, InspectionWorkInput } from "@aql-portal/shared";
import { signInAll, token, uniqueCode } from "../support/demo";
import {
  detailOf,
  expectAcceptedCommercialPass,
  move,
  planForInspector,
  read,
  saveWork,
} from "../support/inspections";
import { sendFile } from "../support/sign-in";
import { extractText } from "unpdf";
import { TEST_SUPPLIERS } from "../support/test-suppliers";
import { expect, expectToastOf, test } from "./fixtures";

/**
 * The AQL Inspection Report, as reviewers and the retailer's managers use it. Setup goes through the API: a
 * planner imports a PO line delivered today and plans it for the demo inspector, who starts it, records two
 * defects (one with a photo), measurements and packaging checks, and finishes it: a Fail, report version 1.
 * Then, in Chromium: the reviewer opens it from Manage Inspections, checks the result and the photo, downloads
 * the PDF, reads the version history, is told to reload when another reviewer closed it meanwhile (version 2),
 * and reopens it; the inspector finishes again (version 3); the measurements are judged once a size chart
 * exists; the version history lists the three versions (finished, closed, finished) and downloads them through
 * hidden frames; the reviewer passes the lot commercially and closes it. The client manager records a decision
 * and the PDF she downloads says all of it; the operator only reads it.
 */
test.describe.configure({ mode: "serial" });

const style = uniqueCode("RPT");
let inspection: InspectionDetail;

/** A JPEG such as a tablet sends (800 × 600): knitted navy fabric with a hole in it, drawn by the browser. */
async function defectPhoto(browser: Browser): Promise<Blob> {
  const page = await browser.newPage();
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas");
    context.fillStyle = "#1f3a5f";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.strokeStyle = "rgba(255, 255, 255, 0.12)";
    for (let x = 0; x < canvas.width; x += 9) {
      context.beginPath();
      context.moveTo(x, 0);
      context.lineTo(x + 40, canvas.height);
      context.stroke();
    }
    context.fillStyle = "#efe9dc";
    context.beginPath();
    context.ellipse(430, 290, 48, 30, 0.4, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL("image/jpeg", 0.8);
  });
  await page.close();
  return (await fetch(dataUrl)).blob();
}

async function uploadPhoto(inspectionId: string, photoId: string, photo: Blob): Promise<void> {
  const response = await sendFile(
    `inspections/${inspectionId}/photos/${photoId}`,
    { content: new Uint8Array(await photo.arrayBuffer()), name: "defect.jpg" },
    { method: "PUT", token: token("inspector") },
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

test.beforeAll(async ({ browser }) => {
  await signInAll();
  // Of the test's own supplier: the lot fails, and a demo supplier's switching state must not move.
  const [planned] = await planForInspector([
    { style, quantity: 1200, inspectionDay: 0, deliveryDay: 0, supplier: TEST_SUPPLIERS.report },
  ]);
  if (!planned) throw new Error("No inspection was planned");
  const running = await detailOf(await move(planned, "start"));

  // 1,200 units at level II: 80 sampled, Ac 5 major. Six major units fail the lot.
  const photoId = crypto.randomUUID();
  await uploadPhoto(running.id, photoId, await defectPhoto(browser));
  const recordedAt = new Date().toISOString();
  const work: InspectionWorkInput = {
    defects: [
      {
        id: crypto.randomUUID(),
        defectId: "FAB01",
        severity: "MAJOR",
        count: 6,
        photoIds: [photoId],
        recordedAt,
      },
      { id: crypto.randomUUID(), defectId: "FAB02", severity: "MINOR", count: 2, photoIds: [], recordedAt },
    ],
    // Against the chart uploaded later: chest 48 on a size 10 (46.5 ± 1) is out of tolerance.
    measurements: [
      { id: crypto.randomUUID(), garment: 1, size: "10", pointCode: "CH", value: 48, recordedAt },
      { id: crypto.randomUUID(), garment: 1, size: "10", pointCode: "SL", value: 59.2, recordedAt },
      { id: crypto.randomUUID(), garment: 2, size: "12", pointCode: "CH", value: 49, recordedAt },
    ],
    packaging: {
      cartonCount: 50,
      paperTape: true,
      cartonDimensions: { length: 60, width: 40, height: 40 },
      unitDimensions: null,
      receivedQuantity: 1190,
    },
    comment: "Holes near the left cuff on six garments.",
  };
  await detailOf(await saveWork(running, work));
  inspection = await detailOf(await move(await read(running.id), "finish"));
  expect(inspection).toMatchObject({ status: "FINISHED", result: "Fail", versionCount: 1 });
});

async function uploadSizeChart(productId: string): Promise<void> {
  const chart = await readFile(new URL("../fixtures/size-charts/skirt-chart.xlsx", import.meta.url));
  const response = await sendFile(
    `size-charts/import-file/${productId}`,
    { content: chart, name: "size-chart.xlsx" },
    { token: token("planner") },
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A second reviewer's sign-off through the API, leaving the page's copy of the inspection stale. */
async function closeAsAnotherReviewer(current: Pick<InspectionDetail, "id">): Promise<void> {
  await detailOf(await move(await read(current.id), "close", "reviewer"));
}

const reportUrl = () => `/user/inspection-detail?id=${inspection.id}`;
const versionsDialog = (page: Page) => page.getByRole("dialog", { name: "Version history" });
const versionRows = (page: Page) => versionsDialog(page).getByRole("table").getByRole("row");
const downloadFrames = (page: Page) => page.locator("iframe[data-report-version]");

test("a reviewer opens the report from Manage Inspections, downloads it, reopens it, sees version 3, passes it commercially and closes it", async ({
  page,
  loginAs,
}) => {
  await loginAs("reviewer@demo.local");
  await page.goto("/user/manage-inspections");
  await page.getByLabel("Search").fill(style);
  await page.getByRole("button", { name: new RegExp(`^Actions for inspection .*\\(${style}\\)$`) }).click();
  await page.getByRole("menuitem", { name: "Open report", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/inspection-detail\\?id=${inspection.id}$`));

  await expect(page.getByRole("heading", { level: 1 })).toContainText(style);
  await expect(page.getByText(`Inspection No. ${inspection.inspectionNumber}`)).toBeVisible();
  // One way back, to the list it was opened from (not the navbar's as well).
  await expect(
    page.getByRole("link", { name: "Back" }).or(page.getByRole("button", { name: "Back" })),
  ).toHaveCount(1);
  const result = page.getByRole("region", { name: "Result" });
  await expect(result).toContainText("Fail");
  await expect(result.getByRole("definition").nth(1)).toContainText("6 Ac 5");
  await expect(result).toContainText("Failed on 6 major defects (5 accepted).");

  // The defects, with the photo's thumbnail opening it large.
  const defects = page.getByRole("table", { name: "Defects" });
  await expect(defects.getByRole("row").filter({ hasText: "Hole in fabric" })).toContainText("Major");
  await expect(defects.getByRole("row").filter({ hasText: "Slub or knot" })).toContainText("Minor");
  const thumbnail = defects.getByRole("button", { name: "Open photo 1 of Hole in fabric" });
  await expect
    .poll(() => thumbnail.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await thumbnail.click();
  const lightbox = page.getByRole("dialog", { name: "FAB01 Hole in fabric" });
  await expect(lightbox.getByRole("img", { name: /Hole in fabric, photo 1 of 1/ })).toBeVisible();
  await lightbox.getByRole("button", { name: "Close photo" }).click();
  await expect(lightbox).toBeHidden();

  // No size chart was uploaded for this style: the measurements say so.
  await expect(page.getByText(`No size chart for ${style}`)).toBeVisible();

  // The latest PDF, saved under the server's name.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`AQL-report-${inspection.inspectionNumber}-v1.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

  await page.getByRole("button", { name: "Version history" }).click();
  await expect(versionRows(page)).toHaveCount(2);
  await expect(versionRows(page).nth(1)).toContainText("Imran Hossain");
  await expect(versionRows(page).nth(1).getByRole("cell").nth(1)).toHaveText("1");
  await expect(versionRows(page).nth(1).getByRole("cell").nth(2)).toHaveText(
    /^\d{2}, [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  );
  await versionsDialog(page).getByRole("button", { name: "Close", exact: true }).click();
  await expect(versionsDialog(page)).toBeHidden();

  // Another reviewer closes it meanwhile: reopening from this copy is refused (412) and offers a reload.
  await closeAsAnotherReviewer(inspection);
  await result.getByRole("button", { name: "Reopen" }).click();
  const confirm = page.getByRole("dialog", { name: `Reopen inspection ${inspection.inspectionNumber}?` });
  await expect(confirm).toContainText("finishing makes a new version of the report");
  await confirm.getByRole("button", { name: "Reopen" }).click();
  const changed = page.getByRole("dialog", { name: "This inspection has changed" });
  await changed.getByRole("button", { name: "Reload" }).click();
  await expect(result).toContainText("Signed off.");
  await expect(result.getByRole("button", { name: "Close inspection" })).toHaveCount(0);

  // Reopen, now from the latest copy.
  await result.getByRole("button", { name: "Reopen" }).click();
  await confirm.getByRole("button", { name: "Reopen" }).click();
  await expect(
    page.getByText("Inspection reopened: the inspector can record and finish it again."),
  ).toBeVisible();
  await expect(result.getByRole("button", { name: "Reopen" })).toHaveCount(0);

  // The inspector finishes it again: version 3 (the close made version 2).
  const again = await detailOf(await move(await read(inspection.id), "finish"));
  expect(again.versionCount).toBe(3);
  inspection = again;

  // A planner uploads the style's size chart: the measurements are judged against it.
  await uploadSizeChart(inspection.product.id);
  await page.reload();
  await expect(page.getByText("Version 3, the latest of 3.")).toBeVisible();
  const measurements = page.getByRole("table", { name: "Measurements" });
  const chest10 = measurements.getByRole("row").filter({ hasText: "Chest width" }).first();
  await expect(chest10).toContainText("46.5");
  await expect(chest10).toContainText("Out of tolerance");
  await expect(chest10).toContainText("+1.5");
  await expect(measurements.getByText("Out of tolerance")).toHaveCount(1);
  await expect(page.getByText("3 measurements · 2 garments · 1 out of tolerance")).toBeVisible();

  await page.getByRole("button", { name: "Version history" }).click();
  await expect(versionRows(page)).toHaveCount(4);
  for (const [row, reason] of ["Inspection finished", "Report closed", "Inspection finished"].entries()) {
    await expect(
      versionRows(page)
        .nth(row + 1)
        .getByRole("cell")
        .nth(1),
    ).toHaveText(String(row + 1));
    await expect(
      versionRows(page)
        .nth(row + 1)
        .getByRole("cell")
        .nth(3),
    ).toHaveText(reason);
  }

  const download2 = versionsDialog(page).getByRole("button", { name: "Download" });
  const selectAll = versionsDialog(page).getByRole("checkbox", { name: "Select all versions" });
  await expect(download2).toBeDisabled();
  await selectAll.check();
  await expect(versionsDialog(page).getByRole("checkbox", { name: "Select version 1" })).toBeChecked();
  await expect(versionsDialog(page).getByRole("checkbox", { name: "Select version 2" })).toBeChecked();
  await expect(download2).toBeEnabled();
  await expect(versionsDialog(page).getByRole("checkbox", { name: "Select version 3" })).toBeChecked();
  await versionsDialog(page).getByRole("checkbox", { name: "Select version 1" }).uncheck();
  await expect(selectAll).not.toBeChecked();
  await selectAll.check();

  // Each chosen version downloads through its own hidden, sandboxed frame; closing removes the frames.
  const downloads: string[] = [];
  page.on("download", (started) => downloads.push(started.suggestedFilename()));
  await download2.click();
  await expect(downloadFrames(page)).toHaveCount(3);
  await expect
    .poll(() => downloads.sort())
    .toEqual([1, 2, 3].map((version) => `AQL-report-${inspection.inspectionNumber}-v${version}.pdf`));
  for (const frame of await downloadFrames(page).all()) {
    await expect(frame).toHaveAttribute("sandbox", "allow-downloads allow-scripts");
    await expect(frame).toBeHidden();
  }
  await expect(downloadFrames(page).first()).toHaveAttribute("src", /^http/);
  await versionsDialog(page).getByRole("button", { name: "Close", exact: true }).click();
  await expect(versionsDialog(page)).toBeHidden();
  await expect(downloadFrames(page)).toHaveCount(0);

  // The lot failed: a commercial pass, which needs a reason.
  await result.getByRole("button", { name: "Commercial pass" }).click();
  const pass = page.getByRole("dialog", { name: "Commercial pass" });
  await pass.getByRole("button", { name: "Set Comm. Pass" }).click();
  await expect(pass).toContainText("Say why the failed lot passes commercially.");
  await pass.getByLabel("Reason").fill("Agreed with the buyer: sold as seconds at a discount.");
  await expect(pass).toContainText("53 / 400");
  await pass.getByRole("button", { name: "Set Comm. Pass" }).click();
  await expect(page.getByText("Result set to Comm. Pass.")).toBeVisible();
  await expect(pass).toBeHidden();
  await expect(result.getByRole("note", { name: "Result note" })).toContainText("Comm. Pass by Riya Shah");
  await expect(result.getByRole("note", { name: "Result note" })).toContainText("sold as seconds");
  await expect(result.getByRole("button", { name: "Commercial pass" })).toHaveCount(0);

  // Signed off, after saying what it does: the report is closed in a new version.
  await result.getByRole("button", { name: "Close inspection" }).click();
  const closing = page.getByRole("dialog", { name: /^Close inspection / });
  await expect(closing).toContainText("signed off with the result Comm. Pass, as a new version");
  await closing.getByRole("button", { name: "Cancel" }).click();
  await expect(result).not.toContainText("Signed off.");
  await result.getByRole("button", { name: "Close inspection" }).click();
  await closing.getByRole("button", { name: "Close and sign off" }).click();
  await expect(result).toContainText("Signed off.");
});

test("a client manager records the decision and sees it in the history with her name", async ({
  page,
  loginAs,
}) => {
  await loginAs("manager@demo.local");
  await page.goto(reportUrl());
  // Client mode: the retailer's navbar, not the staff sidebar.
  await expect(page.getByRole("navigation", { name: "Reports" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(style);

  const decision = page.getByRole("region", { name: "Client decision" });
  await expect(decision).toContainText("No decision recorded yet");
  await decision.getByLabel("New decision").selectOption({ label: "Accepted" });
  await decision.getByLabel("Comment (optional)").fill("Holes are within the agreed seconds allowance.");
  await expectToastOf(page, "Client decision updated successfully.", () =>
    decision.getByRole("button", { name: "Save decision" }).click(),
  );

  const history = decision.getByRole("list", { name: "Decision history" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem").first()).toContainText("Accepted");
  await expect(history.getByRole("listitem").first()).toContainText("by Megan Clarke");
  await expect(history.getByRole("listitem").first()).toContainText(
    "Holes are within the agreed seconds allowance.",
  );

  // The PDF she downloads now says what the portal says: the commercial pass and its reason, signed off, her
  // decision with her name and comment.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`AQL-report-${inspection.inspectionNumber}-v6.pdf`);
  const { text } = await extractText(new Uint8Array(await readFile(await download.path())), {
    mergePages: true,
  });
  expectAcceptedCommercialPass(text, {
    reason: "sold as seconds at a discount",
    comment: "Holes are within the agreed seconds allowance.",
  });
});

test("a client operator reads the report without a decision control, and an unknown id is explained", async ({
  page,
  loginAs,
}) => {
  await loginAs("operator@demo.local");
  await page.goto(reportUrl());
  const decision = page.getByRole("region", { name: "Client decision" });
  await expect(decision.getByRole("list", { name: "Decision history" })).toContainText("by Megan Clarke");
  await expect(decision.getByLabel("New decision")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save decision" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reopen" })).toHaveCount(0);

  await page.goto("/user/inspection-detail?id=not-an-inspection");
  await expect(page.getByRole("alert")).toContainText("Unable get Inspection details");
  await expect(page.getByRole("alert")).toContainText("Invalid inspection id");
  await expect(page.getByRole("alert").getByRole("link", { name: "Back to your start page" })).toBeVisible();
});
