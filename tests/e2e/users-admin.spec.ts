import type { Browser, Page } from "@playwright/test";
import { expect, expectToastOf, signInThroughProvider, test } from "./fixtures";

/**
 * Administrators decide who may use the portal, and as what. Each journey works on a person it adds itself
 * (emails under example.test, never @demo.local: users.spec.ts counts the demo accounts), except the one
 * approval of pending@demo.local the issue names, which puts that account back to pending afterwards.
 */

const suffix = () => crypto.randomUUID().slice(0, 8);

function newPerson(label: string) {
  const id = suffix();
  return { name: `E2E ${label} ${id}`, email: `e2e-${label.toLowerCase()}-${id}@example.test` };
}

/**
 * The person themselves, at another browser (a fresh context: nothing of the admin's session is shared),
 * signing in with the local provider's "Someone new?" form, where any email signs in, a known one as that user.
 */
async function signInElsewhere(
  browser: Browser,
  email: string,
): Promise<{ page: Page; done: () => Promise<void> }> {
  const page = await otherBrowser(browser);
  await page.goto("/main");
  await page.getByRole("button", { name: "SIGN IN" }).first().click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in as someone new" }).click();
  return { page, done: () => page.context().close() };
}

/** A page in a browser of its own (a fresh context: nothing of this test's session is shared). */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const rowOf = (page: Page, email: string) => usersTable(page).getByRole("row").filter({ hasText: email });

/** Searches for one person and waits until theirs is the only row. */
async function searchFor(page: Page, email: string): Promise<void> {
  await page.getByPlaceholder("Search by name or email").fill(email);
  await expect(usersTable(page).locator("tbody tr")).toHaveCount(1);
  await expect(rowOf(page, email)).toBeVisible();
}

/** Adds someone through the Add user page, as an administrator would; ends on the list showing them. */
async function addUser(page: Page, person: { name: string; email: string }, role = "Planner"): Promise<void> {
  await page.getByRole("link", { name: "Add user" }).click();
  await expect(page.getByRole("heading", { name: "Add user", level: 1 })).toBeVisible();
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Role").selectOption({ label: role });
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("User added successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/users/);
  await expect(usersTable(page).locator("tbody tr")).toHaveCount(1);
  await expect(rowOf(page, person.email)).toContainText(role);
}

/** A long journey (adding someone, then acting on them) for a loaded 2-core machine: as the administrator. */
async function adminAddsSomeone(
  page: Page,
  loginAs: (email: string) => Promise<void>,
  label: string,
): Promise<{ name: string; email: string }> {
  const person = newPerson(label);
  await loginAs("admin@demo.local");
  await addUser(page, person);
  return person;
}

/** They sign in at another browser and land on their start page, Import (a planner's). */
async function expectSignsIn(browser: Browser, email: string): Promise<void> {
  const back = await signInElsewhere(browser, email);
  await expect(back.page).toHaveURL(/\/user\/import$/);
  await back.done();
}

async function chooseAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

/** Answers a confirmation: checks it says what will happen, then Yes. */
async function confirm(page: Page, message: string | RegExp): Promise<void> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(dialog).toBeHidden();
}

test("an administrator blocks someone, who is then suspended, and unblocks them again", async ({
  page,
  loginAs,
  browser,
}) => {
  const person = await adminAddsSomeone(page, loginAs, "Block");

  await chooseAction(page, person.name, "Block");
  await confirm(
    page,
    `Block ${person.name}? They are signed out at once and cannot sign in until unblocked.`,
  );
  await expect(page.getByText("User blocked successfully.")).toBeVisible();
  await expect(rowOf(page, person.email).getByText("Suspended")).toBeVisible();

  const suspended = await signInElsewhere(browser, person.email);
  await expect(suspended.page).toHaveURL(/\/not-approved/);
  await expect(suspended.page.getByRole("dialog").getByText("Account Suspended")).toBeVisible();
  await suspended.done();

  // Unblock is offered instead of Block now.
  await chooseAction(page, person.name, "Unblock");
  await confirm(page, `Unblock ${person.name}?`);
  await expect(page.getByText("User unblocked successfully.")).toBeVisible();
  await expect(rowOf(page, person.email).getByText("Suspended")).toHaveCount(0);

  await expectSignsIn(browser, person.email);
});

test("a deleted user is marked Deleted and cannot sign in until restored", async ({
  page,
  loginAs,
  browser,
}) => {
  const person = await adminAddsSomeone(page, loginAs, "Delete");

  await chooseAction(page, person.name, "Delete");
  await expectToastOf(page, "User deleted successfully.", () =>
    confirm(page, "Are you sure you want to delete this user?"),
  );
  const row = rowOf(page, person.email);
  await expect(row.getByText("Deleted", { exact: true })).toBeVisible();

  // A deleted user can only be restored.
  await page.getByRole("button", { name: `Actions for ${person.name}` }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Restore"]);
  await page.keyboard.press("Escape");

  const removed = await signInElsewhere(browser, person.email);
  const refusal = removed.page.getByRole("dialog");
  await expect(refusal.getByText("Login Error")).toBeVisible();
  await expect(refusal.getByText(/has been removed/)).toBeVisible();
  await removed.done();

  await chooseAction(page, person.name, "Restore");
  await confirm(page, `Restore ${person.name}?`);
  await expect(page.getByText("User restored successfully.")).toBeVisible();
  await expect(row.getByText("Deleted", { exact: true })).toHaveCount(0);

  await expectSignsIn(browser, person.email);
});

test("the Add user form says what is wrong with each field, and shows the server's refusal", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin@demo.local");
  await page.getByRole("link", { name: "Add user" }).click();
  await expect(page.getByRole("heading", { name: "Add user", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("This field is required.")).toHaveCount(3); // name, email, role
  await expect(page).toHaveURL(/\/user\/add-user$/);

  await page.getByLabel("Name").fill("E2E Invalid");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Role").selectOption({ label: "Supplier" });
  // The supplier field appears with the Supplier role, and is required with it.
  await expect(page.getByLabel("Supplier")).toBeVisible();
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("Email is not a valid email address.")).toBeVisible();
  await expect(page.getByText("This field is required.")).toHaveCount(1);

  await page.getByLabel("Role").selectOption({ label: "Planner" });
  await expect(page.getByLabel("Supplier")).toHaveCount(0);
  // Someone who already has an account: the server refuses, and what was typed stays.
  await page.getByLabel("Email").fill("planner@demo.local");
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("User cannot be added.").first()).toBeVisible();
  await expect(
    page.getByText("Another user already has the email planner@demo.local.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("E2E Invalid");
  await expect(page).toHaveURL(/\/user\/add-user$/);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/user\/users$/);
});

test("an administrator edits someone; a change made meanwhile elsewhere is not overwritten", async ({
  page,
  loginAs,
  context,
}) => {
  const person = await adminAddsSomeone(page, loginAs, "Edit");

  await chooseAction(page, person.name, "Edit");
  await expect(page).toHaveURL(/\/user\/edit-user\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Edit user", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(person.name);
  await expect(page.getByLabel("Role")).toHaveValue("PLANNER");

  // Another administrator (another tab) saves first.
  const elsewhere = await context.newPage();
  await elsewhere.goto(page.url());
  await elsewhere.getByLabel("Name").fill(`${person.name} Elsewhere`);
  await elsewhere.getByText("Both", { exact: true }).click();
  await expect(elsewhere.getByRole("radio", { name: /Both/ })).toBeChecked();
  await expectToastOf(elsewhere, "User updated successfully.", () =>
    elsewhere.getByRole("button", { name: "Save changes" }).click(),
  );
  await elsewhere.close();

  await page.getByLabel("Name").fill(`${person.name} Here`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Someone else changed this user after you opened it.")).toBeVisible();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByLabel("Name")).toHaveValue(`${person.name} Elsewhere`);

  await page.getByLabel("Role").selectOption({ label: "Inspector" });
  await expectToastOf(page, "User updated successfully.", () =>
    page.getByRole("button", { name: "Save changes" }).click(),
  );
  await expect(page).toHaveURL(/\/user\/users/);
  await searchFor(page, person.email);
  const row = rowOf(page, person.email);
  await expect(row).toContainText(`${person.name} Elsewhere`);
  await expect(row).toContainText("Inspector");
  await expect(row).toContainText("Both");
});

test("after an edit the list shows the new name, and blocking them straight after succeeds", async ({
  page,
  loginAs,
}) => {
  const person = await adminAddsSomeone(page, loginAs, "Rename");
  const renamed = `${person.name} Renamed`;

  await chooseAction(page, person.name, "Edit");
  await expect(page.getByRole("heading", { name: "Edit user", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(person.name);
  await page.getByLabel("Name").fill(renamed);
  await expectToastOf(page, "User updated successfully.", () =>
    page.getByRole("button", { name: "Save changes" }).click(),
  );
  await expect(page).toHaveURL(/\/user\/users/);
  const row = rowOf(page, person.email);
  await expect(row).toContainText(renamed);

  // The row carries the version the edit saved: the block is not refused as someone else's change.
  await chooseAction(page, renamed, "Block");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Block ${renamed}?`);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("User blocked successfully.")).toBeVisible();
  await expect(page.getByText("Someone else changed this user after you opened it.")).toHaveCount(0);
  await expect(row.getByText("Suspended")).toBeVisible();
});

test("an action on a row someone else changed meanwhile is refused, with a way to reload the list", async ({
  page,
  loginAs,
  context,
}) => {
  const person = await adminAddsSomeone(page, loginAs, "Stale");

  // Another tab renames them while this one still shows the row as it was.
  const elsewhere = await context.newPage();
  await elsewhere.goto(page.url());
  await chooseAction(elsewhere, person.name, "Edit");
  await expect(elsewhere.getByRole("heading", { name: "Edit user", level: 1 })).toBeVisible();
  await elsewhere.getByLabel("Name").fill(`${person.name} Renamed`);
  await expectToastOf(elsewhere, "User updated successfully.", () =>
    elsewhere.getByRole("button", { name: "Save changes" }).click(),
  );
  await elsewhere.close();

  await chooseAction(page, person.name, "Block");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Block ${person.name}?`);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(dialog).toContainText("Someone else changed this user after you opened it.");
  await dialog.getByRole("button", { name: "Reload list" }).click();
  const row = rowOf(page, person.email);
  await expect(row).toContainText(`${person.name} Renamed`);
  // Nothing was overwritten: the block did not happen.
  await expect(row.getByText("Suspended")).toHaveCount(0);
});

test("administrators cannot change their own role, and only edit their own account", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin@demo.local");
  await searchFor(page, "admin@demo.local");
  await page.getByRole("button", { name: "Actions for Alex Morgan" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Edit"]);
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByLabel("Role")).toBeDisabled();
  await expect(page.getByText("You cannot change your own role")).toBeVisible();
});

test("the Clients table lists each client with links to its two portals", async ({ page, loginAs }) => {
  await loginAs("admin@demo.local");
  // From the Users page header (the sidebar has a Clients item too).
  await page.getByRole("main").getByRole("link", { name: "Clients" }).click();
  await expect(page).toHaveURL(/\/user\/clients$/);
  const table = page.getByRole("table", { name: "Clients" });
  for (const header of ["Client Name", "Visibility Portal", "Operations Portal"]) {
    await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
  }
  const row = table.getByRole("row").filter({ hasText: "Demo Retail" });
  await expect(row.getByRole("link", { name: "/demo-retail/your-reports" })).toHaveAttribute(
    "href",
    "/demo-retail/your-reports",
  );
  await expect(row.getByRole("link", { name: "/user/manage-inspections" })).toBeVisible();
});

test("reviewers see the Users table read-only: no actions, no Add user", async ({ page, loginAs }) => {
  await loginAs("reviewer@demo.local");
  // Not in their sidebar (spec §6), but reviewers may view users (decisions.md).
  await page.goto("/user/users");
  await page.getByPlaceholder("Search by name or email").fill("@demo.local");
  await expect(page.getByText("Showing 9 users")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add user" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Clients" })).toHaveCount(0);
  await page.goto("/user/add-user");
  await expect(page.getByText("This page is not available to your role")).toBeVisible();
});

test("an administrator approves pending@demo.local as a planner, who then signs in to Import", async ({
  page,
  loginAs,
  browser,
}) => {
  await loginAs("admin@demo.local");
  await searchFor(page, "pending@demo.local");
  const row = rowOf(page, "pending@demo.local");
  await expect(row.getByText("Pending approval")).toBeVisible();

  await chooseAction(page, "Paula Green", "Approve");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Approve Paula Green" })).toBeVisible();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog.getByText("This field is required.")).toBeVisible();
  await dialog.getByLabel("Role").selectOption({ label: "Planner" });
  await dialog.getByText("Bradford", { exact: true }).click();
  await expect(dialog.getByRole("checkbox", { name: "Bradford" })).toBeChecked();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("User approved successfully.")).toBeVisible();
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  await expect(row).toContainText("Planner");
  await expect(row).toContainText("Bradford");

  const approved = await otherBrowser(browser);
  await signInThroughProvider(approved, "pending@demo.local");
  await expect(approved).toHaveURL(/\/user\/import$/);
  await approved.context().close();

  // Reset sends them back to approval (and leaves the demo account as the other tests expect it).
  await chooseAction(page, "Paula Green", "Reset");
  await confirm(page, "Reset Paula Green? They are signed out at once and must be approved again.");
  await expect(page.getByText("User reset: awaiting approval again.")).toBeVisible();
  await expect(row.getByText("Pending approval")).toBeVisible();
  const pendingAgain = await otherBrowser(browser);
  await signInThroughProvider(pendingAgain, "pending@demo.local");
  await expect(pendingAgain.getByRole("dialog").getByText("Under Review")).toBeVisible();
  await pendingAgain.context().close();
});
