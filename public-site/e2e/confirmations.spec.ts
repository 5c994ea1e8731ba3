import type { Locator, Page } from "@playwright/test";
import { buffaloDate, expect, test } from "../../scripts/e2e-test.ts";
import { brokenWords } from "./support/broken-words.ts";

// On a phone, after each of the five forms the confirmation is on the screen and focused (issue #17).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const editor = { email: process.env.E2E_EDITOR_EMAIL ?? "", password: process.env.E2E_EDITOR_PASSWORD ?? "" };
const run = Date.now().toString(36);
const visitor = { name: `Phone Visitor ${run}`, email: `phone-${run}@example.org` };

/**
 * The confirmation is in the viewport and has the focus (so a screen reader reads it too), and reads as
 * words: none of them broken across lines (issue #29).
 */
async function seen(confirmation: Locator) {
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  expect(await brokenWords(confirmation)).toEqual([]);
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  // The page is prerendered: wait until React has taken it over.
  await page.waitForLoadState("networkidle");
}

test("a gift's confirmation shows its amount, fund, date, frequency and reference, on screen and focused", async ({
  page,
}) => {
  await ready(page, "/give");
  await page.getByRole("radio", { name: "Recurring", exact: true }).click();
  await page.getByRole("combobox", { name: "How often?" }).selectOption("weekly");
  await page.getByRole("button", { name: "$25", exact: true }).click();
  await page.getByRole("combobox", { name: "Fund" }).selectOption({ label: "Missions" });
  const contact = page.getByRole("group", { name: "Contact Information" });
  await contact.getByRole("textbox", { name: /Full Name/ }).fill(visitor.name);
  await contact.getByRole("textbox", { name: /Email Address/ }).fill(visitor.email);
  await page.getByRole("button", { name: "Complete test payment" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Thank You for Your Gift!" });
  await seen(confirmation);
  await expect(confirmation).toContainText("$25.00");
  await expect(confirmation).toContainText("Missions");
  await expect(confirmation).toContainText("Weekly");
  const today = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "America/New_York" }).format(
    new Date(),
  );
  await expect(confirmation).toContainText(today);
  await expect(confirmation.locator(".ps-give-success__reference")).toHaveText(/\S{6,}/);
});

test("a gift's confirmation in Swahili reads as words on a phone too", async ({ page }) => {
  await ready(page, "/sw/give");
  // Swahili writes the currency apart from the amount: "$ 100".
  await page.getByRole("button", { name: "$ 100", exact: true }).click();
  const contact = page.getByRole("group", { name: "Taarifa za Mawasiliano" });
  await contact.getByRole("textbox", { name: /Jina Kamili/ }).fill(visitor.name);
  await contact.getByRole("textbox", { name: /Anwani ya Barua Pepe/ }).fill(visitor.email);
  await page.getByRole("button", { name: "Kamilisha malipo ya majaribio" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Asante kwa Sadaka Yako!" });
  await seen(confirmation);
  await expect(confirmation).toContainText(/\$\s?100\.00/);
  await expect(confirmation).toContainText("Nambari ya kumbukumbu");
});

test("an RSVP's answer is on screen and focused", async ({ page, request }) => {
  expect((await request.post("/api/auth/login", { data: editor })).status()).toBe(200);
  const title = `Phone Supper ${run}`;
  const created = await request.post("/api/events", {
    data: {
      title,
      description: "Soup and bread.",
      date: buffaloDate(2),
      time: "6:00 PM - 8:00 PM",
      location: "Fellowship Hall",
      category: "fellowship",
      rsvpRequired: true,
      maxAttendees: 30,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { event: { slug: string } }).event;
  await ready(page, `/events/${slug}`);
  await page.getByRole("button", { name: "RSVP", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill(visitor.name);
  await dialog.getByLabel("Email Address").fill(visitor.email);
  await dialog.getByRole("button", { name: "Submit RSVP" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "RSVP confirmed!" });
  await seen(confirmation);
  await expect(confirmation).toContainText(`${title}:`);
  await expect(confirmation).toContainText("6:00 PM - 8:00 PM");
});

test("a meeting request's confirmation shows its date and time, on screen and focused", async ({ page }) => {
  await ready(page, "/schedule-meeting");
  await page.getByRole("textbox", { name: "Full Name" }).fill(visitor.name);
  await page.getByRole("textbox", { name: "Email Address" }).fill(visitor.email);
  await page.getByRole("combobox", { name: "Preferred date" }).selectOption(buffaloDate(4));
  await page.getByRole("combobox", { name: "Preferred time" }).selectOption("2:00 PM");
  await page.getByRole("textbox", { name: "Purpose of the meeting" }).fill("A question about membership.");
  await page.getByRole("button", { name: "Send Request" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Meeting Request Sent!" });
  await seen(confirmation);
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${buffaloDate(4)}T12:00:00Z`),
  );
  await expect(confirmation).toContainText(`${day} at 2:00 PM`);
});

test("a contact message's confirmation is on screen and focused", async ({ page }) => {
  await ready(page, "/contact");
  const form = page.getByRole("region", { name: "Send Us a Message" });
  await form.getByRole("textbox", { name: "Your Name" }).fill(visitor.name);
  await form.getByRole("textbox", { name: "Email Address" }).fill(visitor.email);
  await form.getByRole("textbox", { name: "Subject" }).fill(`Phone ${run}`);
  await form.getByRole("textbox", { name: "Message" }).fill("Is there parking?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await seen(page.getByRole("status").filter({ hasText: "Message Sent!" }));
});

test("the newsletter's confirmation keeps the spec's heading, says to confirm by e-mail, on screen and focused", async ({
  page,
}) => {
  await ready(page, "/");
  const newsletter = page.locator("section", { has: page.getByRole("button", { name: "Subscribe" }) }).last();
  await newsletter.getByLabel("First Name").fill("Phone");
  await newsletter.getByLabel("Last Name").fill("Visitor");
  await newsletter.getByLabel("Email Address").fill(`news-${visitor.email}`);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Successfully Subscribed!" });
  await seen(confirmation);
  await expect(confirmation).toContainText("One more step: check your e-mail to confirm.");
});
