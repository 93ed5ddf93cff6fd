import { expect, test as base, type Page } from "@playwright/test";

/** Signs in through the landing page and the local provider's account page, as a person would. */
export async function signInThroughProvider(page: Page, email: string): Promise<void> {
  await page.goto("/main");
  await page.getByRole("button", { name: "SIGN IN" }).first().click();
  await page.getByRole("button", { name: new RegExp(email.replace(/[.]/g, "\\.")) }).click();
}

export const test = base.extend<{ loginAs: (email: string) => Promise<void> }>({
  loginAs: async ({ page }, use) => {
    await use(async (email) => {
      await signInThroughProvider(page, email);
      await expect(page).not.toHaveURL(/\/(main|not-approved)/);
    });
  },
});

export { expect };
