import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * The pastor keeps the books: add, edit and delete a service record and watch the stat cards follow,
 * on /admin/crm (signed in as the pastor) and inside the admin dashboard's Pastor Portal tab (signed in
 * as the admin). The server is the one-origin `npm start` server with the demo accounts of this run.
 * Serial: both tests change the same records, and the cards show totals over all of them.
 */
test.describe.configure({ mode: "serial" });

const accounts = {
  pastor: { email: process.env.E2E_PASTOR_EMAIL ?? "", password: process.env.E2E_PASTOR_PASSWORD ?? "" },
  admin: { email: process.env.E2E_ADMIN_EMAIL ?? "", password: process.env.E2E_ADMIN_PASSWORD ?? "" },
};

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
}

const number = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

/** The figures the cards show: This Month's attendance and money, This Year's attendance. */
async function cardFigures(portal: Locator) {
  const cards = portal.getByRole("list", { name: "Church records at a glance" });
  const month = cards.getByRole("listitem").filter({ hasText: "This Month" });
  const year = cards.getByRole("listitem").filter({ hasText: "This Year" });
  await expect(month.locator(".ck-stat-card__value")).toBeVisible();
  const detail =
    ((await month.locator(".ck-stat-card__detail").textContent()) ?? "").split(" in tithes")[0] ?? "";
  return {
    monthAttendance: number((await month.locator(".ck-stat-card__value").textContent()) ?? ""),
    monthMoney: number(detail.split("·")[1] ?? ""),
    yearAttendance: number((await year.locator(".ck-stat-card__value").textContent()) ?? ""),
  };
}

async function expectCards(
  portal: Locator,
  expected: { monthAttendance: number; monthMoney: number; yearAttendance: number },
) {
  await expect.poll(() => cardFigures(portal)).toEqual(expected);
}

/** Add, edit and delete one record of today, checking the cards after each step. */
async function keepTheBooks(page: Page, portal: Locator, label: string) {
  const before = await cardFigures(portal);
  const note = `${label} ${Date.now()}`;

  // Add, for today (in Buffalo): in this month and this year. The dialog opens on the most recent
  // Sunday; when today already has a record (a Sunday of the demo data) it asks before saving a second.
  // In the standalone page the button sits in the header, outside the main content.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const existing = (await (await page.request.get("/api/crm/records")).json()) as {
    records: Array<{ date: string }>;
  };
  await page.getByRole("button", { name: "Add Record", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: "Add New Record" });
  await dialog.getByLabel(/^Date/).fill(today);
  await dialog.getByLabel("Attendance").fill("37");
  await dialog.getByLabel("Tithes ($)").fill("120.50");
  await dialog.getByLabel("Offerings ($)").fill("30.25");
  await dialog.getByLabel("Notes (Optional)").fill(note);
  await dialog.getByRole("button", { name: "Save Record" }).click();
  if (existing.records.some((r) => r.date === today)) {
    await expect(dialog.getByText("There is already a record for this date")).toBeVisible();
    await dialog.getByRole("button", { name: "Save anyway" }).click();
  }
  await expect(dialog).toBeHidden();
  const row = portal.getByRole("row").filter({ hasText: note });
  await expect(row).toContainText("$150.75");
  await expectCards(portal, {
    monthAttendance: before.monthAttendance + 37,
    monthMoney: Math.round((before.monthMoney + 150.75) * 100) / 100,
    yearAttendance: before.yearAttendance + 37,
  });

  // Edit: 37 becomes 40, tithes 120.50 become 200.
  await row.getByRole("button", { name: /^Actions for the record of/ }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Record" });
  await expect(dialog.getByLabel("Attendance")).toHaveValue("37");
  await dialog.getByLabel("Attendance").fill("40");
  await dialog.getByLabel("Tithes ($)").fill("200");
  await dialog.getByRole("button", { name: "Update Record" }).click();
  // On a Sunday the demo data has its own record of today: saving the edit asks again.
  if (existing.records.some((r) => r.date === today)) {
    await expect(dialog.getByText("There is already a record for this date")).toBeVisible();
    await dialog.getByRole("button", { name: "Save anyway" }).click();
  }
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("$230.25");
  await expectCards(portal, {
    monthAttendance: before.monthAttendance + 40,
    monthMoney: Math.round((before.monthMoney + 230.25) * 100) / 100,
    yearAttendance: before.yearAttendance + 40,
  });

  // Delete from the row's menu, after the spec's confirmation naming the date: the cards are back.
  await row.getByRole("button", { name: /^Actions for the record of/ }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Delete the record of / });
  await expect(confirm).toContainText("Are you sure you want to delete this record?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await expectCards(portal, before);
}

test("the pastor adds, edits and deletes a record on /admin/crm, and the stat cards follow", async ({
  page,
}) => {
  if (!accounts.pastor.email) throw new Error("E2E_PASTOR_EMAIL and E2E_PASTOR_PASSWORD must be set");
  await signIn(page, accounts.pastor);
  await page.goto("/admin/crm");
  await expect(page.getByRole("heading", { level: 1, name: "Pastor Portal - Church Records" })).toBeVisible();
  await keepTheBooks(page, page.getByRole("main"), "Standalone e2e");
});

test("the admin does the same inside the dashboard's Pastor Portal tab", async ({ page }) => {
  if (!accounts.admin.email) throw new Error("E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD must be set");
  await signIn(page, accounts.admin);
  await page.goto("/admin?tab=pastor-portal");
  const heading = page.getByRole("heading", { level: 2, name: "Pastor Portal - Church Records" });
  await expect(heading).toBeVisible();
  await keepTheBooks(page, page.locator("section.crm-embedded"), "Admin tab e2e");
});
