import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

// The seeded demo accounts, as the e2e global setup hands them over.
function account(role: "PASTOR" | "EDITOR") {
  const email = process.env[`E2E_${role}_EMAIL`] ?? "";
  const password = process.env[`E2E_${role}_PASSWORD`] ?? "";
  if (!email || !password) throw new Error(`E2E_${role}_EMAIL and E2E_${role}_PASSWORD must be set`);
  return { email, password };
}

async function signIn(page: Page, role: "PASTOR" | "EDITOR") {
  const { email, password } = account(role);
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
}

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor's message makes them a person the pastor finds, opens and marks an attender, on a phone", async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `Visitor.${stamp}@Example.org`;
  const sent = await page.request.post("/api/contact-messages", {
    data: {
      name: `Imani Visitor${stamp}`,
      email,
      subject: "Hello",
      message: "A private word for the office.",
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, "PASTOR");
  await page.goto("/admin/crm/people");
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  // Any letter case of the e-mail finds them.
  await page.getByRole("searchbox", { name: "Search people" }).fill(email.toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  const list = page.getByRole("list", { name: "People" });
  await expect(list.getByRole("link")).toHaveCount(1);
  await list.getByRole("link", { name: new RegExp(`Imani Visitor${stamp}`) }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Imani Visitor${stamp}` })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Message through the contact form");
  await expect(timeline).not.toContainText("private word");
  await page.getByRole("combobox", { name: "Membership stage" }).selectOption("attender");
  await expect(page.getByText("Stage saved")).toBeVisible();
  // Nothing sticks out of a 390 px screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: /Edit Imani/ });
  await dialog.getByRole("textbox", { name: "Phone number 1" }).fill("0712 345 678");
  await dialog.getByRole("textbox", { name: /Country/ }).fill("KE");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/\+254 712 ?345 ?678/)).toBeVisible();
});

test("a content editor is told the people are not theirs to see", async ({ page }) => {
  await signIn(page, "EDITOR");
  await page.goto("/admin/crm/people");
  await expect(page.getByText("Your account does not have access to people and households.")).toBeVisible();
});
