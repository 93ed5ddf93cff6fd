import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { signInKeys } from "../../web/src/lib/storage";
import { newPerson, type Person } from "../support/demo";
import { idTokenFor } from "../support/sign-in";

/** Signs in through the landing page and the local provider's account page, as a person would. */
export async function signInThroughProvider(page: Page, email: string): Promise<void> {
  await page.goto("/main");
  await page.getByRole("button", { name: "SIGN IN" }).first().click();
  await page.getByRole("button", { name: new RegExp(email.replace(/[.]/g, "\\.")) }).click();
}

/**
 * Signs in as the provider's answer does: the id_token, got from the real local provider as the browser would
 * get it, arrives at /not-approved in the URL fragment, and the app exchanges it for its session there as it does
 * after any sign-in. Only the landing page and the provider's account page are left out (sign-in.spec.ts goes
 * through them): each test has a session of its own, so that a logout in one never ends another's.
 */
export async function signInWithProviderAnswer(page: Page, email: string): Promise<void> {
  const { idToken, state, nonce } = await idTokenFor(email);
  // What SIGN IN would have kept in this tab before leaving for the provider; only for this answer.
  await page.addInitScript(
    ({ keys, state, nonce }) => {
      if (!new URLSearchParams(window.location.hash.slice(1)).has("state", state)) return;
      sessionStorage.setItem(keys.state, state);
      sessionStorage.setItem(keys.nonce, nonce);
    },
    { keys: signInKeys, state, nonce },
  );
  await page.goto(`/not-approved#${new URLSearchParams({ id_token: idToken, state })}`);
}

/** A request held by a route until the test has seen what the page shows meanwhile (a wait, an overlay). */
export function holdUntilReleased(): { hold: Promise<void>; release: () => void } {
  let release = () => {};
  const hold = new Promise<void>((resolve) => (release = resolve));
  return { hold, release };
}

export const test = base.extend<{
  loginAs: (email: string) => Promise<void>;
  /**
   * An inspector of the test's own, signed in for its API calls: their plan holds exactly what the test plans,
   * whatever the journeys running beside it assign to others.
   */
  inspector: Person;
}>({
  loginAs: async ({ page }, use) => {
    await use(async (email) => {
      await signInWithProviderAnswer(page, email);
      await expect(page).not.toHaveURL(/\/(main|not-approved)/);
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  inspector: async ({}, use) => {
    await use(await newPerson("INSPECTOR", "Test Inspector"));
  },
});

/** Someone at a desk of their own: a browser context of its own, signed in as `email`. */
export async function desk(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithProviderAnswer(page, email);
  await expect(page).not.toHaveURL(/\/(main|not-approved)/);
  return page;
}

/**
 * Does `act` and expects the toast `text` it brings. A toast lasts 4 s, and on a busy machine the act's own wait
 * (the navigation a save makes) can take longer: the toast is looked for from before the act.
 */
export async function expectToastOf(
  page: Page,
  text: string,
  act: () => Promise<unknown>,
  options: { exact?: boolean } = {},
): Promise<void> {
  const shown = expect(page.getByText(text, options)).toBeVisible();
  await act();
  await shown;
}

export { expect };
