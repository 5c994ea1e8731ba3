import { createHmac } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminRoutes, crmRoutes, publicRoutes } from "../../contracts/src/site/routes.ts";
import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";
import { addStaff, choosePassword, mailedLink, newStaff } from "./support/invitations.ts";

// Runs against the one-origin server (npm start) with the demo admin of this run.

/** RFC 6238 with the authenticator defaults (SHA-1, 6 digits, 30 s), computed here and not by the app. */
function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Secret.replace(/=+$/, "").toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0xf;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/** Collects every CSP violation the page reports, from the console and from the DOM event. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test("the built apps carry no mock service worker", async ({ request }) => {
  // MSW's worker belongs to development with VITE_MOCK_API=1 and to Storybook, never to production.
  for (const path of [
    "/mockServiceWorker.js",
    "/_mf/admin/mockServiceWorker.js",
    "/_mf/crm/mockServiceWorker.js",
  ]) {
    const answer = await request.get(path);
    expect(answer.headers()["content-type"] ?? "", path).not.toContain("javascript");
    expect(await answer.text(), path).not.toContain("Mock Service Worker");
  }
});

test("an admin invites a pastor, who sets a password from the e-mail, turns on TOTP and signs in again with a code", async ({
  page,
}) => {
  const violations = watchCsp(page);
  const pastor = newStaff("Pastor", "pastor");
  const password = `Pastor-pass-${Date.now()}`;

  await signIn(page, account("ADMIN"), false);
  await page.waitForURL("**/admin");
  await addStaff(page, pastor);
  const row = page
    .getByRole("table", { name: "Staff accounts" })
    .getByRole("row", { name: new RegExp(pastor.email) });
  await expect(row.getByText("Pastor", { exact: true })).toBeVisible();
  await expect(row.getByText("Never")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/admin-login");
  // The pastor chooses their own password from the invitation e-mail.
  await choosePassword(page, await mailedLink(pastor.email, "admin-invitation"), password);
  await expect(page.getByText("Your password is set. Sign in with it now.")).toBeVisible();

  // The pastor signs in and turns on an authenticator app.
  await signIn(page, { email: pastor.email, password }, false);
  await page.waitForURL("**/admin");
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Set Up 2FA" }).click();
  const dialog = page.getByRole("dialog", { name: "Two-Factor Authentication" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await dialog.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await dialog.getByRole("textbox", { name: /Verification code/ }).fill(totp(secret, Date.now() - 60_000));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(
    dialog.getByText("Invalid verification code. Please check your code and try again."),
  ).toBeVisible();
  await dialog.getByRole("textbox", { name: /Verification code/ }).fill(totp(secret));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("2FA successfully enabled!")).toBeVisible();
  await expect(
    dialog.getByRole("list", { name: "Save your recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Enabled (authenticator app)")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/admin-login");

  // Signing in again needs the code: the password alone no longer opens the dashboard.
  await signIn(page, { email: pastor.email, password }, false);
  await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  // The next 30-second step: the current one was spent turning 2FA on, and a code works only once.
  await page.getByRole("textbox", { name: /Verification code/ }).fill(totp(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/admin");
  await expect(page.getByText(`Welcome back, ${pastor.name}!`)).toBeVisible();
  expect(violations).toEqual([]);
});

test("every app page has a CSP header and the apps run without a CSP violation", async ({ page }) => {
  test.setTimeout(240_000);
  const violations = watchCsp(page);
  const sample = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, "sample");
  const pages = [...publicRoutes, ...adminRoutes, ...crmRoutes].map(sample);
  const publicPages = new Set(publicRoutes.map(sample));
  for (const path of [...pages, "/no-such-page"]) {
    const response = await page.goto(path, { waitUntil: "load" });
    // Let the app start: the public site marks its hydrated page; the staff apps load their federated
    // modules (some pages keep a live connection open, so "network idle" would never come).
    if (publicPages.has(path)) await page.locator("html[data-app-ready]").waitFor();
    else await page.waitForTimeout(400);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("script-src 'self'");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  // Signed in, the dashboard and the federated records screen load their remote modules too.
  await signIn(page, account("ADMIN"), false);
  await page.waitForURL("**/admin");
  for (const tab of ["User Management", "Pastor Portal", "Settings"]) {
    await page.getByRole("button", { name: tab }).click();
    await page.waitForTimeout(800);
  }
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  expect(violations).toEqual([]);
});
