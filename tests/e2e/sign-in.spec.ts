import { api, signIn } from "../support/sign-in";
import { expect, signInThroughProvider, test } from "./fixtures";

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
  // The exchange of the provider's answer for a session, held for a moment so the wait is seen.
  await page.route("**/api/auth/login", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signInThroughProvider(page, "planner@demo.local");
  const overlay = page.getByTestId("loading-overlay");
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText("Signing you in…");
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

test("logout ends the session on the server, clears the stored one and returns to the landing page", async ({
  page,
}) => {
  // A planner of its own: logout ends every session of the person, and other tests sign in as the demo planner.
  const email = `logout-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const admin = await signIn("admin@demo.local");
  const created = await api("users", {
    method: "POST",
    token: admin.accessToken,
    body: { name: "Logout Tester", email, role: "PLANNER", locationIds: [], platform: 2 },
  });
  expect(created.status).toBe(201);
  await page.goto("/main");
  await page.getByRole("button", { name: "SIGN IN" }).first().click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in as someone new" }).click();
  await expect(page).toHaveURL(/\/user\/import$/);
  const token = (await page.evaluate(() => localStorage.getItem("token"))) ?? "";

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect((await api("meta/control-points", { token })).status).toBe(401);
  // The app area is closed again without signing in.
  await page.goto("/user/users");
  await expect(page).toHaveURL(/\/main$/);
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
