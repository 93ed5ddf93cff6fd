import type { Page } from "@playwright/test";
import { messages, type InspectionDetail } from "@aql-portal/shared";
import { signInAll, token, uniqueCode } from "../support/demo";
import {
  assignToInspector,
  importLines,
  localDay,
  moved,
  orderIdOf,
  typedDay,
  type Line,
} from "../support/inspections";
import { api } from "../support/sign-in";
import { expect, expectToastOf, test } from "./fixtures";

/**
 * The retailer's Inspection and Skipped Inspections tabs. Setup through the API: a planner imports a PO line
 * delivered today and plans it for the demo inspector, who starts and finishes it (a Pass with its report, still
 * Under Review); another line is skipped. Then, in Chromium: the client manager lands on Your Reports, opens the
 * Inspection tab, finds the inspection marked "Decision needed", opens its report, records "Accepted", comes
 * back and reads the decision in the table. The client operator has no Inspection tab (spec §2: legacy role ids
 * 1, 2 and 8 only) and reads the skipped lines without actions.
 */
test.describe.configure({ mode: "serial" });

const style = uniqueCode("CLI");
const skippedLine: Line = {
  po: uniqueCode("PO"),
  style: uniqueCode("CLS"),
  quantity: 300,
  date: typedDay(localDay()),
};
let finished: InspectionDetail;

test.beforeAll(async () => {
  await signInAll();
  const { inspectionList } = await importLines([
    { po: uniqueCode("PO"), style, quantity: 800, date: typedDay(localDay()) },
    skippedLine,
  ]);
  const created = inspectionList.find((inspection) => inspection.product.styleCode === style);
  if (!created) throw new Error("The import made no inspection");
  const planned = await assignToInspector(created, localDay());
  finished = await moved(await moved(planned, "start"), "finish");
  expect(finished).toMatchObject({ status: "FINISHED", result: "Pass", clientDecision: "Under Review" });

  const skipped = await api("orders", {
    method: "PUT",
    token: token("planner"),
    body: { action: "skip", orderIds: [orderIdOf(skippedLine)], skipReasonId: "TRUSTED-SUPPLIER" },
  });
  expect(skipped.status, await skipped.text()).toBe(200);
});

const reportTabs = (page: Page) => page.getByRole("navigation", { name: "Reports" });
const inspectionsTable = (page: Page) => page.getByRole("table", { name: "Inspections" });
const rowOf = (page: Page) => inspectionsTable(page).getByRole("row").filter({ hasText: style });

test("a client manager finds the inspection waiting for a decision, records it from the report and sees it in the list", async ({
  page,
  loginAs,
}) => {
  await loginAs("manager@demo.local");
  await expect(page).toHaveURL(/\/your-reports$/);
  await reportTabs(page).getByRole("link", { name: "Inspection", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inspections" })).toBeVisible();

  // Only what waits for a decision, narrowed to this run's style.
  const decisionNeeded = page.getByRole("button", { name: /^Decision needed/ });
  await decisionNeeded.click();
  await expect(decisionNeeded).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Search").fill(style);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${style}`));
  await expect(rowOf(page)).toContainText("Decision needed");
  await expect(rowOf(page)).toContainText("Pass");
  await expect(rowOf(page)).toContainText(finished.inspectionNumber);
  await expect(page.getByText("1 finished inspection is waiting for your decision.")).toBeVisible();

  await rowOf(page).getByRole("link", { name: style }).click();
  await expect(page).toHaveURL(new RegExp(`/user/inspection-detail\\?id=${finished.id}$`));
  const decision = page.getByRole("region", { name: "Client decision" });
  await decision.getByLabel("New decision").selectOption({ label: "Accepted" });
  await expectToastOf(page, messages.clientDecisionUpdated, () =>
    decision.getByRole("button", { name: "Save decision" }).click(),
  );

  // Back to the list as it was left: nothing waits any more; all inspections show the decision.
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(inspectionsTable(page)).toContainText("Nothing is waiting for your decision.");
  await page.getByRole("button", { name: "Show all inspections" }).click();
  await expect(page.getByRole("button", { name: /^All inspections/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(rowOf(page)).toContainText("Accepted");
  await expect(rowOf(page)).not.toContainText("Decision needed");

  // Spec §5: a range that ends before it starts is refused before anything is sent; the list stays as it was.
  await page.getByLabel("Inspected from").fill("01/01/2099");
  await expect(page.getByRole("alert").filter({ hasText: messages.invalidDateRange })).toBeVisible();
  await expect(page.getByLabel("Inspected from")).toHaveAttribute("aria-invalid", "true");
  await expect(page).not.toHaveURL(/from=2099/);
  await expect(rowOf(page)).toContainText("Accepted");
});

test("a client operator has no Inspection tab and reads skipped inspections without actions", async ({
  page,
  loginAs,
}) => {
  await loginAs("operator@demo.local");
  await expect(page).toHaveURL(/\/your-reports$/);
  await expect(reportTabs(page).getByRole("link", { name: "Inspection", exact: true })).toHaveCount(0);

  await reportTabs(page).getByRole("link", { name: "Skipped Inspections" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Skipped inspections" })).toBeVisible();
  await page.getByLabel("Search by PO number or style code").fill(skippedLine.style);
  const skippedRow = page
    .getByRole("table", { name: "Skipped PO lines" })
    .getByRole("row")
    .filter({ hasText: skippedLine.po });
  await expect(skippedRow).toContainText("Supplier on trusted status");
  await expect(page.getByRole("button", { name: /^Actions for PO/ })).toHaveCount(0);
});
