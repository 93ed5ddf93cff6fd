import type { Locator, Page } from "@playwright/test";
import { BULK_DOMAIN, bulkUser, ensureBulkUsers } from "../support/bulk-users";
import { expect, test } from "./fixtures";

/**
 * Search, filters, sort and paging of the Users table on 2,000 seeded users (emails @bulk.example.test).
 * One worker runs this file in order, so the users are seeded once.
 */
const COUNT = 2000;
const bulk = Array.from({ length: COUNT }, (_, n) => bulkUser(n));

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await ensureBulkUsers(COUNT);
});

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const rows = (page: Page) => usersTable(page).locator("tbody tr");

/** The text of one column in every row on screen (1-based: NAME 1, EMAIL 2, ROLE 3 … APPROVAL 6). */
function columnTexts(page: Page, column: number): Promise<string[]> {
  return rows(page)
    .locator(`td:nth-child(${column})`)
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
}

/**
 * Types a search and waits for its answer: the unsearched list can look just like the searched one (both
 * start with the same bulk users), so the footer alone does not tell them apart.
 */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/users" && url.searchParams.get("search") === text;
  });
  await page.getByPlaceholder("Search by name or email").fill(text);
  await answered;
}

async function filterBy(page: Page, label: string): Promise<void> {
  await page.getByLabel("Filter users").selectOption({ label });
}

/** The list has settled: the footer counts what is on screen and no refresh is under way. */
async function settled(page: Page, count: number | string | RegExp): Promise<Locator> {
  const text = typeof count === "number" ? `Showing ${count} user${count === 1 ? "" : "s"}` : count;
  await expect(page.getByText(text)).toBeVisible();
  await expect(usersTable(page)).toHaveAttribute("aria-busy", "false");
  return rows(page);
}

test("searching one person's email finds exactly that row, and the search waits for typing to pause", async ({
  page,
  loginAs,
}) => {
  // The page's clock is held while the address is typed: however slowly a busy machine types it, no pause is long
  // enough for a search until the clock runs again.
  await page.clock.install();
  await loginAs("admin@demo.local");
  await expect(usersTable(page)).toHaveAttribute("aria-busy", "false");
  const person = bulk[1234] ?? bulkUser(1234);
  const searches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/users" && url.searchParams.has("search"))
      searches.push(url.searchParams.get("search") ?? "");
  });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.getByPlaceholder("Search by name or email").pressSequentially(person.email);
  expect(searches).toEqual([]);
  // Debounced: one request when typing pauses, not one per keystroke (the address is some 30 keystrokes).
  const fullSearch = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get("search") === person.email,
  );
  await page.clock.resume();
  await fullSearch;
  const found = await settled(page, 1);
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText(person.email);
  await expect(found.first()).toContainText(person.name);
  expect(searches).toEqual([person.email]);
  // The search is in the address, so a reload shows the same list.
  await page.reload();
  await expect(page.getByPlaceholder("Search by name or email")).toHaveValue(person.email);
  await expect(await settled(page, 1)).toContainText(person.email);
});

test("each filter narrows the list to rows that match it", async ({ page, loginAs }) => {
  await loginAs("admin@demo.local");
  await search(page, `@${BULK_DOMAIN}`);
  await settled(page, /Showing 50 users · more available/);

  // Every row on screen matches (polled: the previous rows stay on screen until the new ones arrive).
  const everyRow = (column: number, matches: (text: string) => boolean) =>
    expect
      .poll(async () => {
        const texts = await columnTexts(page, column);
        return texts.length > 0 && texts.every(matches);
      })
      .toBe(true);

  await filterBy(page, "Supplier");
  await everyRow(3, (role) => role === "Supplier");

  await filterBy(page, "Istanbul");
  await everyRow(4, (location) => location.includes("Istanbul"));

  await filterBy(page, "Inspect");
  await everyRow(5, (platform) => platform === "Inspect");

  await filterBy(page, "Pending approval");
  await everyRow(6, (approval) => approval === "Pending approval");
  // Filtered on the server: the bulk set has 2000 / 6 pending users, more than one page.
  await settled(page, "Showing 50 users · more available");

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByPlaceholder("Search by name or email")).toHaveValue("");
  await expect(page.getByLabel("Filter users")).toHaveValue("");
});

test("sorting by email descending puts the last bulk address first", async ({ page, loginAs }) => {
  await loginAs("admin@demo.local");
  const emails = bulk.map((user) => user.email).sort();
  await search(page, `@${BULK_DOMAIN}`);
  await settled(page, /Showing 50 users/);

  const emailHeader = usersTable(page).getByRole("button", { name: /EMAIL/ });
  await emailHeader.click();
  await expect(usersTable(page).getByRole("columnheader", { name: /EMAIL/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(rows(page).first()).toContainText(emails[0] ?? "");
  await emailHeader.click();
  await expect(usersTable(page).getByRole("columnheader", { name: /EMAIL/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(rows(page).first()).toContainText(emails.at(-1) ?? "");
  await expect.poll(() => columnTexts(page, 2)).toEqual(emails.slice(-50).reverse());
});

test("Load more adds the next 50 users, without repeating anyone", async ({ page, loginAs }) => {
  await loginAs("admin@demo.local");
  await search(page, `@${BULK_DOMAIN}`);
  const first = await settled(page, "Showing 50 users · more available");
  await expect(first).toHaveCount(50);

  await page.getByRole("button", { name: "Load more" }).click();
  const both = await settled(page, "Showing 100 users · more available");
  await expect(both).toHaveCount(100);
  const emails = await columnTexts(page, 2);
  expect(new Set(emails).size).toBe(100);
  // Sorted by name throughout, across the page boundary.
  const names = await columnTexts(page, 1);
  const expected = bulk
    .map((user) => user.name)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    .slice(0, 100);
  expect(names).toEqual(expected);
});
