import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { CorrectiveActionSchema, type InspectionDetail } from "@aql-portal/shared";
import { newPerson, signInAll, uniqueCode, type Person } from "../support/demo";
import {
  defect,
  detailOf,
  localDay,
  moved,
  planForInspector,
  read,
  saveWork,
  typedDay,
} from "../support/inspections";
import { api } from "../support/sign-in";
import { TEST_SUPPLIERS } from "../support/test-suppliers";
import { desk, expect, test } from "./fixtures";
import { firstPage, readyForTheShift, thisTablet } from "./inspection-steps";

/**
 * A corrective action request followed to its end (docs/decisions/corrective-actions.md), each person at a desk of
 * their own: the reviewer raises it from a failed lot's report, the supplier answers, the reviewer sends the answer
 * back, the supplier answers again, the client manager accepts it, and the inspector verifies it at the supplier's
 * next lot of the style on a tablet without a connection; when the tablet's work reaches the server the CAR is
 * verified. For a supplier of this file's own (support/test-suppliers.ts).
 */
const SUPPLIER = TEST_SUPPLIERS.carJourney;
const SUPPLIER_ID = `SUP-${SUPPLIER}`;

test.describe.configure({ timeout: 300_000 });
test.beforeAll(signInAll);

/** A lot of `style` delivered in `deliveryDay` days, planned today for the inspector. */
async function plannedLot(style: string, inspector: Person, deliveryDay: number): Promise<InspectionDetail> {
  const [planned] = await planForInspector(
    [{ style, quantity: 1200, inspectionDay: 0, deliveryDay, supplier: SUPPLIER }],
    inspector,
  );
  if (!planned) throw new Error("No lot was planned");
  return planned;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).locator("..");

/** Fills the supplier's answer form and sends it. */
async function answer(page: Page, preventive: string): Promise<void> {
  const form = page.getByRole("form", { name: "Your answer" });
  await form
    .getByRole("combobox", { name: "Root cause" })
    .selectOption({ label: "Workmanship: sewing, finishing or handling" });
  await form
    .getByRole("textbox", { name: "What caused it", exact: true })
    .fill("Holes made by a burred hook.");
  await form
    .getByRole("textbox", { name: "Corrective action", exact: true })
    .fill("The lot sorted; garments with holes replaced.");
  await form.getByRole("textbox", { name: "Corrective action done by" }).fill(typedDay(localDay(3)));
  await form.getByRole("textbox", { name: "Preventive action", exact: true }).fill(preventive);
  await form.getByRole("textbox", { name: "Preventive action in place by" }).fill(typedDay(localDay(10)));
  await form.getByRole("button", { name: "Send answer" }).click();
  await expect(heading(page)).toContainText("Answered");
}

/** A reviewer's or client manager's move on the CAR's page, with a comment in its dialog. */
async function review(page: Page, button: string, comment?: { label: string; text: string }): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  if (comment) await dialog.getByRole("textbox", { name: comment.label }).fill(comment.text);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

test("a CAR raised, answered, sent back, answered again, accepted and verified offline at the next lot, each by their own", async ({
  browser,
  inspector,
}) => {
  const style = uniqueCode("CARJ");
  // The failed lot, and the supplier's next lot of the style on the inspector's plan for today.
  const first = await plannedLot(style, inspector, 20);
  const running = await moved(first, "start", inspector);
  await detailOf(await saveWork(running, { defects: [defect("FAB01", "MAJOR", 6)] }, inspector));
  const failed = await moved(await read(running.id, inspector), "finish", inspector);
  expect(failed.result).toBe("Fail");
  const next = await plannedLot(style, inspector, 25);
  const supplier = await newPerson("SUPPLIER", "Journey Supplier", SUPPLIER_ID);

  // The reviewer raises it from the failed lot's report.
  const reviewer = await desk(browser, "reviewer@demo.local");
  await reviewer.goto(`/user/inspection-detail?id=${failed.id}`);
  const section = reviewer.getByRole("region", { name: "Corrective actions" });
  await section.getByRole("button", { name: "Raise corrective action" }).click();
  const dialog = reviewer.getByRole("dialog", { name: "Raise a corrective action" });
  // Ticked as a person does, on its label (the box itself is Chakra's visually hidden input).
  const hole = dialog
    .getByRole("group", { name: `Defects of ${failed.inspectionNumber}` })
    .getByRole("checkbox", { name: /Hole in fabric/ });
  await dialog
    .getByRole("group", { name: `Defects of ${failed.inspectionNumber}` })
    .getByText(/Hole in fabric/)
    .click();
  await expect(hole).toBeChecked();
  await dialog.getByRole("button", { name: "Raise corrective action" }).click();
  const link = section.getByRole("link", { name: /^CAR-\d{4}$/ });
  await expect(link).toBeVisible();
  const reference = (await link.textContent()) ?? "";
  await link.click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText(reference);
  const carPath = new URL(reviewer.url()).pathname;
  const car = async () => {
    const response = await api(`corrective-actions/${carPath.split("/").at(-1) ?? ""}`, {
      token: supplier.token,
    });
    return CorrectiveActionSchema.parse(await response.json());
  };

  // The supplier finds it first where it lands, and answers.
  const supplierDesk = await desk(browser, supplier.email);
  const owed = supplierDesk.getByRole("region", { name: "Corrective actions awaiting your answer" });
  await owed.getByRole("link", { name: reference }).click();
  await answer(supplierDesk, "Hooks checked daily.");

  // The reviewer sends it back: the answer says nothing of who checks the hooks.
  await reviewer.reload();
  await review(reviewer, "Send back", {
    label: "What the supplier must change",
    text: "Say who checks the hooks, and how it is recorded.",
  });
  await expect(heading(reviewer)).toContainText("Sent back");

  // The supplier answers again, from its first answer, under the reviewer's comment.
  await supplierDesk.reload();
  await expect(
    supplierDesk.getByText("Say who checks the hooks, and how it is recorded.").first(),
  ).toBeVisible();
  await answer(
    supplierDesk,
    "The line leader checks every hook at each shift start and signs the shift sheet.",
  );

  // The client manager accepts it at her own desk: it waits for the next inspection.
  const manager = await desk(browser, "manager@demo.local");
  await manager.goto(carPath);
  await review(manager, "Accept the answer");
  await expect(heading(manager)).toContainText("Accepted");

  // The inspector's tablet, made ready online, then without a connection: the next lot asks to verify the CAR.
  const dir = mkdtempSync(join(tmpdir(), "aql-tablet-"));
  try {
    // Both lots are of the style (the failed one finished today): the next one is opened by its number.
    const { context, page } = await readyForTheShift(dir, { width: 1024, height: 768 }, inspector, []);
    const open = page.getByRole("link", { name: `Open inspection ${style} ${next.inspectionNumber}` });
    await expect(open).toBeVisible();
    await context.setOffline(true);
    await open.click();
    await page.getByRole("button", { name: "Start inspection" }).click();
    await expect(page.getByText("1 corrective action not verified")).toBeVisible();
    await page.getByRole("tab", { name: /Verify CARs/ }).click();
    const card = page.getByRole("listitem", { name: new RegExp(`Verify ${reference}`) });
    await expect(card).toContainText("Hole in fabric");
    await expect(card).toContainText("The line leader checks every hook");
    await card.getByRole("button", { name: "Defect gone" }).click();
    await page.getByRole("button", { name: "Finish inspection" }).click();
    const finish = page.getByRole("dialog");
    await expect(finish).toContainText(`${reference} will be verified`);
    await finish.getByRole("button", { name: "Finish" }).click();
    await page.screenshot({ path: test.info().outputPath("verified-offline.png"), animations: "disabled" });
    // Offline, nothing has reached the server: the CAR still waits.
    expect((await car()).status).toBe("accepted");

    // Back online: the tablet sends the finished lot, and its finish verifies the CAR.
    await context.setOffline(false);
    await page.getByRole("link", { name: "Back to the plan" }).click();
    await expect(thisTablet(await firstPage(context))).toContainText(
      "Everything recorded on this tablet is sent",
      { timeout: 90_000 },
    );
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const finished = await read(next.id, inspector);
  expect(finished.status).toBe("FINISHED");
  expect(finished.work.carChecks).toEqual([{ carId: (await car()).id, recurred: false, comment: "" }]);
  await manager.reload();
  await expect(heading(manager)).toContainText("Verified");
  const history = manager.getByRole("list", { name: "History" });
  await expect(history).toContainText(`Inspection ${finished.inspectionNumber}: the defect did not recur.`);
  // The report of the lot where it was verified names it.
  await manager.goto(`/user/inspection-detail?id=${next.id}`);
  await expect(manager.getByRole("region", { name: "Corrective actions" })).toContainText(reference);
});
