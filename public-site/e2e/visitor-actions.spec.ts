import type { APIRequestContext } from "@playwright/test";
import { buffaloDate, expect, test } from "../../scripts/e2e-test.ts";

// Runs against the one-origin server (npm start) with the demo accounts of this run (see scripts/e2e-global-setup.ts).
const editor = { email: process.env.E2E_EDITOR_EMAIL ?? "", password: process.env.E2E_EDITOR_PASSWORD ?? "" };
const pastor = { email: process.env.E2E_PASTOR_EMAIL ?? "", password: process.env.E2E_PASTOR_PASSWORD ?? "" };

const run = Date.now().toString(36);
const visitor = { name: `Amani Visitor ${run}`, email: `visitor-${run}@example.org` };

async function signedIn(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post("/api/auth/login", { data: account });
  expect(response.status()).toBe(200);
}

test.beforeEach(() => {
  if (!editor.email || !pastor.email) throw new Error("E2E_EDITOR_* and E2E_PASTOR_* must be set");
});

test("a visitor RSVPs, subscribes, sends a message and requests a meeting; staff find all of it", async ({
  page,
  request,
}) => {
  // An event taking RSVPs, made by a content editor through the API.
  await signedIn(request, editor);
  const title = `Potluck ${run}`;
  const created = await request.post("/api/events", {
    data: {
      title,
      description: "Bring a dish to share.",
      date: buffaloDate(1),
      time: "6:00 PM - 8:00 PM",
      location: "Fellowship Hall",
      category: "fellowship",
      rsvpRequired: true,
      maxAttendees: 20,
    },
  });
  expect(created.status()).toBe(201);
  const { id: eventId, slug } = ((await created.json()) as { event: { id: string; slug: string } }).event;

  // RSVP on the event's own page (tomorrow may be in next month's calendar, or past the list's five).
  await page.goto(`/events/${slug}`);
  await page.locator("html[data-app-ready]").waitFor();
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill(visitor.name);
  await dialog.getByLabel("Email Address").fill(visitor.email);
  await dialog.getByRole("button", { name: "Submit RSVP" }).click();
  await expect(page.getByText("RSVP confirmed! We look forward to seeing you at the event.")).toBeVisible();

  // The newsletter on the home page.
  await page.goto("/");
  await page.locator("html[data-app-ready]").waitFor();
  const newsletter = page.locator("section", { has: page.getByRole("button", { name: "Subscribe" }) }).last();
  await newsletter.getByLabel("First Name").fill("Amani");
  await newsletter.getByLabel("Last Name").fill("Visitor");
  await newsletter.getByLabel("Email Address").fill(visitor.email);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully Subscribed!")).toBeVisible();

  // A message through the contact form.
  await page.goto("/contact");
  await page.locator("html[data-app-ready]").waitFor();
  const form = page.getByRole("region", { name: "Send Us a Message" });
  await form.getByRole("textbox", { name: "Your Name" }).fill(visitor.name);
  await form.getByRole("textbox", { name: "Email Address" }).fill(visitor.email);
  await form.getByRole("textbox", { name: "Subject" }).fill(`Visiting ${run}`);
  await form.getByRole("textbox", { name: "Message" }).fill("Is there a children's program on Sunday?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();

  // A meeting request.
  const meetingDate = buffaloDate(3);
  await page.goto("/schedule-meeting");
  await page.locator("html[data-app-ready]").waitFor();
  await page.getByRole("textbox", { name: "Full Name" }).fill(visitor.name);
  await page.getByRole("textbox", { name: "Email Address" }).fill(visitor.email);
  await page.getByRole("combobox", { name: "Preferred date" }).selectOption(meetingDate);
  await page.getByRole("combobox", { name: "Preferred time" }).selectOption({ index: 2 });
  await page.getByRole("textbox", { name: "Purpose of the meeting" }).fill("Guidance about membership.");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByRole("heading", { name: "Meeting Request Sent!" })).toBeVisible();
  await expect(
    page.getByText("Your meeting request has been sent. The pastor will reply within 24 hours."),
  ).toBeVisible();

  // Staff see what the visitor left: the RSVP, the subscriber and the message.
  const rsvps = (await (await request.get(`/api/events/${eventId}/rsvps`)).json()) as {
    rsvps: Array<{ attendeeEmail: string; status: string }>;
  };
  expect(rsvps.rsvps).toEqual([
    expect.objectContaining({ attendeeEmail: visitor.email, status: "confirmed" }),
  ]);
  const subscribers = (await (await request.get("/api/newsletter/subscribers")).json()) as {
    subscribers: Array<{ email: string; status: string }>;
  };
  expect(subscribers.subscribers).toContainEqual(
    expect.objectContaining({ email: visitor.email, status: "pending" }),
  );
  const messages = (await (await request.get("/api/contact-messages")).json()) as {
    messages: Array<{ subject: string }>;
  };
  expect(messages.messages).toContainEqual(expect.objectContaining({ subject: `Visiting ${run}` }));

  // The pastor signs in and sees the request.
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(pastor.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(pastor.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await page.getByRole("button", { name: "Pastor Portal" }).click();
  const card = page.getByRole("article").filter({ hasText: visitor.name });
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: "Meeting Request: General Meeting" })).toBeVisible();
  await expect(card.getByText("Guidance about membership.")).toBeVisible();
  const pending = await page.request.get("/api/pastor/meeting-requests?status=pending");
  expect(pending.status()).toBe(200);
  const list = (await pending.json()) as {
    meetingRequests: Array<{ requesterName: string; requestedDate: string; status: string; message: string }>;
  };
  expect(list.meetingRequests).toContainEqual(
    expect.objectContaining({
      requesterName: visitor.name,
      requestedDate: meetingDate,
      status: "pending",
      message: "Guidance about membership.",
    }),
  );
});
