import { chromium, type BrowserContext, type Page } from "@playwright/test";
import type { InspectionDetail } from "@aql-portal/shared";
import { CHROMIUM_ARGS } from "../../scripts/stack/chromium";
import { token, uniqueCode, type Caller, type Person } from "../support/demo";
import { planForInspector, type PlannedLot } from "../support/inspections";
import { sendFile } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { expect, signInWithProviderAnswer } from "./fixtures";

/** What the tablet journeys do on the inspection screen and the plan, as an inspector does it. */

/** The line under the navbar saying where the inspector's entries are. */
export const outboxStatus = (page: Page) => page.locator("[data-outbox-phase]").getByRole("status");

/** The plan's card of an inspection, by its style. */
export const planCard = (page: Page, style: string) => page.getByRole("article", { name: new RegExp(style) });

/** A figure of a plan card ("Defects found", "Sample size"): its value. */
export const planFigure = (page: Page, style: string, label: string) =>
  planCard(page, style)
    .getByRole("term")
    .filter({ hasText: label })
    .locator("xpath=following-sibling::dd[1]");

/** Men's knitwear is a long-sleeve top: chest, body length and sleeve are all measured. */
const SIZE_CHART = [
  "Code,Point of measure,Tolerance -,Tolerance +,S,M,L",
  "CH,Chest width,1,1,50,53,56",
  "BL,Body length,1,1,68,70,72",
  "SL,Sleeve length,1.5,1.5,60,62,64",
].join("\n");

/** A small PNG (what a camera hands over is reduced to JPEG on the tablet anyway). */
export const PHOTO = {
  name: "defect.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAAU0lEQVR42u3VMRGAMBBE0VNCHRHUkYOc6I2AUIQG7pg38wW8ajf6NVIVQEBAQL8Dne1Y+wx0q3lkinc0+yYgIKBKoHQ7lHGpnSsQEBAQEBBQOdAEpphe0UtI5fUAAAAASUVORK5CYII=",
    "base64",
  ),
};

/**
 * A lot of 1,200 with a size chart, planned today for an inspector (the demo inspector unless told), of DKW unless
 * told (a journey that fails lots: a supplier of its own, support/test-suppliers.ts).
 */
export async function plannedInspection(
  inspector: Caller = "inspector",
  supplier?: PlannedLot["supplier"],
): Promise<InspectionDetail> {
  const [planned] = await planForInspector(
    [{ style: uniqueCode("INS"), quantity: 1200, inspectionDay: 0, ...(supplier ? { supplier } : {}) }],
    inspector,
  );
  if (!planned) throw new Error("No inspection was planned");
  const chart = await sendFile(
    `size-charts/import-file/${planned.product.id}`,
    { content: SIZE_CHART, name: "chart.csv" },
    { token: token("planner") },
  );
  expect(chart.status, await chart.clone().text()).toBe(200);
  return planned;
}

/** Adds a defect from the library through the picker: search, pick, count, a photo. */
export async function addDefect(page: Page, search: string, name: string, count: number, withPhoto: boolean) {
  await page.getByRole("button", { name: "Add defect" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox", { name: "Search the defect library" }).fill(search);
  await dialog.getByRole("button", { name: new RegExp(name) }).click();
  for (let more = 1; more < count; more++) {
    await dialog.getByRole("button", { name: `One more: ${name}` }).click();
  }
  if (withPhoto) {
    await dialog.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(dialog.getByRole("img", { name: `Photo 1 of ${name}` })).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Add defect" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("listitem", { name }).getByRole("textbox", { name: `Count: ${name}` }),
  ).toHaveValue(String(count));
}

/** A tablet's screen size: landscape or portrait. */
export interface TabletSize {
  width: number;
  height: number;
}

/** A tablet's browser whose storage outlives it (IndexedDB, the service worker and its caches, the session). */
export function tablet(dir: string, viewport: TabletSize, offline = false): Promise<BrowserContext> {
  const { chromiumPath, webUrl } = stackInfo();
  return chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
    baseURL: webUrl,
    viewport,
    offline,
  });
}

export const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

/** The plan's panel saying what the tablet holds and sends. */
export const thisTablet = (page: Page) => page.getByRole("region", { name: "This tablet" });

/** Signs the inspector in online and waits until the plan has made the tablet ready for the shift. */
export async function readyForTheShift(
  dir: string,
  size: TabletSize,
  inspector: Person,
  styles: readonly string[],
) {
  const context = await tablet(dir, size);
  const page = await firstPage(context);
  await signInWithProviderAnswer(page, inspector.email);
  await expect(page).toHaveURL(/\/twoeightone\/inspection/);
  for (const style of styles) await expect(planCard(page, style)).toBeVisible();
  await expect(thisTablet(page)).toContainText("Ready to work offline", { timeout: 90_000 });
  await expect(thisTablet(page)).toContainText("the app's pages");
  return { context, page };
}
