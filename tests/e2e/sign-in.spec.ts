import { newPerson } from "../support/demo";
import { moved, read } from "../support/inspections";
import { api, signIn } from "../support/sign-in";
import { expect, holdUntilReleased, signInThroughProvider, signInWithProviderAnswer, test } from "./fixtures";
import { outboxStatus, planCard, plannedInspection } from "./inspection-steps";

const LANDINGS = [
  ["admin@demo.local", "/user/users"],
  ["reviewer@demo.local", "/user/manage-inspections"],
  ["planner@demo.local", "/user/import"],
  ["supplier@demo.local", "/user/manage-inspections"],
  ["inspector@demo.local", "/twoeightone/inspection"],
  ["manager@demo.local", "/demo-retail/your-reports"],
  ["operator@demo.local", "/demo-retail/your-reports"],
] as const;

for (const [email, landing] of LANDINGS) {
  test(`${email} signs in through the provider and lands on ${landing}`, async ({ page }) => {
    await signInThroughProvider(page, email);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    const session = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      email: localStorage.getItem("email"),
      role: JSON.parse(localStorage.getItem("role") ?? "null") as { hierarchy: number } | null,
      tryLogin: localStorage.getItem("tryLogin"),
    }));
    expect(session.token).toBeTruthy();
    expect(session.email).toBe(email);
    expect(typeof session.role?.hierarchy).toBe("number");
    expect(session.tryLogin).toBeTruthy();
    await expect(page).toHaveTitle("AQL Portal | DEMO RETAIL");
  });
}

test("signing in waits under the spec's dark loading overlay, which says what it waits for", async ({
  page,
}) => {
  // The exchange of the provider's answer for a session, held until the wait is seen.
  const { hold, release } = holdUntilReleased();
  await page.route("**/api/auth/login", async (route) => {
    await hold;
    await route.continue();
  });
  await signInThroughProvider(page, "planner@demo.local");
  const overlay = page.getByTestId("loading-overlay");
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText("Signing you in…");
  release();
  await expect(page).toHaveURL(/\/user\/import$/);
  await expect(overlay).toBeHidden();
});

test("someone signing in for the first time is awaiting approval and sees Under Review", async ({ page }) => {
  await page.goto("/main");
  await page.getByRole("button", { name: "SIGN IN" }).first().click();
  await page.getByLabel("Email").fill(`first-time-${crypto.randomUUID().slice(0, 8)}@example.test`);
  await page.getByRole("button", { name: "Sign in as someone new" }).click();
  await expect(page).toHaveURL(/\/not-approved/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Under Review")).toBeVisible();
  await expect(dialog.getByText("your account approval is pending")).toBeVisible();
  await dialog.getByRole("button", { name: "Back To Home" }).click();
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test("a blocked account sees Account Suspended", async ({ page }) => {
  await signInThroughProvider(page, "blocked@demo.local");
  await expect(page).toHaveURL(/\/not-approved/);
  await expect(page.getByRole("dialog").getByText("Account Suspended")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("logout ends this device's session only; signing out on every device ends the tablet's too, which says why and keeps its work", async ({
  page: tablet,
  browser,
  loginAs,
}) => {
  // An inspector of its own, with a lot started today; the tablet opens it from the plan.
  const inspector = await newPerson("INSPECTOR", "Two Devices");
  const started = await moved(await plannedInspection(inspector), "start", inspector);
  const style = started.product.styleCode;
  await tablet.setViewportSize({ width: 1024, height: 768 });
  await loginAs(inspector.email);
  await planCard(tablet, style)
    .getByRole("link", { name: /^Open inspection/ })
    .click();
  const status = outboxStatus(tablet);
  await expect(status).toHaveText("All changes sent");
  const comment = tablet.getByRole("textbox", { name: "Comment for the report" });
  await tablet.getByRole("tab", { name: /Comment/ }).click();

  // Offline on the floor, a comment waits on the tablet; meanwhile the inspector signs in at a desk and logs out.
  await tablet.context().setOffline(true);
  await comment.fill("Recorded while the desk logged out");
  await expect(status).toContainText("Offline — 1 change saved on this tablet");
  const desk = await (await browser.newContext()).newPage();
  await signInWithProviderAnswer(desk, inspector.email);
  await expect(desk).toHaveURL(/\/twoeightone\/inspection$/);
  const deskToken = (await desk.evaluate(() => localStorage.getItem("token"))) ?? "";
  await desk.getByRole("button", { name: "Logout" }).click();
  await expect(desk).toHaveURL(/\/main$/);
  // Nothing of the session is left; the device keeps only its language (docs/decisions/languages.md).
  const left = () => [Object.keys(localStorage).filter((key) => key !== "language"), sessionStorage.length];
  expect(await desk.evaluate(left)).toEqual([[], 0]);
  expect((await api("meta/control-points", { token: deskToken })).status).toBe(401);
  await desk.goto("/user/users");
  await expect(desk).toHaveURL(/\/main$/);

  // The tablet is still signed in: back online, its comment goes.
  await tablet.context().setOffline(false);
  await expect(status).toHaveText("All changes sent");
  expect((await read(started.id, inspector)).work.comment).toBe("Recorded while the desk logged out");

  // At the desk again, the inspector signs out on every device (the account menu, confirmed).
  await signInWithProviderAnswer(desk, inspector.email);
  await desk.getByRole("button", { name: /^Account: Two Devices/ }).click();
  await desk.getByRole("menuitem", { name: "Sign out on every device" }).click();
  const confirm = desk.getByRole("dialog", { name: "Sign out on every device?" });
  await expect(confirm).toContainText("signed out here and on every other device");
  await confirm.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(desk).toHaveURL(/\/main$/);

  // The tablet, offline meanwhile, records more; back online it is told why it was signed out, and that the
  // work it could not send is kept for the inspector.
  await tablet.context().setOffline(true);
  await comment.fill("Recorded after signing out everywhere");
  await expect(status).toContainText("Offline — 1 change saved on this tablet");
  await tablet.context().setOffline(false);
  await expect(tablet).toHaveURL(/\/main$/);
  const notice = tablet.getByRole("alert").filter({ hasText: "Unauthorized User" });
  await expect(notice).toContainText("You signed out on every device.");
  await expect(notice).toContainText(
    "Your work on 1 inspection is kept on this tablet, for you alone, and is sent when you sign in again here.",
  );
  expect(await tablet.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // Signed in again, the plan sends it. (Read under a new session too: the test's own ended with the rest.)
  await loginAs(inspector.email);
  await expect(planCard(tablet, style)).toBeVisible();
  const reader = { ...inspector, token: (await signIn(inspector.email)).accessToken };
  await expect
    .poll(async () => (await read(started.id, reader)).work.comment, { timeout: 20_000 })
    .toBe("Recorded after signing out everywhere");
});

test("a tampered token is refused: 'Unauthorized User', session cleared, back to the landing page", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin@demo.local");
  // The Users page done loading first: a request of its own sent with the tampered token would end the session
  // before the reload, which would then sweep the message away.
  await expect(page.getByRole("table", { name: "Users" }).getByRole("row").nth(1)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => localStorage.setItem("token", `${localStorage.getItem("token")}tampered`));
  await page.reload();
  await expect(page.getByText("Unauthorized User")).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("an unknown path redirects: to the landing page when signed out, to the default page when signed in", async ({
  page,
  loginAs,
}) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/main$/);
  await loginAs("admin@demo.local");
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/user\/users$/);
});
