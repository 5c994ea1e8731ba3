import type { APIRequestContext, Browser } from "@playwright/test";
import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";

/*
 * Issue #27 item 3 on a phone: two people who are one (a contact-form message, then an RSVP under a
 * mistyped e-mail that the office corrects) are listed as possible duplicates; merging keeps the first,
 * who then has both timelines, and the audit log records it.
 */
const phone = { width: 390, height: 844 };

interface Found {
  people: Array<{ id: string; email: string | null }>;
}

async function personByEmail(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/crm/people?q=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  const [person] = ((await answer.json()) as Found).people;
  if (!person) throw new Error(`no person with ${email}`);
  return person;
}

async function twoOfOnePerson(browser: Browser, run: string, digits: string) {
  const staff = await newContext(browser);
  const request = staff.request;
  expect((await request.post("/api/auth/login", { data: account("ADMIN") })).status()).toBe(200);
  const name = `Imani Merge${run}`;
  const first = { email: `imani-${run}@example.org`, title: `Harvest ${run}` };
  const sent = await request.post("/api/contact-messages", {
    data: {
      name,
      email: first.email,
      phone: `+254 712 ${digits}`,
      subject: "Hello",
      message: "A first word.",
    },
  });
  expect(sent.status()).toBe(201);

  // Later, an RSVP under a mistyped e-mail and no phone: a second person.
  const created = await request.post("/api/events", {
    data: {
      title: first.title,
      description: "Bring what the garden gave.",
      date: buffaloDate(7),
      time: "10:00 AM - 12:00 PM",
      location: "Fellowship Hall",
      category: "fellowship",
      rsvpRequired: true,
      maxAttendees: 40,
    },
  });
  expect(created.status()).toBe(201);
  const { id: eventId } = ((await created.json()) as { event: { id: string } }).event;
  const secondEmail = `imani-${run}@exmaple.org`;
  const answered = await request.post(`/api/events/${eventId}/rsvp`, {
    data: { attendeeName: name, attendeeEmail: secondEmail, attendeePhone: null, notes: null },
  });
  expect(answered.status()).toBe(201);

  // The office corrects the e-mail: now they look like one person.
  const kept = await personByEmail(request, first.email);
  const second = await personByEmail(request, secondEmail);
  const detail = (await (await request.get(`/api/crm/people/${second.id}`)).json()) as {
    person: { givenName: string; familyName: string | null; language: "en" | "sw"; stage: string };
  };
  const updated = await request.put(`/api/crm/people/${second.id}`, {
    data: {
      givenName: detail.person.givenName,
      familyName: detail.person.familyName,
      language: detail.person.language,
      stage: detail.person.stage,
      email: first.email,
      phones: [],
    },
  });
  expect(updated.status()).toBe(200);
  await staff.close();
  return { name, kept, mergedId: second.id, eventTitle: first.title };
}

test("two people who are one are merged from the duplicates list: one timeline, and an audit entry", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const digits = `${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`;
  const { name, kept, mergedId, eventTitle } = await twoOfOnePerson(browser, run, digits);

  await page.setViewportSize(phone);
  await signIn(page, account("ADMIN"));
  await page.goto("/admin/crm/people");
  await page.getByRole("button", { name: "Possible duplicates" }).click();
  const dialog = page.getByRole("dialog", { name: "Possible duplicates" });
  const pair = dialog.getByRole("listitem").filter({ hasText: name });
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText("Same e-mail");
  await pair.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByRole("dialog", { name: `Merge ${name} into ${name}?` })).toBeVisible();
  await page.getByRole("button", { name: "Merge them" }).click();
  await expect(page.getByText("Merged", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // The one kept has both timelines; the other is gone.
  await page.goto(`/admin/crm/people/${kept.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByRole("link", { name: "Message through the contact form" })).toBeVisible();
  // Her phone came from the first, her RSVP from the second.
  await expect(page.getByText(/\+254 712/)).toBeVisible();
  await expect(timeline.getByRole("link", { name: new RegExp(`RSVP: ${eventTitle}`) })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect((await page.request.get(`/api/crm/people/${mergedId}`)).status()).toBe(404);

  // The activity log says who merged whom into whom.
  await page.goto("/admin?tab=users");
  const entry = page
    .getByRole("table", { name: "Recent staff actions" })
    .getByRole("row")
    .filter({ hasText: "person.merge" })
    .filter({ hasText: mergedId });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("timelineMoved");
});
