import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { account, signIn } from "./support/accounts.ts";
import { receivedMail } from "./support/smtp-sink.ts";

// Runs against the one-origin server, whose e-mail goes to the local SMTP server of this run
// (admin-portal/e2e/support/smtp-sink.setup.ts).
const RECIPIENTS = 500;

async function activeSubscribers(page: Page): Promise<number> {
  const response = await page.request.get("/api/newsletter/subscribers?limit=1");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { activeCount: number }).activeCount;
}

/** Runs `work` on every item, `limit` at a time. */
async function inBatches<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += limit) {
    await Promise.all(items.slice(start, start + limit).map((item, i) => work(item, start + i)));
  }
}

/**
 * Subscribes the addresses the way visitors do (double opt-in): the public form, then the link of
 * the confirmation e-mail as it arrived over SMTP. Each visitor comes from an address of their own
 * (the server believes X-Forwarded-For from a loopback peer, as behind the gateway), as the
 * sign-up form allows ten per address.
 */
async function subscribeAndConfirm(request: APIRequestContext, emails: readonly string[]) {
  await inBatches(emails, 20, async (email, index) => {
    const response = await request.post("/api/newsletter/subscribe", {
      data: { firstName: "Reader", lastName: String(index), email, language: "en" },
      headers: { "x-forwarded-for": `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    });
    expect(response.status(), email).toBe(201);
  });
  const wanted = new Set(emails);
  const confirmLinks = new Map<string, string>();
  await expect
    .poll(
      () => {
        for (const mail of receivedMail()) {
          const to = mail.to[0] ?? "";
          const link = /\/api\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)?.[0];
          if (wanted.has(to) && link) confirmLinks.set(to, link);
        }
        return confirmLinks.size;
      },
      { timeout: 60_000, message: "confirmation e-mails received over SMTP" },
    )
    .toBe(emails.length);
  await inBatches([...confirmLinks.values()], 20, async (link) => {
    const response = await request.get(link);
    expect(response.status(), link).toBe(200);
  });
}

test("a campaign from the Newsletter tab reaches 500 subscribers over SMTP through the queue", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signIn(page, account("ADMIN"));

  // Top the list up to exactly 500 active subscribers (the demo data may hold a few).
  const already = await activeSubscribers(page);
  expect(already).toBeLessThan(RECIPIENTS);
  const emails = Array.from({ length: RECIPIENTS - already }, (_, i) => `reader-${stamp}-${i}@example.org`);
  await subscribeAndConfirm(request, emails);
  expect(await activeSubscribers(page)).toBe(RECIPIENTS);

  const subject = `Advent letter ${stamp}`;
  await page.getByRole("button", { name: "Newsletter", exact: true }).click();
  await expect(page.getByText(`${RECIPIENTS} active`)).toBeVisible();
  await page.getByRole("button", { name: "Send Campaign" }).click();
  const form = page.getByRole("dialog", { name: "Send Newsletter" });
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(form.getByText("Subject is required")).toBeVisible();
  await form.getByRole("textbox", { name: "First name" }).fill("Grace");
  await form.getByRole("textbox", { name: "Last name" }).fill("Wanjiru");
  await form.getByRole("textbox", { name: "Your email" }).fill("grace@example.org");
  await form.getByRole("textbox", { name: "Subject" }).fill(subject);
  await form.getByRole("textbox", { name: "Content" }).fill("Join us for the Advent services this month.");
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Campaign sent")).toBeVisible();

  // The queue fans it out; the list polls while it is sending.
  const campaign = page.getByRole("listitem").filter({ hasText: subject });
  await expect(campaign.getByText(`Sent to ${RECIPIENTS} recipients`)).toBeVisible({ timeout: 90_000 });

  // Every subscriber gets one message over SMTP, with an unsubscribe link of their own.
  let messages: ReturnType<typeof receivedMail> = [];
  await expect
    .poll(
      () => {
        messages = receivedMail().filter((mail) => mail.subject.includes(subject));
        return messages.length;
      },
      { timeout: 120_000, intervals: [1000], message: "campaign e-mails received over SMTP" },
    )
    .toBe(RECIPIENTS);
  const recipients = new Set(messages.flatMap((mail) => mail.to));
  expect(recipients.size).toBe(RECIPIENTS);
  for (const email of emails) expect(recipients.has(email), email).toBe(true);
  for (const mail of messages) {
    expect(mail.text).toContain("Join us for the Advent services this month.");
    expect(mail.text).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
  }
});
