import { expect, test } from "../../scripts/e2e-test.ts";

// Runs against the one-origin server (npm start); the seeded demo admin's credentials come from env.
const email = process.env.E2E_ADMIN_EMAIL ?? "";
const password = process.env.E2E_ADMIN_PASSWORD ?? "";

test("/admin/crm shows the records portal with the staff bar for a signed-in admin", async ({ page }) => {
  if (!email || !password) throw new Error("E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD must be set");
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");

  await page.goto("/admin/crm");
  await expect(page.getByRole("heading", { level: 1, name: "Pastor Portal - Church Records" })).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Staff" });
  await expect(bar.getByRole("link", { name: "Back to Admin Dashboard" })).toHaveAttribute("href", "/admin");
  await expect(bar.getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test("the records page still renders when the admin portal's menu cannot load", async ({ page }) => {
  await page.route("**/_mf/admin/**", (route) => route.abort());
  await page.goto("/admin/crm");
  await expect(
    page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Login" }),
  ).toBeVisible();
});
