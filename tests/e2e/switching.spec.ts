import type { Page } from "@playwright/test";
import type { InspectionDetail } from "@aql-portal/shared";
import { signInAll, uniqueCode } from "../support/demo";
import {
  defect,
  detailOf,
  importLines,
  localDay,
  moved,
  planForInspector,
  read,
  saveWork,
  typedDay,
} from "../support/inspections";
import { TEST_SUPPLIERS, testSupplierName, type TestSupplier } from "../support/test-suppliers";
import { desk, expect, expectToastOf, test } from "./fixtures";

/**
 * The switching rules as planners, reviewers and the client manager meet them (docs/decisions/switching-rules.md).
 * Each journey has a supplier of its own (support/test-suppliers.ts); its lots of 1,200 (80 units; major AQL 2.5:
 * normal Ac 5, tightened Ac 3) are inspected through the API as the tablet does, failing on six major units.
 */

test.beforeAll(async () => {
  await signInAll();
});

/** One lot of the supplier inspected today: failed on six major units, or passed with nothing found. */
async function inspected(supplier: TestSupplier, result: "Fail" | "Pass"): Promise<InspectionDetail> {
  const [planned] = await planForInspector([
    { style: uniqueCode("SW"), quantity: 1200, inspectionDay: 0, deliveryDay: 20, supplier },
  ]);
  if (!planned) throw new Error("No inspection was planned");
  const running = await moved(planned, "start");
  if (result === "Fail") await detailOf(await saveWork(running, { defects: [defect("FAB01", "MAJOR", 6)] }));
  const finished = await moved(await read(running.id), "finish");
  expect(finished.result).toBe(result);
  return finished;
}

/** A PO line of the supplier ready to inspect (its own style), delivering in three weeks. */
async function readyLine(supplier: TestSupplier): Promise<{ po: string; style: string }> {
  const line = { po: uniqueCode("PO"), style: uniqueCode("SWN"), quantity: 1200, supplier };
  await importLines([{ ...line, date: typedDay(localDay(21)) }]);
  return line;
}

/** Create Inspections with one line of `style` ticked: the selection's summary. */
async function selectLine(page: Page, line: { po: string; style: string }) {
  await page.goto("/user/po-selection");
  await page.getByLabel("Search by PO number or style code").fill(line.style);
  const table = page.getByRole("table", { name: "PO lines ready to inspect" });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${line.style}`));
  await expect(table).toHaveAttribute("aria-busy", "false");
  await page
    .getByRole("checkbox", { name: `Select PO ${line.po}, ${line.style} / 041`, exact: true })
    .check();
  return page.getByRole("region", { name: "Selected PO lines" });
}

test("a supplier's second failed lot in five tightens its next lot, shown before it is made; five accepted lots bring it back", async ({
  page,
  browser,
  loginAs,
}) => {
  const supplier = TEST_SUPPLIERS.tightened;
  await inspected(supplier, "Fail");
  await inspected(supplier, "Pass");
  await inspected(supplier, "Fail");
  const line = await readyLine(supplier);

  // The planner sees the tightened plan before making the lot: the same 80 units, 3 major allowed instead of 5.
  await loginAs("planner@demo.local");
  const summary = await selectLine(page, line);
  const plan = summary.getByRole("group", { name: "Inspection plan" });
  await expect(plan).toContainText("Sample size80 code J, level II");
  await expect(plan).toContainText("Major (AQL 2.5)Ac 3 Re 4");
  await expect(summary).toContainText("Major: Tightened — ISO 2859-1 Table 2-B");
  await expect(summary).toContainText(/Tightened since \d\d \w{3} \d{4}: 2 of 5 or fewer consecutive lots/);
  await summary.getByRole("button", { name: "Create inspection" }).click();
  await expect(summary).toContainText(/Inspection [0-9A-F]{10} (created|already made of these lines)/);

  // The reviewer finds it on the Suppliers page, with the lot that moved it.
  await inspected(supplier, "Pass");
  for (let lot = 0; lot < 4; lot++) await inspected(supplier, "Pass");
  const reviewer = await desk(browser, "reviewer@demo.local");
  await reviewer.goto("/user/suppliers");
  await expect(reviewer.getByRole("heading", { name: "Suppliers", level: 1 })).toBeVisible();
  await reviewer.getByRole("link", { name: testSupplierName(supplier) }).click();
  const drawer = reviewer.getByRole("dialog", { name: testSupplierName(supplier) });
  const major = drawer.getByRole("region", { name: "Major defects" });
  await expect(major).toContainText("Normal");
  await expect(major).toContainText(
    /Normal since \d\d \w{3} \d{4}: 5 lots in a row accepted on tightened inspection/,
  );
  const history = drawer.getByRole("table", { name: "Moves and decisions, newest first" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("5 lots in a row accepted on tightened");
  await expect(history.getByRole("row").nth(2)).toContainText(
    "2 of 5 or fewer consecutive lots not accepted",
  );
});

test("a discontinued supplier's lots cannot be made until the client manager records its correction", async ({
  page,
  browser,
  loginAs,
}) => {
  const supplier = TEST_SUPPLIERS.discontinued;
  // Two failures tighten it; five more on tightened inspection discontinue it.
  for (let lot = 0; lot < 7; lot++) await inspected(supplier, "Fail");
  const line = await readyLine(supplier);

  await loginAs("planner@demo.local");
  const summary = await selectLine(page, line);
  await expect(summary.getByRole("button", { name: "Create inspection" })).toBeDisabled();
  await expect(summary).toContainText(
    `Acceptance inspection of ${testSupplierName(supplier)} is discontinued`,
  );

  // The client manager records what the supplier changed; inspection resumes on tightened.
  const manager = await desk(browser, "manager@demo.local");
  await manager.goto(`/user/suppliers?supplier=SUP-${supplier}`);
  const drawer = manager.getByRole("dialog", { name: testSupplierName(supplier) });
  const major = drawer.getByRole("region", { name: "Major defects" });
  await expect(major).toContainText("Discontinued");
  await major.getByRole("button", { name: "Record correction" }).click();
  const confirm = manager.getByRole("dialog", { name: /correction for major defects/ });
  await confirm
    .getByLabel(/What the supplier changed/)
    .fill("Needle detector on every line; 8D report received");
  await expectToastOf(
    manager,
    "Correction recorded",
    () => confirm.getByRole("button", { name: "Record correction" }).click(),
    { exact: true },
  );
  await expect(major).toContainText("Tightened");
  await expect(drawer.getByRole("table", { name: "Moves and decisions, newest first" })).toContainText(
    "Needle detector on every line; 8D report received",
  );

  // The planner can make the lot now, on tightened inspection.
  const again = await selectLine(page, line);
  await expect(again.getByRole("group", { name: "Inspection plan" })).toContainText(
    "Major (AQL 2.5)Ac 3 Re 4",
  );
  await again.getByRole("button", { name: "Create inspection" }).click();
  await expect(again).toContainText(/Inspection [0-9A-F]{10} (created|already made of these lines)/);
});
