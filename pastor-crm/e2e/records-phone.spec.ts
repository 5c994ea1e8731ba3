import { buffaloDate, expect, test } from "../../scripts/e2e-test.ts";

/*
 * The pastor on a phone (390 px): no "Login" flash while the session loads, the whole signed-in name,
 * the records readable without sideways scrolling, and a record edited from its card's menu.
 */
const pastor = { email: process.env.E2E_PASTOR_EMAIL ?? "", password: process.env.E2E_PASTOR_PASSWORD ?? "" };

test.use({ viewport: { width: 390, height: 844 } });

test("on a 390 px phone the records portal has no sideways scroll and a record can be edited", async ({
  page,
}) => {
  if (!pastor.email) throw new Error("E2E_PASTOR_EMAIL and E2E_PASTOR_PASSWORD must be set");
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(pastor.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(pastor.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");

  const note = `Phone edit ${Date.now()}`;
  // January 4 of next year: in none of the stat cards' ranges (this month, this year, the last four
  // weeks), which records.spec.ts checks while this runs beside it; first in the list, sorted by date.
  const nextYear = Number(buffaloDate().slice(0, 4)) + 1;
  const created = await page.request.post("/api/crm/records", {
    data: { date: `${nextYear}-01-04`, attendance: 41, tithes: 100, offerings: 20, notes: note },
  });
  expect(created.status()).toBe(201);

  // Watch the staff bar from the first paint: a "Login" link must never show for a signed-in pastor.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { loginSeen?: string[] }).loginSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('nav a[href="/admin-login"]')) seen.push("login");
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto("/admin/crm");
  await expect(page.getByRole("heading", { level: 1, name: "Pastor Portal - Church Records" })).toBeVisible();
  const card = page.locator("tr", { hasText: note });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => (window as { loginSeen?: string[] }).loginSeen ?? [])).toEqual([]);

  // The whole name shows in the staff bar, nothing cut off.
  const name = page.locator(".ap-signed-in-menu__name");
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

  // Nothing wider than the screen: no sideways scrolling of the page or of the records.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const table = page.getByRole("region", { name: "Recent Records" });
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // Each value reads with its column's name on the card.
  await expect(card.locator('[data-label="Attendance"]')).toHaveText(/41/);

  await card.getByRole("button", { name: /^Actions for the record of / }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Record" });
  await dialog.getByLabel(/^Attendance/).fill("44");
  await dialog.getByRole("button", { name: "Update Record" }).click();
  // The date has not come yet: the form asks once before saving.
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('[data-label="Attendance"]')).toHaveText(/44/);

  // Cleaned up from the same menu, after the confirmation naming the date.
  await card.getByRole("button", { name: /^Actions for the record of / }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete the record of Jan 4, ${nextYear}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(card).toHaveCount(0);
});
