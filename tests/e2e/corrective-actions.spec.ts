import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import {
  CarSettingsSchema,
  CorrectiveActionSchema,
  type CorrectiveAction,
  type DefectEntryInput,
  type InspectionDetail,
} from "@aql-portal/shared";
import { TENANT, services, signInAll, token, uniqueCode, type Person } from "../support/demo";
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
import { TEST_SUPPLIERS, testSupplierName } from "../support/test-suppliers";
import { expect, signInWithProviderAnswer, test } from "./fixtures";

/**
 * The corrective action pages (docs/decisions/corrective-actions.md, "Pages"): raising one from a failed lot's
 * report, a supplier's requests first where it lands and its answer with evidence checked before it is sent, the
 * list's figures and filters. The lots are failed through the API as the tablet does, for a supplier of this
 * file's own (support/test-suppliers.ts), so no other journey's lots or plans see its requests.
 */

const SUPPLIER = TEST_SUPPLIERS.carPages;
const SUPPLIER_ID = `SUP-${SUPPLIER}`;

test.beforeAll(async () => {
  await signInAll();
});

/** A lot of `style` inspected today by the test's inspector and failed on the defects given. */
async function failedLot(
  style: string,
  inspector: Person,
  deliveryDay: number,
  defects: ReturnType<typeof defect>[],
): Promise<InspectionDetail> {
  const [planned] = await planForInspector(
    [{ style, quantity: 1200, inspectionDay: 0, deliveryDay, supplier: SUPPLIER }],
    inspector,
  );
  if (!planned) throw new Error("No inspection was planned");
  const running = await moved(planned, "start", inspector);
  await detailOf(await saveWork(running, { defects }, inspector));
  const finished = await moved(await read(running.id, inspector), "finish", inspector);
  expect(finished.result).toBe("Fail");
  return finished;
}

const entry = (code: string, severity: DefectEntryInput["severity"], count: number) =>
  defect(code, severity, count);

/** A CAR raised through the API on one lot's defects, due `dueDate`. */
async function raisedThroughApi(lot: InspectionDetail, dueDate: string): Promise<CorrectiveAction> {
  const response = await api("corrective-actions", {
    method: "POST",
    token: token("reviewer"),
    body: {
      inspectionIds: [lot.id],
      defects: lot.work.defects.map((found) => `${lot.id}~${found.id}`),
      request: "Tell us why the hem came open.",
      dueDate,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return CorrectiveActionSchema.parse(await response.json());
}

/** A CAR whose answer was due yesterday: written as it stands (the API takes no due date in the past). */
async function madeOverdue(car: CorrectiveAction): Promise<void> {
  const store = services().correctiveActions;
  const stored = await store.get(TENANT, car.id);
  if (!stored) throw new Error(`No CAR ${car.id}`);
  await store.replace({ ...stored, dueDate: localDay(-1) }, stored._etag ?? "");
}

/** A user of the test supplier, signed in at a desk of their own. */
async function supplierDesk(browser: Browser): Promise<Page> {
  const email = `car-supplier-${crypto.randomUUID().slice(0, 8)}@e2e.test`;
  const added = await api("users", {
    method: "POST",
    token: token("admin"),
    body: {
      name: "Tariq Supplier",
      email,
      role: "SUPPLIER",
      supplierId: SUPPLIER_ID,
      locationIds: [],
      platform: 2,
    },
  });
  expect(added.status, await added.clone().text()).toBe(201);
  const page = await (await browser.newContext()).newPage();
  await signInWithProviderAnswer(page, email);
  await expect(page).not.toHaveURL(/\/(main|not-approved)/);
  return page;
}

/**
 * What axe-core finds against WCAG 2.1 A and AA once the page has drawn its data; the toasts of the writes just
 * made are left out (the toaster is every page's, and the pages' own checks do not meet it).
 */
async function accessibilityFindings(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator(".chakra-skeleton")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude('[data-scope="toast"]')
    .analyze();
  return violations.map(
    (violation) =>
      `${page.url()} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map(
          (node) => `${node.html.slice(0, 160)} (${node.failureSummary?.split("\n").at(-1)?.trim() ?? ""})`,
        )
        .join(" | ")}`,
  );
}

test("a reviewer raises a corrective action from a failed lot's report; the supplier finds it first where it lands and answers it; the list counts and narrows them", async ({
  page,
  browser,
  loginAs,
  inspector,
}) => {
  const style = uniqueCode("CAR");
  const earlier = await failedLot(style, inspector, 20, [entry("CLN01", "MAJOR", 6)]);
  const latest = await failedLot(style, inspector, 22, [
    entry("WRK01", "MAJOR", 7),
    entry("WRK05", "MINOR", 2),
  ]);
  const settings = CarSettingsSchema.parse(
    await (await api("corrective-action-settings", { token: token("reviewer") })).json(),
  );

  // The report of the latest lot: nothing asked yet, and the reviewer may raise one.
  await loginAs("reviewer@demo.local");
  await page.goto(`/user/inspection-detail?id=${latest.id}`);
  const section = page.getByRole("region", { name: "Corrective actions" });
  await expect(section).toContainText("No corrective action has been asked");
  await section.getByRole("button", { name: "Raise corrective action" }).click();

  // Its lot ticked, the earlier failed lot of the style offered; the defects of the lots ticked to pick from.
  const dialog = page.getByRole("dialog", { name: "Raise a corrective action" });
  await expect(dialog.getByRole("checkbox", { name: new RegExp(latest.inspectionNumber) })).toBeChecked();
  const earlierLot = dialog.getByRole("checkbox", { name: new RegExp(earlier.inspectionNumber) });
  await expect(earlierLot).not.toBeChecked();
  await expect(dialog.getByRole("group", { name: `Defects of ${earlier.inspectionNumber}` })).toHaveCount(0);
  await earlierLot.check({ force: true });
  const latestDefects = dialog.getByRole("group", { name: `Defects of ${latest.inspectionNumber}` });
  await expect(latestDefects.getByRole("checkbox")).toHaveCount(2);
  await expect(latestDefects).toContainText("7 units");
  await expect(dialog.getByRole("textbox", { name: "Answer due by" })).toHaveValue(
    typedDay(localDay(settings.dueDays)),
  );
  await dialog.getByRole("button", { name: "Raise corrective action" }).click();
  await expect(dialog).toContainText("Pick at least one defect.");
  await latestDefects.getByRole("checkbox", { name: /Open or broken seam/ }).check({ force: true });
  await dialog
    .getByRole("group", { name: `Defects of ${earlier.inspectionNumber}` })
    .getByRole("checkbox", { name: /Stain or soiling/ })
    .check({ force: true });
  await dialog.getByRole("button", { name: "Raise corrective action" }).click();
  await expect(dialog).toBeHidden();

  // The report names it, open; its page shows both lots (each leading to its report) and the defects picked.
  const raised = section.getByRole("link", { name: /^CAR-\d{4}$/ });
  await expect(raised).toBeVisible();
  await expect(section).toContainText("Open");
  const reference = (await raised.textContent()) ?? "";
  await raised.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  const lots = page.getByRole("list", { name: "Lots" });
  await expect(lots.getByRole("link")).toHaveText([latest.inspectionNumber, earlier.inspectionNumber]);
  const defects = page.getByRole("table", { name: "Defects" });
  await expect(defects.getByRole("row")).toHaveCount(3);
  await expect(defects).toContainText("Open or broken seam");
  await expect(defects).toContainText("Stain or soiling");
  await expect(page.getByRole("button", { name: "Close the request" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept the answer" })).toHaveCount(0);
  expect(await accessibilityFindings(page)).toEqual([]);

  // Another request on the earlier lot, its answer due yesterday.
  const late = await raisedThroughApi(earlier, localDay(0));
  await madeOverdue(late);

  // The supplier lands on its inspections, what it owes first: the overdue one, then the one just raised.
  const supplier = await supplierDesk(browser);
  const owed = supplier.getByRole("region", { name: "Corrective actions awaiting your answer" });
  await expect(owed.getByRole("listitem")).toHaveCount(2);
  await expect(owed.getByRole("listitem").first()).toContainText(late.reference);
  await expect(owed.getByRole("listitem").first()).toContainText("Overdue");
  await expect(owed.getByRole("listitem").nth(1)).toContainText(reference);
  await owed.getByRole("link", { name: reference }).click();

  // Its answer: files the request cannot take are refused before anything is sent; a photo is sent and kept.
  const form = supplier.getByRole("form", { name: "Your answer" });
  await form.getByRole("button", { name: "Send answer" }).click();
  await expect(form).toContainText("Choose the root cause.");
  await form.getByLabel("Add evidence files").setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not evidence") },
    { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024, 1) },
    { name: "re-sewn.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG },
  ]);
  await expect(form).toContainText("notes.txt is not a JPEG, PNG or PDF file.");
  await expect(form).toContainText("scan.pdf is 11 MB, more than the 10 MB allowed.");
  await expect(form.getByRole("link", { name: "re-sewn.png" })).toBeVisible();
  await form
    .getByRole("combobox", { name: "Root cause" })
    .selectOption({ label: "Workmanship: sewing, finishing or handling" });
  await form
    .getByRole("textbox", { name: "What caused it", exact: true })
    .fill("Hems sewn without back-tacking.");
  await form
    .getByRole("textbox", { name: "Corrective action", exact: true })
    .fill("Every carton sorted, hems re-sewn.");
  await form.getByRole("textbox", { name: "Corrective action done by" }).fill(typedDay(localDay(3)));
  await form
    .getByRole("textbox", { name: "Preventive action", exact: true })
    .fill("Back-tack checked at each shift start.");
  await form.getByRole("textbox", { name: "Preventive action in place by" }).fill(typedDay(localDay(10)));
  await form.getByRole("button", { name: "Send answer" }).click();
  const answer = supplier.getByRole("region", { name: "The supplier's answer" });
  await expect(answer).toContainText("Workmanship: sewing, finishing or handling");
  await expect(answer.getByRole("list", { name: "Evidence" })).toContainText("re-sewn.png");
  await expect(supplier.getByRole("heading", { level: 1 }).locator("..")).toContainText("Answered");

  // The list: who owes what, narrowed to the supplier; each figure narrows the list to what it counts.
  await page.goto("/user/corrective-actions");
  await page.getByRole("combobox", { name: "Supplier" }).selectOption({ label: testSupplierName(SUPPLIER) });
  const table = page.getByRole("table", { name: "Corrective actions" });
  await expect(table.getByRole("link", { name: /^CAR-/ })).toHaveText([late.reference, reference]);
  await page.getByRole("button", { name: /^Awaiting review/ }).click();
  await expect(page).toHaveURL(/status=answered/);
  await expect(table.getByRole("link", { name: /^CAR-/ })).toHaveText([reference]);
  await page.getByRole("button", { name: /^Overdue/ }).click();
  await expect(table.getByRole("link", { name: /^CAR-/ })).toHaveText([late.reference]);
  await expect(table.getByRole("row").nth(1)).toContainText("Overdue");
  expect(await accessibilityFindings(page)).toEqual([]);
  // A click anywhere on its row opens it.
  await table.getByRole("row").nth(1).getByRole("cell").last().click();
  await expect(page).toHaveURL(new RegExp(`/user/corrective-actions/${late.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(late.reference);
});

/** The smallest PNG there is (1 × 1), whole: the API reads an evidence file's type from its bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
