import type { Page } from "@playwright/test";
import { messages, type InspectionDetail, type InspectionWorkInput } from "@aql-portal/shared";
import { signInAll, type Person } from "../support/demo";
import { detailOf, move, read, saveWork } from "../support/inspections";
import { expect, holdUntilReleased, test } from "./fixtures";
import { addDefect, outboxStatus, planCard, planFigure, plannedInspection } from "./inspection-steps";

/**
 * The inspection screen on a tablet (1024×768): a planner imports a lot of 1,200 (sample 80, Ac 5 major / 7
 * minor), uploads the style's size chart and plans it for the demo inspector today, all through the API. The
 * inspector opens it from the plan, starts, records defects with photos and measurements, loses the
 * connection, records more, reloads, comes back online and finishes; and meets a record someone else saved.
 */
test.use({ viewport: { width: 1024, height: 768 } });
// Each journey plans its own lot through the API first.
test.beforeAll(async () => {
  await signInAll();
});

/** A lot planned for the inspector and started by them, through the API. */
async function startedInspection(inspector: Person): Promise<InspectionDetail> {
  return detailOf(await move(await plannedInspection(inspector), "start", inspector));
}

/** Another device saves a record over the copy the server has now (an administrator standing in). */
async function savedElsewhere(inspectionId: string, change: Partial<InspectionWorkInput>) {
  const copy = await read(inspectionId, "admin");
  return detailOf(await saveWork(copy, { packaging: copy.work.packaging, ...change }, "admin"));
}

/** What the tablet keeps in IndexedDB for an inspection, in the inspector's own store (read as any page script could). */
function storedRecord(page: Page, inspector: Person, inspectionId: string) {
  return page.evaluate(
    ([id, database]) =>
      new Promise<{ dirty: boolean; comment: string; defects: number; pendingPhotos: number }>(
        (resolve, reject) => {
          const opening = indexedDB.open(database);
          opening.onerror = () => reject(opening.error ?? new Error("IndexedDB did not open"));
          opening.onsuccess = () => {
            const request = opening.result.transaction("records").objectStore("records").get(`record:${id}`);
            request.onerror = () => reject(request.error ?? new Error("no record"));
            request.onsuccess = () => {
              const record = request.result as {
                dirty: boolean;
                work: { comment: string; defects: unknown[] };
                pendingPhotos: unknown[];
              };
              resolve({
                dirty: record.dirty,
                comment: record.work.comment,
                defects: record.work.defects.length,
                pendingPhotos: record.pendingPhotos.length,
              });
            };
          };
        },
      ),
    [inspectionId, `aql-portal-tablet-${inspector.id}`] as const,
  );
}

test("an inspector records on a tablet, keeps working offline, reloads, sends everything and finishes", async ({
  page,
  context,
  loginAs,
  inspector,
}) => {
  const inspection = await plannedInspection(inspector);
  const style = inspection.product.styleCode;
  const status = outboxStatus(page);

  // From the plan, one tap opens the inspection: the product, lot and plan, not started yet.
  await loginAs(inspector.email);
  const card = planCard(page, style);
  // Its style's chart was uploaded after the lot was planned: the card knows it has one.
  await expect(card).toBeVisible();
  await expect(card).not.toContainText("No size chart");
  await card.getByRole("link", { name: /^Open inspection/ }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${inspection.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(style);
  await expect(page.getByText(inspection.poNumbers[0] ?? "")).toBeVisible();
  await expect(page.getByText("Not started.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Major 0 of 5 allowed" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Minor 0 of 7 allowed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add defect" })).toHaveCount(0);
  // No verdict before anything is inspected: an empty record is not a Pass.
  const noVerdict = page.getByRole("group", { name: "Verdict so far: none yet" });
  await expect(noVerdict).toBeVisible();

  await page.getByRole("button", { name: "Start inspection" }).click();
  await expect(page.getByRole("button", { name: "Finish inspection" })).toBeEnabled();
  await expect(noVerdict).toBeVisible();

  // A defect with a photo: running totals move against Ac, and the verdict so far appears.
  await addDefect(page, "hole", "Hole in fabric", 2, true);
  await expect(page.getByRole("group", { name: "Major 2 of 5 allowed" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Verdict so far: Pass" })).toBeVisible();
  await expect(noVerdict).toHaveCount(0);

  // Measurements of garment 1 in size M: one value out of tolerance, flagged at once.
  await page.getByRole("tab", { name: /Measurements/ }).click();
  await page.getByRole("button", { name: "M", exact: true }).click();
  await page.getByRole("textbox", { name: "Chest width of garment 1, cm" }).fill("53.5");
  await page.getByRole("textbox", { name: "Body length of garment 1, cm" }).fill("73");
  const bodyLength = page.getByRole("row", { name: /Body length/ });
  await expect(bodyLength).toContainText("+3 cmOut of tolerance");
  await expect(page.getByRole("row", { name: /Chest width/ })).toContainText("+0.5 cmWithin tolerance");
  await expect(page.getByText("1 out of tolerance")).toBeVisible();
  await expect(status).toHaveText("All changes sent");
  const online = await read(inspection.id, inspector);
  expect(online.work.defects.map((d) => [d.defectName, d.count, d.photoIds.length])).toEqual([
    ["Hole in fabric", 2, 1],
  ]);
  expect(online.work.measurements.map((m) => [m.pointCode, m.value])).toEqual([
    ["CH", 53.5],
    ["BL", 73],
  ]);

  // Packaging checks.
  await page.getByRole("tab", { name: /Packaging/ }).click();
  await page.getByRole("textbox", { name: "Cartons counted" }).fill("40");
  await page.getByRole("button", { name: "Yes" }).click();
  const cartonSize = page.getByRole("group", { name: "Carton size (cm)" });
  await cartonSize.getByRole("textbox", { name: "Length" }).fill("60");
  await cartonSize.getByRole("textbox", { name: "Width" }).fill("40");
  await expect(cartonSize).toContainText("Enter length, width and height");
  await cartonSize.getByRole("textbox", { name: "Height" }).fill("35,5");
  await page.getByRole("textbox", { name: "Quantity received (units)" }).fill("1190");
  await expect(status).toHaveText("All changes sent");
  expect((await read(inspection.id, inspector)).work.packaging).toEqual({
    cartonCount: 40,
    paperTape: true,
    cartonDimensions: { length: 60, width: 40, height: 35.5 },
    unitDimensions: null,
    receivedQuantity: 1190,
  });

  // The connection drops: entries are kept on the tablet.
  await context.setOffline(true);
  await expect(status).toContainText("Offline — everything is sent");
  await page.getByRole("tab", { name: /Defects/ }).click();
  await addDefect(page, "knot", "Slub or knot", 3, true);
  await page.getByRole("tab", { name: /Comment/ }).click();
  await page.getByRole("textbox", { name: "Comment for the report" }).fill("Two holes near the cuff.");
  await expect(page.getByText("24 / 400 characters")).toBeVisible();
  await expect(status).toContainText("Offline — 2 changes saved on this tablet");
  // Moves are made offline too (the shift spec carries one through): finishing stays open.
  await expect(page.getByRole("button", { name: "Finish inspection" })).toBeEnabled();

  // A reload with the connection back but every send failing: what the reloaded page shows can only come from
  // the tablet (a reload without any connection is the last test).
  const failSends = (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
    route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.fallback();
  await page.route("**/api/inspections/*/work", failSends);
  await page.route("**/api/inspections/*/photos/*", failSends);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Comment for the report" })).toHaveValue(
    "Two holes near the cuff.",
  );
  await expect(status).toContainText(/Couldn't send: retrying in \d+ s/);
  expect(await storedRecord(page, inspector, inspection.id)).toEqual({
    dirty: true,
    comment: "Two holes near the cuff.",
    defects: 2,
    pendingPhotos: 1,
  });
  expect((await read(inspection.id, inspector)).work.comment).toBe("");

  // The network is back for real: the photo first, then the record.
  await page.unroute("**/api/inspections/*/work");
  await page.unroute("**/api/inspections/*/photos/*");
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(status).toHaveText("All changes sent");
  const sent = await read(inspection.id, inspector);
  expect(sent.work.comment).toBe("Two holes near the cuff.");
  expect(sent.work.defects.map((d) => [d.defectName, d.severity, d.count, d.photoIds.length])).toEqual([
    ["Hole in fabric", "MAJOR", 2, 1],
    ["Slub or knot", "MINOR", 3, 1],
  ]);
  expect(Object.keys(sent.photoUrls)).toHaveLength(2);
  expect(await storedRecord(page, inspector, inspection.id)).toMatchObject({
    dirty: false,
    pendingPhotos: 0,
  });

  // Finish: asked first, then a wait under the dark loading overlay while the server makes the report (held
  // here until the wait is seen), then the result the server computed.
  const { hold, release } = holdUntilReleased();
  await page.route("**/api/inspections/*/status", async (route) => {
    await hold;
    await route.continue();
  });
  await page.getByRole("button", { name: "Finish inspection" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Finish" }).click();
  const overlay = page.getByTestId("loading-overlay");
  await expect(overlay).toContainText("Sending your entries and making the report…");
  release();
  const result = page.getByRole("status", { name: "Inspection result" });
  await expect(result).toContainText("Pass");
  await expect(overlay).toBeHidden();
  await page.unroute("**/api/inspections/*/status");
  await expect(result).toContainText("The report was made (version 1)");
  await expect(page.getByRole("button", { name: "Add defect" })).toHaveCount(0);
  await page.getByRole("tab", { name: /Defects/ }).click();
  await expect(page.getByRole("listitem", { name: "Slub or knot" })).toContainText("× 3");
  expect(await read(inspection.id, inspector)).toMatchObject({
    status: "FINISHED",
    result: "Pass",
    versionCount: 1,
  });

  await page.getByRole("link", { name: "Back to the plan" }).click();
  await expect(planCard(page, style)).toContainText("Finished");
});

test("a record saved elsewhere meanwhile: the tablet shows both and keeps the inspector's on request", async ({
  page,
  loginAs,
  inspector,
}) => {
  const started = await startedInspection(inspector);
  const status = outboxStatus(page);

  await loginAs(inspector.email);
  await page.goto(`/twoeightone/inspection?id=${started.id}`);
  await expect(page.getByRole("banner")).toContainText("INSPECTION");
  await expect(page.getByRole("banner")).not.toContainText(/Inspection plan/i);
  await addDefect(page, "hole", "Hole in fabric", 1, false);
  await expect(status).toHaveText("All changes sent");

  // Another device saves over the same copy of the record the tablet has.
  const theirs = await savedElsewhere(started.id, {
    packaging: { ...started.work.packaging, cartonCount: 40 },
    comment: "Counted at the warehouse",
  });

  // The tablet's next edit meets it: both records, side by side, who saved theirs and when, and nothing
  // overwritten until a choice.
  await page.getByRole("tab", { name: /Comment/ }).click();
  await page.getByRole("textbox", { name: "Comment for the report" }).fill("Seen on the tablet");
  const dialog = page.getByRole("alertdialog", { name: "Choose which record to keep" });
  await expect(dialog).toBeVisible();
  const savedBy = theirs.workSavedBy?.name ?? "";
  expect(savedBy).not.toBe("");
  await expect(dialog).toContainText(`${savedBy} saved this inspection on `);
  const mine = dialog.getByRole("region", { name: "On this tablet (mine)" });
  const other = dialog.getByRole("region", { name: "Saved elsewhere (theirs)" });
  await expect(mine).toContainText("Hole in fabric · Major × 1");
  await expect(mine).toContainText("Seen on the tablet");
  await expect(other).toContainText("Defects: 0");
  await expect(other).toContainText("Counted at the warehouse");
  await expect(other).toContainText("Cartons counted:40");
  expect((await read(started.id, inspector)).work.comment).toBe("Counted at the warehouse");

  await dialog.getByRole("button", { name: "Keep mine" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText("All changes sent");
  const kept = await read(started.id, inspector);
  expect(kept.work.comment).toBe("Seen on the tablet");
  expect(kept.work.defects.map((d) => [d.defectName, d.count])).toEqual([["Hole in fabric", 1]]);
  expect(kept.work.packaging.cartonCount).toBeNull();
});

test("entries recorded offline are sent from the plan; a record saved elsewhere waits for the inspector", async ({
  page,
  context,
  loginAs,
  inspector,
}) => {
  const started = await startedInspection(inspector);
  const style = started.product.styleCode;
  const status = outboxStatus(page);
  const card = planCard(page, style);
  const notice = card.getByRole("status");
  const open = () => card.getByRole("link", { name: /^Open inspection/ }).click();
  const backToPlan = () => page.getByRole("link", { name: "Back to the plan" }).click();

  // Offline on the screen: a defect with its photo and a comment stay on the tablet. The defect library is
  // read as the screen opens, so it is there when the connection drops.
  await loginAs(inspector.email);
  const library = page.waitForResponse(/\/api\/meta\/defects/);
  await open();
  await library;
  await expect(status).toHaveText("All changes sent");
  await context.setOffline(true);
  await addDefect(page, "knot", "Slub or knot", 2, true);
  await page.getByRole("tab", { name: /Comment/ }).click();
  await page.getByRole("textbox", { name: "Comment for the report" }).fill("Recorded offline");
  await expect(status).toContainText("Offline — 2 changes saved on this tablet");

  // Back on the plan, the card says what waits; when the connection returns it is sent from there. Offline,
  // the plan is read from what the tablet kept of it: its cards, and no failure.
  await backToPlan();
  await expect(page.getByRole("banner")).toContainText(/Inspection plan/i);
  await expect(notice).toContainText("2 changes saved on this tablet, not sent yet");
  // The card counts what the tablet recorded, not what the server had when the plan was read.
  await expect(planFigure(page, style, "Defects found")).toHaveText("2");
  await expect(card.getByText("Started", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "This tablet" })).toContainText("Offline");
  await expect(page.getByRole("alert").filter({ hasText: messages.unableToFetchInspections })).toHaveCount(0);
  await context.setOffline(false);
  await expect(notice).toContainText("All changes sent");
  await expect(planFigure(page, style, "Defects found")).toHaveText("2");
  await expect(page).not.toHaveURL(/[?&]id=/);
  const sent = await read(started.id, inspector);
  expect(sent.work.comment).toBe("Recorded offline");
  expect(sent.work.defects.map((d) => [d.defectName, d.count, d.photoIds.length])).toEqual([
    ["Slub or knot", 2, 1],
  ]);
  expect(Object.keys(sent.photoUrls)).toHaveLength(1);

  // Offline again; meanwhile someone saves the record elsewhere. The plan does not choose for the inspector.
  await open();
  await expect(status).toHaveText("All changes sent");
  await context.setOffline(true);
  await page.getByRole("tab", { name: /Comment/ }).click();
  await page.getByRole("textbox", { name: "Comment for the report" }).fill("Recorded offline, twice");
  await expect(status).toContainText("Offline — 1 change saved on this tablet");
  await backToPlan();
  await expect(notice).toContainText("1 change saved on this tablet, not sent yet");
  const theirs = await savedElsewhere(started.id, { comment: "From the office" });
  await context.setOffline(false);
  await expect(notice).toContainText("Changes waiting — open to choose");
  expect((await read(started.id, inspector)).work.comment).toBe("From the office");

  // Opened, the inspection asks at once, naming who saved theirs.
  await open();
  const dialog = page.getByRole("alertdialog", { name: "Choose which record to keep" });
  await expect(dialog).toContainText(`${theirs.workSavedBy?.name ?? ""} saved this inspection on `);
  await dialog.getByRole("button", { name: "Keep mine" }).click();
  await expect(status).toHaveText("All changes sent");
  expect((await read(started.id, inspector)).work.comment).toBe("Recorded offline, twice");
});

test("reloaded without a connection, the app comes back from the tablet with everything recorded", async ({
  page,
  context,
  loginAs,
  inspector,
}) => {
  const inspection = await plannedInspection(inspector);
  const status = outboxStatus(page);

  // The first visit online installs the app's service worker, which takes the page over and keeps the files
  // the page loaded.
  await loginAs(inspector.email);
  await page.goto(`/twoeightone/inspection?id=${inspection.id}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith("/assets/"));
    const kept = await Promise.all(assets.map((url) => caches.match(url)));
    return assets.length > 0 && kept.every(Boolean);
  });
  await page.getByRole("button", { name: "Start inspection" }).click();
  await addDefect(page, "hole", "Hole in fabric", 1, false);
  await expect(status).toHaveText("All changes sent");

  await context.setOffline(true);
  await page.getByRole("tab", { name: /Comment/ }).click();
  await page.getByRole("textbox", { name: "Comment for the report" }).fill("Written without a connection");
  await expect(status).toContainText("Offline — 1 change saved on this tablet");

  // The reload gets nothing from the network (the worker cannot reach it either): the app, then the record.
  await page.reload();
  const probe = await page.evaluate(() =>
    fetch("/assets/not-kept.js").then(
      (response) => `answered ${response.status}`,
      () => "failed",
    ),
  );
  expect(probe).toBe("failed");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(inspection.product.styleCode);
  await expect(page.getByRole("textbox", { name: "Comment for the report" })).toHaveValue(
    "Written without a connection",
  );
  await expect(status).toContainText("Offline — 1 change saved on this tablet");
  await page.getByRole("tab", { name: /Defects/ }).click();
  await expect(
    page
      .getByRole("listitem", { name: "Hole in fabric" })
      .getByRole("textbox", { name: "Count: Hole in fabric" }),
  ).toHaveValue("1");

  await context.setOffline(false);
  await expect(status).toHaveText("All changes sent");
  const sent = await read(inspection.id, inspector);
  expect(sent.work.comment).toBe("Written without a connection");
  expect(sent.work.defects.map((d) => [d.defectName, d.count])).toEqual([["Hole in fabric", 1]]);
});
