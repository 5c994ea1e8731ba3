import { expect, test } from "../../scripts/e2e-test.ts";

// Runs against the one-origin server (npm start); the seeded demo admin's credentials come from env.
const email = process.env.E2E_ADMIN_EMAIL ?? "";
const password = process.env.E2E_ADMIN_PASSWORD ?? "";

test("the home page shows the navigation and Login when signed out", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const group of ["About", "Ministries", "Events & News", "Contact"]) {
    await expect(nav.getByRole("link", { name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Donate" }).first()).toHaveAttribute("href", "/give");
  await expect(page.getByRole("link", { name: "Login" }).first()).toHaveAttribute("href", "/admin-login");
  await expect(page.getByRole("link", { name: "Join Us Sunday" })).toBeVisible();
});

test("after signing in, the header shows one compact menu with the name, Dashboard and Logout", async ({
  page,
}) => {
  if (!email || !password) throw new Error("E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD must be set");
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  const name = (await page.locator(".ap-user__name").textContent()) ?? "";

  await page.goto("/");
  await page.locator("html[data-app-ready]").waitFor();
  const header = page.getByRole("banner");
  const menuButton = header.getByRole("button", { name: `Account: ${name}` });
  await expect(menuButton).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  // One line: the menu button sits on the same row as Donate.
  const donate = await header.getByRole("link", { name: "Donate" }).boundingBox();
  const account = await menuButton.boundingBox();
  expect(
    Math.abs((donate?.y ?? 0) + (donate?.height ?? 0) / 2 - ((account?.y ?? 0) + (account?.height ?? 0) / 2)),
  ).toBeLessThan(6);

  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  // Logout returns to the home page, signed out.
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
});

test("the navigation falls back to a plain Login link when the admin portal is unreachable", async ({
  page,
}) => {
  await page.route("**/_mf/admin/**", (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/admin-login",
  );
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.locator("html[data-app-ready]").waitFor();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
