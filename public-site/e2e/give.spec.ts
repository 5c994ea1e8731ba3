import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

// Runs against the one-origin server (npm start) without PayPal settings: the server's test provider.
const admin = { email: process.env.E2E_ADMIN_EMAIL ?? "", password: process.env.E2E_ADMIN_PASSWORD ?? "" };

const run = Date.now().toString(36);
const donor = { name: `Amani Donor ${run}`, email: `donor-${run}@example.org` };

interface Listed {
  donations: {
    donorEmail: string;
    amount: number;
    type: string;
    frequency: string | null;
    category: string;
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

test("a one-time gift and a monthly tithe end on the success screen, reach the admin list and the outbox", async ({
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
  const sum = (l: Listed) => Math.round(l.donations.reduce((s, d) => s + d.amount * 100, 0)) / 100;
  expect(today.total).toBe(sum(today));
  expect(today.count).toBe(today.donations.length);

  const tithes = await list(request, "type=tithe&period=week");
  expect(tithes.donations.every((d) => d.type === "tithe")).toBe(true);
  expect(tithes.donations.filter((d) => d.donorEmail === donor.email)).toHaveLength(1);
  expect(tithes.total).toBe(sum(tithes));

  const outbox = await request.get("/api/admin/email-outbox?kind=donation_receipt&limit=200");
  expect(outbox.status()).toBe(200);
  const receipts = ((await outbox.json()) as { emails: { to: string; subject: string }[] }).emails.filter(
    (m) => m.to === donor.email,
  );
  expect(receipts).toHaveLength(2);
  expect(receipts.every((m) => m.subject.includes("[TEST]"))).toBe(true);
});
