import type { APIRequestContext, Page } from "@playwright/test";
import { receivedMail } from "../../admin-portal/e2e/support/smtp-sink.ts";
import { expect, test } from "../../scripts/e2e-test.ts";

// Runs against the one-origin server (npm start) without PayPal settings: the server's test provider.
const admin = { email: process.env.E2E_ADMIN_EMAIL ?? "", password: process.env.E2E_ADMIN_PASSWORD ?? "" };

const run = Date.now().toString(36);
const donor = { name: `Amani Donor ${run}`, email: `donor-${run}@example.org` };

interface Listed {
  donations: {
    donorName: string;
    donorEmail: string;
    amount: number;
    type: string;
    frequency: string | null;
    category: string;
    paypalPaymentId: string | null;
  }[];
  total: number;
  count: number;
}

async function give(page: Page, choose: (page: Page) => Promise<void>) {
  await page.goto("/give");
  // The page is prerendered: wait until React has taken it over before choosing.
  await page.waitForLoadState("networkidle");
  await choose(page);
  const contact = page.getByRole("group", { name: "Contact Information" });
  await contact.getByRole("textbox", { name: /Full Name/ }).fill(donor.name);
  await contact.getByRole("textbox", { name: /Email Address/ }).fill(donor.email);
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
  await page.getByRole("button", { name: "Complete test payment" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Gift!" })).toBeVisible();
  expect(await page.locator('script[src*="paypal.com"]').count()).toBe(0);
}

async function list(request: APIRequestContext, query: string): Promise<Listed> {
  const response = await request.get(`/api/donations?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed;
}

test.beforeEach(() => {
  if (!admin.email) throw new Error("E2E_ADMIN_* must be set");
});

test("a one-time gift and a monthly tithe end on the success screen, reach the admin donations view and the receipts arrive", async ({
  page,
  request,
}) => {
  await give(page, async (p) => {
    await p.getByRole("button", { name: "$50", exact: true }).click();
    await expect(p.getByRole("button", { name: "$50", exact: true })).toHaveAttribute("aria-pressed", "true");
  });
  await give(page, async (p) => {
    await p.getByRole("radio", { name: "Tithe", exact: true }).click();
    await expect(p.getByRole("combobox", { name: "How often?" })).toHaveValue("monthly");
    await p.getByRole("spinbutton", { name: /Other amount/ }).fill("12.34");
    await p.getByRole("combobox", { name: "Fund" }).selectOption({ label: "Tithe" });
  });

  expect((await request.post("/api/auth/login", { data: admin })).status()).toBe(200);
  const today = await list(request, "period=today");
  const mine = today.donations.filter((d) => d.donorEmail === donor.email);
  expect(mine).toHaveLength(2);
  expect(mine).toContainEqual(expect.objectContaining({ amount: 50, type: "one-time", frequency: null }));
  expect(mine).toContainEqual(
    expect.objectContaining({ amount: 12.34, type: "tithe", frequency: "monthly", category: "tithe" }),
  );
  // The tithe is a subscription of the test provider; the one-time gift an order.
  const ids = mine.map((d) => d.paypalPaymentId ?? "");
  expect(ids.some((id) => id.startsWith("TEST-SUB-"))).toBe(true);
  expect(ids.some((id) => id.startsWith("TEST-CAPTURE-"))).toBe(true);
  const sum = (l: Listed) => Math.round(l.donations.reduce((s, d) => s + d.amount * 100, 0)) / 100;
  expect(today.total).toBe(sum(today));
  expect(today.count).toBe(today.donations.length);

  const tithes = await list(request, "type=tithe&period=week");
  expect(tithes.donations.every((d) => d.type === "tithe")).toBe(true);
  expect(tithes.donations.filter((d) => d.donorEmail === donor.email)).toHaveLength(1);
  expect(tithes.total).toBe(sum(tithes));

  // The admin's Donations view, with its filters: the same gifts, total and count as the API.
  const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await page.goto("/admin?tab=donations");
  const view = page.getByRole("main");
  await expect(view.getByRole("heading", { name: "Donations", level: 1 })).toBeVisible();
  const stat = (label: string) =>
    view
      .locator(".ck-stat-card")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator(".ck-stat-card__value");
  for (const [typeLabel, type, amount] of [
    ["Tithe", "tithe", 12.34],
    ["One-time", "one-time", 50],
  ] as const) {
    await view.getByRole("combobox", { name: "Type" }).selectOption({ label: typeLabel });
    await view.getByRole("combobox", { name: "Period" }).selectOption({ label: "Today" });
    const row = view.getByRole("row").filter({ hasText: donor.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(usd(amount));
    const expected = await list(request, `type=${type}&period=today`);
    expect(expected.total).toBe(sum(expected));
    await expect(stat("Total")).toHaveText(usd(expected.total));
    await expect(stat("Donations")).toHaveText(String(expected.count));
  }
  // No gifts of this kind today from this donor: the row is gone under another filter.
  await view.getByRole("combobox", { name: "Type" }).selectOption({ label: "Recurring" });
  await expect(view.getByRole("row").filter({ hasText: donor.email })).toHaveCount(0);

  const outbox = await request.get("/api/admin/email-outbox?kind=donation_receipt&limit=200");
  expect(outbox.status()).toBe(200);
  const receipts = ((await outbox.json()) as { emails: { to: string; subject: string }[] }).emails.filter(
    (m) => m.to === donor.email,
  );
  expect(receipts).toHaveLength(2);
  expect(receipts.every((m) => m.subject.includes("[TEST]"))).toBe(true);
  // ...and both reached the SMTP server, bilingual, the tithe's saying monthly.
  const receiptMails = () =>
    receivedMail().filter((m) => m.to.includes(donor.email) && m.subject.includes("Receipt"));
  await expect.poll(() => receiptMails().length, { timeout: 30_000 }).toBe(2);
  const mails = receiptMails();
  expect(mails.every((m) => m.text.includes("Asante kwa zawadi yako"))).toBe(true);
  expect(mails.some((m) => m.text.includes("$12.34") && m.text.includes("Tithe (Monthly)"))).toBe(true);

  // The donor asks for this year's statement on the Give page, and staff send it from the Donations
  // view in Swahili: both e-mails carry the PDF.
  const year = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric" }).format(new Date()),
  );
  await page.goto("/give");
  await page.waitForLoadState("networkidle");
  const panel = page.getByRole("region", { name: "Giving Statement" });
  await panel.getByRole("textbox", { name: "Email Address" }).fill(donor.email);
  await panel.getByRole("combobox", { name: "Year" }).selectOption(String(year));
  await panel.getByRole("button", { name: "Email My Statement" }).click();
  await expect(panel.getByRole("status")).toContainText("the statement has been e-mailed");

  await page.goto("/admin?tab=donations");
  const form = page
    .locator(".ck-card")
    .filter({ has: page.getByRole("heading", { name: "Annual giving statement" }) });
  await form.getByRole("textbox", { name: "Donor email" }).fill(donor.email);
  await form.getByRole("spinbutton", { name: "Year" }).fill(String(year));
  await form.getByRole("combobox", { name: "Language" }).selectOption("sw");
  await form.getByRole("button", { name: "E-mail to donor" }).click();
  await expect(page.getByText("Statement sent")).toBeVisible();

  const statements = () =>
    receivedMail().filter((m) => m.to.includes(donor.email) && /statement/i.test(m.subject));
  await expect.poll(() => statements().length, { timeout: 30_000 }).toBe(2);
  for (const mail of statements()) {
    expect(mail.text).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.text).toContain(`giving-statement-${year}.pdf`);
  }
  expect(statements().some((m) => m.subject.startsWith("Taarifa ya matoleo"))).toBe(true);
});
