import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { extractText } from "unpdf";
import type { InspectionDetail } from "@aql-portal/shared";
import { signInAll, type Person } from "../support/demo";
import { getInspection, read, updateInspection } from "../support/inspections";
import { api } from "../support/sign-in";
import { TEST_SUPPLIERS } from "../support/test-suppliers";
import { expect, signInWithProviderAnswer, test } from "./fixtures";
import {
  addDefect,
  firstPage,
  planCard,
  planFigure,
  plannedInspection,
  readyForTheShift,
  tablet,
  thisTablet as panel,
} from "./inspection-steps";

/**
 * A whole shift offline on a tablet (docs/decisions/offline-shift.md): one online visit (sign in, the plan) makes
 * the tablet ready; then without a connection — the browser closed and opened again — the inspector carries one
 * inspection from start to finish and another to a pause, with defects, photos and measurements; the connection
 * comes back flaky, and the server ends up with everything exactly once, its result and report matching the
 * tablet's. And a planner who changes the level meanwhile: the inspector sees it and chooses. At both tablet
 * sizes.
 */
// In order, in one worker: each journey runs a tablet browser of its own beside the worker's, and two at once on a
// 2-core machine starve the rest of the suite.
test.describe.configure({ mode: "default", timeout: 240_000 });
test.beforeAll(signInAll);

const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const;

const cardNotice = (page: Page, style: string) => planCard(page, style).locator("[data-pending-work]");

/** Kept with the test's output, to look at. */
const look = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: "disabled" });

/**
 * One journey on a tablet made ready for the shift with these styles on its plan, its storage in a folder of its
 * own that is removed afterwards however the journey ends.
 */
async function onAReadyTablet(
  size: (typeof SIZES)[number],
  inspector: Person,
  styles: readonly string[],
  journey: (tablet: { context: BrowserContext; page: Page }) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "aql-tablet-"));
  try {
    const tablet = await readyForTheShift(dir, size, inspector, styles);
    await journey(tablet);
    await tablet.context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function openFromPlan(page: Page, style: string): Promise<void> {
  await planCard(page, style)
    .getByRole("link", { name: /^Open inspection/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(style);
}

async function finish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Finish inspection" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Finish" }).click();
}

/** The report's PDF as text, read as its inspector. */
async function reportText(inspection: Pick<InspectionDetail, "id">, inspector: Person): Promise<string> {
  const pdf = await api(`inspections/${inspection.id}/pdf`, { token: inspector.token });
  expect(pdf.status).toBe(200);
  return (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text;
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: a shift offline from start to finish, sent through a flaky link, nothing lost or doubled`, async ({
    inspector,
  }) => {
    // Of the journey's own supplier: a lot fails, and a demo supplier's switching state must not move.
    const [first, second] = await Promise.all([
      plannedInspection(inspector, TEST_SUPPLIERS.offlineShift),
      plannedInspection(inspector, TEST_SUPPLIERS.offlineShift),
    ]);
    if (!first || !second) throw new Error("No inspections were planned");
    const [firstStyle, secondStyle] = [first.product.styleCode, second.product.styleCode];
    const dir = mkdtempSync(join(tmpdir(), "aql-tablet-"));
    try {
      // Online in the morning: sign in, open the plan; then offline before opening any inspection.
      const morning = await readyForTheShift(dir, size, inspector, [firstStyle, secondStyle]);
      // The plan's calendar is kept with the pages, its CSS too, though the plan fetches it only when opened.
      // Checked in the worker's cache: Playwright's offline mode does not reach the worker's own requests.
      const calendarKept = await morning.page.evaluate(async () => {
        const kept = await Promise.all(
          (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
        );
        return kept
          .flat()
          .flatMap((request) => /\/date-calendar-[^/]*\.(js|css)$/.exec(request.url)?.[1] ?? []);
      });
      expect(calendarKept.sort()).toEqual(["css", "js"]);
      await morning.context.setOffline(true);
      await morning.context.close();

      // The browser opened again without a connection: the app, the plan and the inspections come from the tablet.
      const context = await tablet(dir, size, true);
      const page = await firstPage(context);
      await page.goto("/twoeightone/inspection");
      await expect(planCard(page, firstStyle)).toBeVisible();
      await expect(planCard(page, secondStyle)).toBeVisible();
      await expect(panel(page)).toContainText("Offline");
      await expect(panel(page)).toContainText("Working from this tablet");
      await look(page, "plan-offline");
      // The plan's calendar opens, laid out by its CSS.
      const from = page.getByLabel("From", { exact: true });
      await from.click();
      await expect(page.locator(".react-datepicker")).toHaveCSS("display", "inline-block");
      await from.press("Escape");
      await expect(page.locator(".react-datepicker")).toBeHidden();

      // The first lot, start to finish: 6 holes (over Ac 5 major) and 2 knots, with photos, measured, packed.
      await openFromPlan(page, firstStyle);
      await page.getByRole("button", { name: "Start inspection" }).click();
      await addDefect(page, "hole", "Hole in fabric", 6, true);
      await addDefect(page, "knot", "Slub or knot", 2, true);
      await page.getByRole("tab", { name: /Measurements/ }).click();
      await page.getByRole("button", { name: "M", exact: true }).click();
      await page.getByRole("textbox", { name: "Chest width of garment 1, cm" }).fill("53.5");
      await page.getByRole("textbox", { name: "Body length of garment 1, cm" }).fill("73");
      await expect(page.getByText("1 out of tolerance")).toBeVisible();
      await page.getByRole("tab", { name: /Packaging/ }).click();
      await page.getByRole("textbox", { name: "Cartons counted" }).fill("40");
      await page.getByRole("tab", { name: /Comment/ }).click();
      await page.getByRole("textbox", { name: "Comment for the report" }).fill("Holes along the hem.");
      await finish(page);
      const result = page.getByRole("status", { name: "Inspection result" });
      await expect(result).toContainText("Result on this tablet — to be confirmed when sent");
      await expect(result).toContainText("Fail");
      await expect(page.getByRole("button", { name: "Add defect" })).toHaveCount(0);
      await page.getByRole("tab", { name: /Defects/ }).click();
      await look(page, "screen-finished-offline");

      // The second lot, to a pause.
      await page.getByRole("link", { name: "Back to the plan" }).click();
      await openFromPlan(page, secondStyle);
      await page.getByRole("button", { name: "Start inspection" }).click();
      await addDefect(page, "knot", "Slub or knot", 1, true);
      await page.getByRole("button", { name: "Pause" }).click();
      await expect(page.getByText("Paused. Resume to go on recording")).toBeVisible();
      await page.getByRole("link", { name: "Back to the plan" }).click();

      // The plan says what waits, inspection by inspection; the server has none of it.
      await expect(cardNotice(page, firstStyle)).toContainText("Finished on this tablet — not sent yet");
      await expect(cardNotice(page, firstStyle)).toContainText(
        "Result Fail for now, to be confirmed when sent",
      );
      await expect(cardNotice(page, secondStyle)).toContainText("Paused on this tablet — not sent yet");
      await expect(panel(page)).toContainText("Not on the server yet: 2 inspections");
      await look(page, "sync-waiting");
      expect(await read(first.id, inspector)).toMatchObject({ status: "PLANNED", work: { defects: [] } });

      // The connection comes back flaky: four times it drops again just as the tablet starts sending, then it
      // stays. Each drop waits for a send to begin, however long a busy machine takes to get there.
      for (let flicker = 0; flicker < 4; flicker++) {
        const sending = context.waitForEvent("request", {
          predicate: (request) =>
            new URL(request.url()).pathname.startsWith("/api/") && request.method() !== "GET",
          timeout: 60_000,
        });
        await context.setOffline(false);
        await sending;
        await context.setOffline(true);
      }
      await context.setOffline(false);
      await expect(panel(page)).toContainText("Everything recorded on this tablet is sent", {
        timeout: 90_000,
      });
      await look(page, "sync-sent");

      // Every entry, photo and move arrived exactly once; the result and the report are the tablet's.
      const finished = await read(first.id, inspector);
      expect(finished).toMatchObject({ status: "FINISHED", result: "Fail", versionCount: 1 });
      expect(
        finished.work.defects.map((d) => [d.defectName, d.severity, d.count, d.photoIds.length]),
      ).toEqual([
        ["Hole in fabric", "MAJOR", 6, 1],
        ["Slub or knot", "MINOR", 2, 1],
      ]);
      const photos = finished.work.defects.flatMap((d) => d.photoIds);
      expect(Object.keys(finished.photoUrls).sort()).toEqual([...photos].sort());
      expect(finished.work.measurements.map((m) => [m.garment, m.pointCode, m.value])).toEqual([
        [1, "CH", 53.5],
        [1, "BL", 73],
      ]);
      expect(finished.work.packaging.cartonCount).toBe(40);
      expect(finished.work.comment).toBe("Holes along the hem.");
      expect(finished.moves.map((m) => [m.action, m.deviceAt !== null])).toEqual([
        ["start", true],
        ["finish", true],
      ]);
      const report = await reportText(finished, inspector);
      expect(report).toContain(firstStyle);
      expect(report).toContain("Hole in fabric");
      expect(report).toContain("Holes along the hem.");
      expect(report).toContain("(tablet's clock)");

      const paused = await read(second.id, inspector);
      expect(paused).toMatchObject({ status: "PAUSED", result: "Pending" });
      expect(paused.moves.map((m) => m.action)).toEqual(["start", "pause"]);
      expect(paused.work.defects.map((d) => [d.defectName, d.count, d.photoIds.length])).toEqual([
        ["Slub or knot", 1, 1],
      ]);
      expect(Object.keys(paused.photoUrls)).toHaveLength(1);
      await expect(planCard(page, firstStyle)).toContainText("Fail");
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test(`${size.width}×${size.height}: the planner changes the level while the tablet is offline; the inspector sees it and chooses`, async ({
    inspector,
  }) => {
    const lot = await plannedInspection(inspector);
    const style = lot.product.styleCode;
    await onAReadyTablet(size, inspector, [style], async ({ context, page }) => {
      await context.setOffline(true);

      // Six holes: over Ac 5 at level II, within Ac 7 at level III.
      await openFromPlan(page, style);
      await page.getByRole("button", { name: "Start inspection" }).click();
      await addDefect(page, "hole", "Hole in fabric", 6, false);
      await finish(page);
      await expect(page.getByRole("status", { name: "Inspection result" })).toContainText("Fail");
      await page.getByRole("link", { name: "Back to the plan" }).click();

      // Meanwhile, at the office.
      const changed = await updateInspection(await getInspection(lot.id), { level: "III" });
      expect(changed.status, await changed.clone().text()).toBe(200);

      await context.setOffline(false);
      await expect(cardNotice(page, style)).toContainText("Plan changed by the planner — open to choose", {
        timeout: 30_000,
      });
      expect((await read(lot.id, inspector)).status).toBe("PLANNED");

      // Opened, it asks at once (the dialog takes the screen over).
      await planCard(page, style)
        .getByRole("link", { name: /^Open inspection/ })
        .click();
      const dialog = page.getByRole("alertdialog", { name: "The planner changed this inspection" });
      await expect(dialog).toBeVisible();
      const table = dialog.getByRole("table", { name: "The plan you worked to and the plan now" });
      await expect(table.getByRole("row", { name: /Sample size/ })).toContainText("80125");
      await expect(table.getByRole("row", { name: /Your record gives/ })).toContainText("FailPass");
      await look(page, "plan-changed");

      await dialog.getByRole("button", { name: "Finish under the new plan" }).click();
      await expect(page.getByRole("status", { name: "Inspection result" })).toContainText(
        "Result computed by the server",
        { timeout: 30_000 },
      );
      await expect(page.getByRole("status", { name: "Inspection result" })).toContainText("Pass");
      const done = await read(lot.id, inspector);
      expect(done).toMatchObject({
        status: "FINISHED",
        result: "Pass",
        level: "III",
        plan: { sampleSize: 125 },
      });
      expect(done.work.defects.map((d) => [d.defectName, d.count])).toEqual([["Hole in fabric", 6]]);
    });
  });
}

test("a shared tablet: signing out with work not sent warns, keeps it for its inspector alone, and it goes at their next sign-in", async ({
  inspector,
}) => {
  const lot = await plannedInspection(inspector);
  const style = lot.product.styleCode;
  await onAReadyTablet(SIZES[0], inspector, [style], async ({ context, page }) => {
    await context.setOffline(true);
    await openFromPlan(page, style);
    await page.getByRole("button", { name: "Start inspection" }).click();
    await addDefect(page, "hole", "Hole in fabric", 1, true);
    await page.getByRole("link", { name: "Back to the plan" }).click();

    // Asked first; staying keeps everything as it was.
    const logout = page.getByRole("button", { name: "Logout" });
    await logout.click();
    const dialog = page.getByRole("dialog", { name: "Sign out with work not sent?" });
    await expect(dialog).toContainText("Your work on 1 inspection and 1 photo is on this tablet only.");
    await look(page, "sign-out-warning");
    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await expect(cardNotice(page, style)).toContainText("Started on this tablet — not sent yet");

    // Signed out (still offline: the landing page comes from the tablet too).
    await logout.click();
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "SIGN IN" }).first()).toBeVisible();

    // Someone else signs in on the same tablet, online, and opens the inspection area: nothing of it is theirs,
    // and nothing of it is sent under their sign-in.
    await context.setOffline(false);
    await signInWithProviderAnswer(page, "admin@demo.local");
    await expect(page).not.toHaveURL(/\/(main|not-approved)/);
    await page.goto("/twoeightone/inspection");
    await expect(panel(page)).toContainText("Online");
    await expect(panel(page).getByRole("list", { name: "Work on this tablet" })).toHaveCount(0);
    // Whatever the page would send, it has sent once the network is quiet.
    await page.waitForLoadState("networkidle");
    expect(await read(lot.id, inspector)).toMatchObject({ status: "PLANNED", work: { defects: [] } });
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "SIGN IN" }).first()).toBeVisible();

    // Back under the inspector's own sign-in, it is sent.
    await signInWithProviderAnswer(page, inspector.email);
    await expect(cardNotice(page, style)).toContainText("All changes sent", { timeout: 30_000 });
    // The card says what was sent: started, one defect found, though the plan was read before it went.
    await expect(planCard(page, style).getByText("Started", { exact: true })).toBeVisible();
    await expect(planFigure(page, style, "Defects found")).toHaveText("1");
    const sent = await read(lot.id, inspector);
    expect(sent).toMatchObject({ status: "STARTED" });
    expect(sent.work.defects.map((d) => [d.defectName, d.photoIds.length])).toEqual([["Hole in fabric", 1]]);
  });
});

test("a reload on a link that hangs: the plan comes back from the tablet instead of waiting on the network", async ({
  inspector,
}) => {
  const lot = await plannedInspection(inspector);
  const style = lot.product.styleCode;
  await onAReadyTablet(SIZES[0], inspector, [style], async ({ context, page }) => {
    // The page load and the configuration are sent, and never answered (the API's other calls still are).
    const held: string[] = [];
    await context.route(
      (url) => url.pathname.startsWith("/twoeightone/") || url.pathname === "/api/config",
      (route) => void held.push(new URL(route.request().url()).pathname),
    );
    await page.reload({ waitUntil: "commit", timeout: 15_000 });
    await expect(planCard(page, style)).toBeVisible();
    expect(held).toEqual(expect.arrayContaining(["/twoeightone/inspection", "/api/config"]));
  });
});
