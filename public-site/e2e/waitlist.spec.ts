import { receivedMail } from "../../admin-portal/e2e/support/smtp-sink.ts";
import { buffaloDate, expect, test } from "../../scripts/e2e-test.ts";

// A full event on a phone: a visitor joins the waiting list from the page, a confirmed attendee cancels
// from the link in their e-mail, the waiting visitor is promoted and e-mailed (issue #17).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const editor = { email: process.env.E2E_EDITOR_EMAIL ?? "", password: process.env.E2E_EDITOR_PASSWORD ?? "" };
const run = Date.now().toString(36);
const attendee = { attendeeName: `Seated ${run}`, attendeeEmail: `seated-${run}@example.org` };
const waiting = { name: `Waiting ${run}`, email: `waiting-${run}@example.org` };

const mailTo = (address: string, subject: string) =>
  receivedMail().find((mail) => mail.to.includes(address) && mail.subject === subject);

test("a visitor joins a full event's waiting list and is promoted and e-mailed when an attendee cancels", async ({
  page,
  request,
}) => {
  expect((await request.post("/api/auth/login", { data: editor })).status()).toBe(200);
  const title = `Small Retreat ${run}`;
  const created = await request.post("/api/events", {
    data: {
      title,
      description: "One seat in the car.",
      date: buffaloDate(3),
      time: "9:00 AM - 11:00 AM",
      location: "Church Van",
      category: "fellowship",
      rsvpRequired: true,
      maxAttendees: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { id: eventId, slug } = ((await created.json()) as { event: { id: string; slug: string } }).event;
  const first = await request.post(`/api/events/${eventId}/rsvp`, { data: attendee });
  expect(((await first.json()) as { status: string }).status).toBe("confirmed");

  // The event is full: its own page (the link a visitor is sent) offers the waiting list. Not the
  // "Upcoming Events" list: it shows the next five, and what those are depends on the date.
  await page.goto(`/events/${slug}`);
  await page.waitForLoadState("networkidle");
  const detail = page.getByRole("main");
  await expect(detail.getByText(/Event is full/)).toBeVisible();
  await detail.getByRole("button", { name: "Join the Waiting List" }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Waiting list: ${title}`) });
  await expect(dialog.getByText("full: waiting list")).toBeVisible();
  await dialog.getByLabel("Full Name").fill(waiting.name);
  await dialog.getByLabel("Email Address").fill(waiting.email);
  await dialog.getByRole("button", { name: "Join the Waiting List" }).click();
  const answer = page.getByRole("status").filter({ hasText: "you are on the waiting list" });
  await expect(answer).toBeFocused();
  await expect(answer).toBeInViewport();
  await expect(answer).toContainText(
    `We have e-mailed ${waiting.email} and will write again if a place opens.`,
  );

  // The attendee cancels from the link in their confirmation e-mail.
  await expect
    .poll(() => mailTo(attendee.attendeeEmail, `RSVP confirmed: ${title}`), { timeout: 30_000 })
    .toBeTruthy();
  const confirmation = mailTo(attendee.attendeeEmail, `RSVP confirmed: ${title}`);
  const link = confirmation?.text.match(/https?:\/\/\S+\/api\/rsvps\/cancel\?token=[\w.-]+/)?.[0];
  if (!link) throw new Error("the confirmation has no cancel link");
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { name: "Cancel your RSVP?" })).toBeVisible();
  await page.getByRole("button", { name: /Cancel my RSVP/ }).click();
  await expect(page.getByText("Your RSVP is cancelled. Thank you for letting us know.")).toBeVisible();

  // The waiting visitor now has the place, and an e-mail saying so.
  await expect
    .poll(() => mailTo(waiting.email, `RSVP confirmed: ${title}`)?.text ?? "", { timeout: 30_000 })
    .toContain("a place opened up and your RSVP is now confirmed");
  const rsvps = (await (await request.get(`/api/events/${eventId}/rsvps`)).json()) as {
    rsvps: Array<{ attendeeEmail: string; status: string }>;
  };
  expect(rsvps.rsvps.map((r) => [r.attendeeEmail, r.status])).toEqual([
    [attendee.attendeeEmail, "cancelled"],
    [waiting.email, "confirmed"],
  ]);
});
