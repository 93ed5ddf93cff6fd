import type { InspectionDetail } from "@aql-portal/shared";
import { newPerson, uniqueCode, type Person } from "../support/demo";
import { localDay as day, planForInspector, typedDay } from "../support/inspections";
import { expect, holdUntilReleased, test } from "./fixtures";

/**
 * The inspector's plan, on a tablet: a planner imports PO lines and assigns three inspections to an inspector
 * (yesterday, today, in three days) through the API; the inspector signs in, lands on the plan and reads each
 * inspection under its day with the sample to draw and the defects allowed. Each test has an inspector of its
 * own, so the plan holds exactly what the test planned, whatever other journeys assign to others.
 */
test.use({ viewport: { width: 1024, height: 768 } });

/** Each style's lot planned for the inspector that many days from today (lots of 500, 1,200, 1,900…). */
async function planDays(
  inspector: Person,
  days: Record<string, number>,
): Promise<Map<string, InspectionDetail>> {
  const planned = await planForInspector(
    Object.entries(days).map(([style, inspectionDay], index) => ({
      style,
      quantity: 500 + index * 700,
      inspectionDay,
    })),
    inspector,
  );
  return new Map(planned.map((inspection) => [inspection.product.styleCode, inspection]));
}

test("an inspector reads their plan by day, widens it to the next 7 days, and is told when a range is invalid", async ({
  page,
  loginAs,
}) => {
  const inspector = await newPerson("INSPECTOR");
  const styles = { yesterday: uniqueCode("PLY"), today: uniqueCode("PLT"), later: uniqueCode("PLN") };
  const planned = await planDays(inspector, {
    [styles.yesterday]: -1,
    [styles.today]: 0,
    [styles.later]: 3,
  });

  await loginAs(inspector.email);
  await expect(page).toHaveURL(/\/twoeightone\/inspection$/);
  await expect(page.getByRole("heading", { name: "Inspection Plan", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yesterday – Today" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The page shows, its dates typed, without the calendar's code: that is fetched when a date field is pointed at
  // or focused, and the calendar opens when asked (here the down arrow), the focus staying in the field.
  const calendarFetched = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/date-calendar-")),
    );
  expect(await calendarFetched()).toBe(false);
  const from = page.getByLabel("From", { exact: true });
  await from.focus();
  await from.press("ArrowDown");
  const calendar = page.locator(".react-datepicker");
  await expect(calendar).toBeVisible();
  // Laid out by its own CSS, which comes with it.
  await expect(calendar).toHaveCSS("display", "inline-block");
  const yesterday = new Date(`${day(-1)}T00:00`).toLocaleDateString("en-GB", { dateStyle: "long" });
  await expect(calendar.getByRole("gridcell", { name: new RegExp(yesterday) })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(from).toBeFocused();
  await from.press("Escape");
  await expect(calendar).toBeHidden();

  const card = (style: string) => page.getByRole("article", { name: new RegExp(style) });
  const daySection = (heading: RegExp) => page.getByRole("region", { name: heading });

  // Today's and yesterday's inspections, each under its day, with the numbers the inspector works to.
  for (const [style, heading] of [
    [styles.today, /^Today · /],
    [styles.yesterday, /^Yesterday · /],
  ] as const) {
    const inspection = planned.get(style);
    if (!inspection) throw new Error(`No inspection for ${style}`);
    const found = daySection(heading).getByRole("article", { name: new RegExp(style) });
    await expect(found).toBeVisible();
    const figure = (label: string) =>
      found.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(figure("Sample size")).toHaveText(inspection.plan.sampleSize.toLocaleString("en-GB"));
    await expect(figure("Major allowed (Ac)")).toHaveText(String(inspection.plan.major.accept));
    await expect(figure("Minor allowed (Ac)")).toHaveText(String(inspection.plan.minor.accept));
    await expect(found).toContainText(inspection.inspectionNumber);
    await expect(found).toContainText("Planned");
    // Planned before the style had a size chart: the card says so before the inspector starts.
    await expect(found).toContainText("No size chart: measurements cannot be checked");
    await expect(found).toContainText(inspection.poNumbers[0] ?? "");
  }
  await expect(card(styles.later)).toHaveCount(0);

  // The next 7 days: the inspection in three days appears under its own date; yesterday's leaves.
  await page.getByRole("button", { name: "Next 7 days" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(0)}&to=${day(6)}`));
  await expect(card(styles.later)).toBeVisible();
  await expect(card(styles.yesterday)).toHaveCount(0);
  await expect(
    daySection(/^Today · /).getByRole("article", { name: new RegExp(styles.today) }),
  ).toBeVisible();

  // From after to, typed as a UK user types it: the message, and the days shown stay as they were, unasked.
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/inspection-plan")) requests.push(request.url());
  });
  const to = page.getByLabel("To", { exact: true });
  await to.click();
  await to.press("ControlOrMeta+a");
  await to.pressSequentially(typedDay(day(-2)));
  await to.press("Tab");
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid date range! The end date is before the start date.",
  );
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`from=${day(0)}&to=${day(6)}`));
  await expect(card(styles.later)).toBeVisible();
  expect(requests.filter((url) => url.includes(`to=${day(-2)}`))).toEqual([]);

  // One tap back to the default range.
  await page.getByRole("button", { name: "Yesterday – Today" }).click();
  await expect(page).toHaveURL(/\/twoeightone\/inspection$/);
  await expect(card(styles.yesterday)).toBeVisible();

  // Left open on the tablet while the planner assigns one more for today: it is there when the inspector
  // comes back to the plan (the window regains focus).
  const added = uniqueCode("PLF");
  await planDays(inspector, { [added]: 0 });
  await expect(card(added)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(daySection(/^Today · /).getByRole("article", { name: new RegExp(added) })).toBeVisible();
});

test("an inspection opened from the last card of the plan starts at its top, Start in view, with no verdict yet", async ({
  page,
  loginAs,
}) => {
  const inspector = await newPerson("INSPECTOR");
  // Six days on: the last day of the range, so its card is the plan's last, below the others of the week.
  const style = uniqueCode("PLB");
  await planDays(inspector, {
    [uniqueCode("PLE")]: 0,
    [uniqueCode("PLE")]: 1,
    [uniqueCode("PLE")]: 3,
    [style]: 6,
  });

  await loginAs(inspector.email);
  await page.goto(`/twoeightone/inspection?from=${day(0)}&to=${day(6)}`);
  const card = page.getByRole("article", { name: new RegExp(style) });
  await card.getByRole("link", { name: /^Open inspection/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("article").last()).toHaveAccessibleName(new RegExp(style));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await card.getByRole("link", { name: /^Open inspection/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(style);
  // The top of the inspection, not wherever the plan was scrolled to: its name and Start wholly in view.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Start inspection" })).toBeInViewport({ ratio: 1 });
  // Nothing is inspected yet: no verdict, not even a Pass.
  await expect(page.getByRole("group", { name: "Verdict so far: none yet" })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Verdict so far: (Pass|Fail)$/ })).toHaveCount(0);
});

test.describe("without the service worker, whose cache would answer", () => {
  test.use({ serviceWorkers: "block" });

  test("a calendar that cannot be fetched says so, the date is typed meanwhile, and it opens once it can be", async ({
    page,
    loginAs,
  }) => {
    let connected = false;
    const { hold: arrived, release: arrive } = holdUntilReleased();
    await page.route(/\/date-calendar-[^/]*\.js$/, async (route) => {
      if (!connected) return route.abort("internetdisconnected");
      await arrived;
      return route.continue();
    });
    await loginAs((await newPerson("INSPECTOR")).email);
    const from = page.getByLabel("From", { exact: true });
    const calendar = page.locator(".react-datepicker");
    const failure = page.getByRole("alert").filter({ hasText: "The calendar could not be loaded" });

    await from.click();
    await expect(failure).toHaveText(
      "The calendar could not be loaded: check the connection. You can still type the date, as dd/mm/yyyy.",
    );
    await expect(from).toBeFocused();
    // Typing goes on as before: the note leaves, the field takes the date.
    await from.press("ControlOrMeta+a");
    await from.pressSequentially(typedDay(day(-3)));
    await expect(failure).toBeHidden();
    await from.press("Enter");
    await expect(page).toHaveURL(new RegExp(`from=${day(-3)}&to=${day(0)}`));

    // Connected again: asking again fetches it; the field says it is on its way, then the calendar opens on the
    // typed day, the focus still in the field.
    connected = true;
    await from.press("ArrowDown");
    await expect(from).toHaveAttribute("aria-busy", "true");
    await expect(calendar).toBeHidden();
    arrive();
    await expect(calendar).toBeVisible();
    await expect(from).not.toHaveAttribute("aria-busy");
    await expect(from).toBeFocused();
    const typed = new Date(`${day(-3)}T00:00`).toLocaleDateString("en-GB", { dateStyle: "long" });
    await expect(calendar.getByRole("gridcell", { name: new RegExp(typed) })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
