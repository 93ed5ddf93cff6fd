import type { Page } from "@playwright/test";
import { messages } from "@aql-portal/shared";
import { signInAll, token, uniqueCode } from "../support/demo";
import { getInspection, importLines, listOrders, orderIdOf, type Line } from "../support/inspections";
import { api } from "../support/sign-in";
import { expect, expectToastOf, test } from "./fixtures";

/**
 * CREATE INSPECTIONS and SKIPPED INSPECTIONS, as a planner and a supplier use them. Each test imports its own
 * PO lines (through the real import API, as a planner) under its own style code, delivering in the next days,
 * so the pages' default range (spec §9: from yesterday) shows them.
 */

test.beforeAll(async () => {
  await signInAll();
});

/** dd/mm/yyyy, as planners type dates in the import file, `days` from today. */
function deliveryDay(days: number): Date {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return day;
}
const typed = (day: Date) =>
  [day.getDate(), day.getMonth() + 1, day.getFullYear()]
    .map((part) => String(part).padStart(2, "0"))
    .join("/");

/**
 * Two different delivery days in the next days, in one month (an inspection's lines deliver in one month; lines
 * of one delivery day are one lot already, made by the import).
 */
function twoDaysInOneMonth(): [string, string] {
  let first = deliveryDay(2);
  let second = deliveryDay(3);
  if (second.getMonth() !== first.getMonth()) [first, second] = [second, deliveryDay(4)];
  return [typed(first), typed(second)];
}

const readyTable = (page: Page) => page.getByRole("table", { name: "PO lines ready to inspect" });
const skippedTable = (page: Page) => page.getByRole("table", { name: "Skipped PO lines" });
const tickBox = (page: Page, line: Line) =>
  page.getByRole("checkbox", {
    name: `Select PO ${line.po}, ${line.style} / ${line.colour ?? "041"}`,
    exact: true,
  });
const rowOf = (page: Page, line: Line) => page.getByRole("row").filter({ hasText: line.po });

async function search(page: Page, style: string, table: ReturnType<typeof readyTable>): Promise<void> {
  await page.getByLabel("Search by PO number or style code").fill(style);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(style)}`));
  await expect(table).toHaveAttribute("aria-busy", "false");
}

test("a planner makes one inspection of two PO lines, skips another, changes its reason and takes it back", async ({
  page,
  loginAs,
}) => {
  const style = uniqueCode("CI");
  const [day1, day2] = twoDaysInOneMonth();
  const first: Line = { po: uniqueCode("PO"), style, quantity: 700, date: day1 };
  const second: Line = { po: uniqueCode("PO"), style, quantity: 500, date: day2 };
  const otherColour: Line = { po: uniqueCode("PO"), style, colour: "099", quantity: 300, date: day1 };
  const toSkip: Line = { po: uniqueCode("PO"), style, colour: "120", quantity: 400, date: day1 };
  await importLines([first, second, otherColour, toSkip]);

  await loginAs("planner@demo.local");
  await page.goto("/user/po-selection");
  await expect(page.getByRole("heading", { name: "Create inspections", level: 1 })).toBeVisible();
  await search(page, style, readyTable(page));
  await expect(readyTable(page).getByRole("row")).toHaveCount(5);

  // One line ticked: lines of another colour cannot join it, and say why.
  await tickBox(page, first).check();
  await expect(tickBox(page, otherColour)).toBeDisabled();
  await expect(tickBox(page, otherColour)).toHaveAccessibleDescription(
    `${style} / 099 is another style or colour: an inspection covers one style and colour.`,
  );
  await tickBox(page, second).check();

  // The summary: two lines, lot 1,200 → code J, sample 80, major Ac 5 (ISO 2859-1, level II, AQL 2.5).
  const summary = page.getByRole("region", { name: "Selected PO lines" });
  await expect(summary).toContainText("2 PO lines selected");
  const plan = summary.getByRole("group", { name: "Inspection plan" });
  await expect(plan).toContainText("Lot size1,200");
  await expect(plan).toContainText("Sample size80 code J, level II");
  await expect(plan).toContainText("Major (AQL 2.5)Ac 5 Re 6");

  await summary.getByRole("button", { name: "Create inspection" }).click();
  await expect(page.getByText(messages.inspectionCreated, { exact: true })).toBeVisible();
  await expect(summary).toContainText(/Inspection [0-9A-F]{10} created/);
  await expect(summary.getByRole("link", { name: "Open Manage Inspections" })).toBeVisible();

  // The two lines are the new inspection's, as the server says: CREATED, lot 1,200, sample 80.
  const { items } = await listOrders({ search: style });
  const inspectionId = items.find((order) => order.poNumber === first.po)?.inspectionId ?? "";
  expect(items.find((order) => order.poNumber === second.po)?.inspectionId).toBe(inspectionId);
  const inspection = await getInspection(inspectionId);
  expect(inspection).toMatchObject({
    status: "CREATED",
    poNumbers: [first.po, second.po].sort(),
    plan: { lotSize: 1200, sampleSize: 80, major: { accept: 5 } },
  });
  // A CREATED inspection's lines are still ready to inspect (until it is planned): shown as the new one's. A line
  // the import grouped is in an inspection of the same status, named as Manage Inspections names it.
  for (const line of [first, second]) {
    await expect(rowOf(page, line)).toContainText("Created just now");
    await expect(rowOf(page, line)).toContainText(inspection.inspectionNumber);
    await expect(tickBox(page, line)).not.toBeChecked();
  }
  await expect(rowOf(page, otherColour).getByText("Created", { exact: true })).toBeVisible();

  // The same lines again: nothing is made, and the page says so rather than "created".
  await tickBox(page, first).check();
  await tickBox(page, second).check();
  await summary.getByRole("button", { name: "Create inspection" }).click();
  await expect(page.getByText(messages.inspectionAlreadyMadeTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.inspectionAlreadyMade(inspection.inspectionNumber))).toBeVisible();
  await expect(summary).toContainText(
    `Inspection ${inspection.inspectionNumber} already made of these lines`,
  );

  // Skip a line with a reason: it leaves the list.
  await tickBox(page, toSkip).check();
  await summary.getByRole("button", { name: "Skip…" }).click();
  const skipDialog = page.getByRole("dialog", { name: "Skip 1 PO line" });
  await skipDialog.getByLabel("Skip reason").selectOption({ label: "Order cancelled" });
  await skipDialog.getByRole("button", { name: "Skip 1 PO line" }).click();
  await expect(page.getByText(messages.ordersSkipped, { exact: true })).toBeVisible();
  await expect(rowOf(page, toSkip)).toHaveCount(0);
  await expect(readyTable(page).getByRole("row")).toHaveCount(4);

  // SKIPPED INSPECTIONS lists it with its reason; the reason changes in place.
  await page.getByRole("link", { name: "Skipped inspections" }).first().click();
  await expect(page.getByRole("heading", { name: "Skipped inspections", level: 1 })).toBeVisible();
  await search(page, style, skippedTable(page));
  await expect(rowOf(page, toSkip)).toContainText("Order cancelled");
  await page.getByRole("button", { name: `Actions for PO ${toSkip.po}, ${style} / 120` }).click();
  await page.getByRole("menuitem", { name: "Change reason…" }).click();
  const reasonDialog = page.getByRole("dialog", { name: "Change the skip reason" });
  await expect(reasonDialog.getByLabel("Skip reason")).toHaveValue("ORDER-CANCELLED");
  await reasonDialog
    .getByLabel("Skip reason")
    .selectOption({ label: "Shipped before inspection could be booked" });
  await expectToastOf(
    page,
    messages.skipReasonUpdated,
    () => reasonDialog.getByRole("button", { name: "Change reason" }).click(),
    { exact: true },
  );
  await expect(rowOf(page, toSkip)).toContainText("Shipped before inspection could be booked");

  // Returned to ready to inspect, after a confirmation: it leaves SKIPPED INSPECTIONS and is ready again.
  await page.getByRole("button", { name: `Actions for PO ${toSkip.po}, ${style} / 120` }).click();
  await page.getByRole("menuitem", { name: "Return to ready to inspect" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Return it" }).click();
  await expect(page.getByText(messages.ordersUnskipped, { exact: true })).toBeVisible();
  await expect(skippedTable(page)).toContainText("No skipped PO lines match these filters.");
  const back = await listOrders({ search: style, readyToInspect: "true" });
  expect(back.items.find((order) => order.poNumber === toSkip.po)).toMatchObject({
    status: "OPEN",
    inspectionId: null,
    skipReason: null,
  });
});

test("a supplier reads its skipped lines without actions; dates that end before they start ask for others", async ({
  page,
  loginAs,
}) => {
  const style = uniqueCode("CS");
  const [day] = twoDaysInOneMonth();
  const line: Line = { po: uniqueCode("PO"), style, quantity: 250, date: day };
  await importLines([line]);
  const skipped = await api("orders", {
    method: "PUT",
    token: token("planner"),
    body: { action: "skip", orderIds: [orderIdOf(line)], skipReasonId: "TRUSTED-SUPPLIER" },
  });
  expect(skipped.status, await skipped.text()).toBe(200);

  await loginAs("supplier@demo.local");
  await page.goto("/user/skipped-inspections");
  await search(page, style, skippedTable(page));
  await expect(rowOf(page, line)).toContainText("Supplier on trusted status");
  await expect(page.getByRole("button", { name: /^Actions for PO/ })).toHaveCount(0);
  // A supplier sees its own supplier's lines only: no supplier picker.
  await expect(page.getByLabel("Supplier", { exact: true })).toHaveCount(0);

  // An end before the start is refused where it is typed, and never asked for; the lines stay as they were.
  await page.getByLabel("Delivery to").fill("01/01/2020");
  await expect(page.getByRole("alert").filter({ hasText: messages.invalidDateRange })).toBeVisible();
  await expect(page.getByLabel("Delivery to")).toHaveAttribute("aria-invalid", "true");
  await expect(page).not.toHaveURL(/to=2020-01-01/);
  await expect(rowOf(page, line)).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText(messages.invalidDateRange)).toBeHidden();
  await expect(page.getByLabel("Delivery to")).toHaveValue("");
});

test("skip reason Other asks for the reason in words, which SKIPPED INSPECTIONS shows with the line", async ({
  page,
  loginAs,
}) => {
  const style = uniqueCode("CO");
  const [day] = twoDaysInOneMonth();
  const line: Line = { po: uniqueCode("PO"), style, quantity: 350, date: day };
  await importLines([line]);

  await loginAs("planner@demo.local");
  await page.goto("/user/po-selection");
  await search(page, style, readyTable(page));
  await tickBox(page, line).check();
  await page
    .getByRole("region", { name: "Selected PO lines" })
    .getByRole("button", { name: "Skip…" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Skip 1 PO line" });
  await dialog.getByLabel("Skip reason").selectOption({ label: "Other" });
  // "Other" says nothing by itself: the words are asked for, and nothing is sent without them.
  const words = dialog.getByRole("textbox", { name: "Why is it not inspected?" });
  await expect(words).toBeVisible();
  await dialog.getByRole("button", { name: "Skip 1 PO line" }).click();
  await expect(dialog.getByText("Say why in words: “Other” needs the reason written down.")).toBeVisible();

  await words.fill("Buyer put the order on hold");
  await dialog.getByRole("button", { name: "Skip 1 PO line" }).click();
  await expect(page.getByText(messages.ordersSkipped, { exact: true })).toBeVisible();
  await expect(rowOf(page, line)).toHaveCount(0);

  await page.goto("/user/skipped-inspections");
  await search(page, style, skippedTable(page));
  await expect(rowOf(page, line)).toContainText("Other");
  await expect(rowOf(page, line)).toContainText("“Buyer put the order on hold”");
});
