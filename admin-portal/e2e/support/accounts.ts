import type { Page } from "@playwright/test";

export interface Account {
  email: string;
  password: string;
}

type Role = "ADMIN" | "PASTOR" | "EDITOR";

/**
 * The demo account of a role, as the global setup (scripts/e2e-global-setup.ts) hands it over.
 * A missing account is a broken setup, so it fails the test instead of skipping it.
 */
export function account(role: Role): Account {
  const email = process.env[`E2E_${role}_EMAIL`];
  const password = process.env[`E2E_${role}_PASSWORD`];
  if (!email || !password) {
    throw new Error(
      `E2E_${role}_EMAIL and E2E_${role}_PASSWORD are not set: the e2e global setup did not read the demo accounts`,
    );
  }
  return { email, password };
}

/** Fills the staff sign-in form; waits for the dashboard unless `waitForDashboard` is false. */
export async function signIn(page: Page, who: Account, waitForDashboard = true): Promise<void> {
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(who.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (waitForDashboard) await page.waitForURL("**/admin");
}
