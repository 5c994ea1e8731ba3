import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Runs against the one-origin server (npm start) with the demo admin of this run.

test("signing in reaches the dashboard and the Pastor Portal tab shows the federated records screen", async ({
  page,
}) => {
  await signIn(page, account("ADMIN"));
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  await page.getByRole("button", { name: "Pastor Portal" }).click();
  await expect(page).toHaveURL(/[?&]tab=pastor-portal/);
  await expect(page.getByRole("heading", { name: "Pastor Portal - Church Records" })).toBeVisible();
});

test("with the pastor-crm remote unreachable the dashboard still works and shows the fallback", async ({
  page,
}) => {
  await page.route("**/_mf/crm/**", (route) => route.abort());
  await signIn(page, account("ADMIN"));

  await page.getByRole("button", { name: "Pastor Portal" }).click();
  await expect(page.getByText("This section is unavailable right now")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pastor Portal - Church Records" })).toHaveCount(0);

  // The rest of the dashboard keeps working.
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByText(account("ADMIN").email)).toBeVisible();
});

test("a signed-out visitor of the dashboard is sent to the login page", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole("heading", { name: "Administrator Sign In" })).toBeVisible();
});

test("the status screen shows the backend checks, then the login form", async ({ page }) => {
  await page.goto("/admin-login/smart");
  await expect(page.getByRole("heading", { name: "Backend Status" })).toBeVisible();
  await expect(page.getByText("Database", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Administrator Sign In" })).toBeVisible();
});
