import { expect, newContext, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";
import { addStaff, choosePassword, mailedLink, newStaff } from "./support/invitations.ts";

// Runs against the one-origin server, whose e-mail goes to the local SMTP server of this run
// (admin-portal/e2e/support/smtp-sink.setup.ts). Issue #30, item 5.

const linkInvalid = "This link has expired or was already used. Ask for a new one.";

test("an invitation sets a password (in Swahili, on a phone) and the new user signs in", async ({ page }) => {
  const editor = newStaff("Invited");
  await signIn(page, account("ADMIN"));
  await addStaff(page, editor);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/admin-login");

  const link = await mailedLink(editor.email, "admin-invitation");
  // The invited person reads Swahili, on a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem("church-language", "sw"));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Karibu! Chagua nenosiri lako" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const password = `Invited-pass-${Date.now()}`;
  await page.getByRole("textbox", { name: "Nenosiri jipya", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Thibitisha nenosiri jipya" }).fill(password);
  await page.getByRole("button", { name: "Weka nenosiri" }).click();
  await expect(page.getByText("Nenosiri lako limewekwa. Ingia nalo sasa.")).toBeVisible();

  // The same link a second time sets nothing.
  await page.evaluate(() => localStorage.setItem("church-language", "en"));
  await choosePassword(page, link, "someone-else-1");
  await expect(page.getByText(linkInvalid)).toBeVisible();

  await signIn(page, { email: editor.email, password });
  await expect(page.getByText(`Welcome back, ${editor.name}!`)).toBeVisible();
});

test("a forgotten password is reset from the e-mailed link once, not twice, and other sessions end", async ({
  page,
  browser,
}) => {
  const editor = newStaff("Reset");
  await signIn(page, account("ADMIN"));
  await addStaff(page, editor);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/admin-login");
  const first = `First-pass-${Date.now()}`;
  await choosePassword(page, await mailedLink(editor.email, "admin-invitation"), first);
  await expect(page.getByText("Your password is set. Sign in with it now.")).toBeVisible();

  // The editor is signed in on another device.
  const other = await newContext(browser);
  const otherPage = await other.newPage();
  await signIn(otherPage, { email: editor.email, password: first });

  // Forgot password: the page says the same for any address.
  await page.goto("/admin-login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/admin-forgot-password$/);
  const sent =
    "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, within an hour.";
  await page.getByRole("textbox", { name: "Email" }).fill(`nobody-${Date.now()}@example.org`);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(sent)).toBeVisible();
  await page.reload();
  await page.getByRole("textbox", { name: "Email" }).fill(editor.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(sent)).toBeVisible();

  const link = await mailedLink(editor.email, "admin-reset-password");
  const second = `Second-pass-${Date.now()}`;
  await choosePassword(page, link, second);
  await expect(page.getByText("Your password is set. Sign in with it now.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await signIn(page, { email: editor.email, password: second });
  await expect(page.getByText(`Welcome back, ${editor.name}!`)).toBeVisible();

  // The other device's session ended with the reset.
  await otherPage.reload();
  await otherPage.waitForURL("**/admin-login");
  await other.close();

  // Not twice: the spent link changes nothing, the new password still works, the old one does not.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/admin-login");
  await choosePassword(page, link, "third-pass-3");
  await expect(page.getByText(linkInvalid)).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/admin-forgot-password$/);
  await signIn(page, { email: editor.email, password: first }, false);
  await expect(page.getByText("Login failed. Please check your credentials.")).toBeVisible();
  await signIn(page, { email: editor.email, password: second });
});
