import type { Browser, Page } from "@playwright/test";
import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";

/*
 * Issue #27: "the action appears on that person's timeline with a link to it". The RSVP on a person's
 * timeline opens that RSVP in the admin portal (its event's RSVPs, the row marked), also through the
 * sign-in page (decision 033).
 */
async function rsvpFrom(
  browser: Browser,
  run: string,
): Promise<{ title: string; name: string; email: string }> {
  const title = `Supper ${run}`;
  const staff = await newContext(browser);
  expect((await staff.request.post("/api/auth/login", { data: account("EDITOR") })).status()).toBe(200);
  const created = await staff.request.post("/api/events", {
    data: {
      title,
      description: "Soup and bread for everyone.",
      date: buffaloDate(6),
      time: "6:00 PM - 8:00 PM",
      location: "Fellowship Hall",
      category: "fellowship",
      rsvpRequired: true,
      maxAttendees: 40,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { event: { id: string } }).event;
  const name = `Neema Link ${run}`;
  const email = `neema-${run}@example.org`;
  const answered = await staff.request.post(`/api/events/${id}/rsvp`, {
    data: { attendeeName: name, attendeeEmail: email, attendeePhone: null, notes: null },
  });
  expect(answered.status()).toBe(201);
  await staff.close();
  return { title, name, email };
}

async function rsvpIsOpen(page: Page, title: string, name: string) {
  await expect(page).toHaveURL(/\/admin\?tab=events&/);
  const dialog = page.getByRole("dialog", { name: `RSVPs: ${title}` });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(row).toBeInViewport();
}

test("the RSVP on a person's timeline opens that RSVP in the admin portal, also after signing in", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const { title, name, email } = await rsvpFrom(browser, run);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account("PASTOR"));
  await page.goto("/admin/crm/people");
  await page.getByRole("searchbox", { name: "Search people" }).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("list", { name: "People" })
    .getByRole("link", { name: new RegExp(name) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const link = page
    .getByRole("list", { name: "Timeline" })
    .getByRole("link", { name: new RegExp(`RSVP: ${title}`) });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/admin\?tab=events&event=[0-9a-f-]{36}&date=\d{4}-\d{2}-\d{2}&id=[0-9a-f-]{36}$/);
  await link.click();
  await rsvpIsOpen(page, title, name);

  // Someone signed out who follows the same link signs in first and lands on the same row.
  const other = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const signedOut = await other.newPage();
  await signedOut.goto(href ?? "");
  await expect(signedOut).toHaveURL(/\/admin-login\?next=/);
  const pastor = account("PASTOR");
  await signedOut.getByRole("textbox", { name: "Email" }).fill(pastor.email);
  await signedOut.getByRole("textbox", { name: "Password", exact: true }).fill(pastor.password);
  await signedOut.getByRole("button", { name: "Sign In" }).click();
  await rsvpIsOpen(signedOut, title, name);
  await other.close();
});
