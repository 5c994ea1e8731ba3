import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";
import { receivedMail } from "./support/smtp-sink.ts";

// Runs against the one-origin server, whose e-mail goes to the local SMTP server of this run
// (admin-portal/e2e/support/smtp-sink.setup.ts).
const RECIPIENTS = 500;
/** Every other new subscriber reads Swahili. */
const languageOf = (index: number) => (index % 2 ? "sw" : "en");

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
      data: { firstName: "Reader", lastName: String(index), email, language: languageOf(index) },
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

test("a campaign in English and Swahili reaches 500 subscribers over SMTP, each in their language; the test reaches only the sender", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const admin = account("ADMIN");
  await signIn(page, admin);

  // Top the list up to exactly 500 active subscribers (the demo data may hold a few), half in Swahili.
  const already = await activeSubscribers(page);
  expect(already).toBeLessThan(RECIPIENTS);
  const emails = Array.from({ length: RECIPIENTS - already }, (_, i) => `reader-${stamp}-${i}@example.org`);
  await subscribeAndConfirm(request, emails);
  expect(await activeSubscribers(page)).toBe(RECIPIENTS);
  const audience = (await (await page.request.get("/api/newsletter/audience")).json()) as {
    total: number;
    en: number;
    sw: number;
  };
  expect(audience.total).toBe(RECIPIENTS);

  // The sender is saved once, in the tab; the composer does not ask for it again.
  await page.getByRole("button", { name: "Newsletter", exact: true }).click();
  await expect(page.getByText(`${RECIPIENTS} active`)).toBeVisible();
  const sender = page.locator(".ck-card", { has: page.getByRole("heading", { name: "Sender" }) });
  await sender.getByRole("textbox", { name: "First name" }).fill("Grace");
  await sender.getByRole("textbox", { name: "Last name" }).fill("Wanjiru");
  await sender.getByRole("textbox", { name: "Reply-to email" }).fill("grace@example.org");
  await sender.getByRole("button", { name: "Save sender" }).click();
  await expect(page.getByText("From Grace Wanjiru · replies go to grace@example.org")).toBeVisible();

  const subject = `Advent letter ${stamp}`;
  const subjectSw = `Barua ya Majilio ${stamp}`;
  // "New letter" opens the composer page of a new draft.
  await page.getByRole("button", { name: "New letter" }).click();
  await page.waitForURL(/\/admin\/newsletter\//);
  await page.getByRole("button", { name: "Review and send" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
  await page
    .getByRole("textbox", { name: "Content", exact: true })
    .fill("Join us for the Advent services this month.");
  await page.getByRole("textbox", { name: "Subject (SW)" }).fill(subjectSw);
  await page
    .getByRole("textbox", { name: "Content (SW)" })
    .fill("Karibuni kwenye ibada za Majilio mwezi huu.");

  // The preview is the e-mail's real layout, in either language.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.frameLocator('iframe[title="E-mail preview"]');
  await expect(preview.getByText("Join us for the Advent services this month.")).toBeVisible();
  await page.getByRole("radio", { name: "Swahili" }).check();
  await expect(preview.getByText("Karibuni kwenye ibada za Majilio mwezi huu.")).toBeVisible();
  await expect(preview.getByText("Kutoka kwa Grace Wanjiru")).toBeVisible();

  // The test goes to the signed-in staff member only: one e-mail per language.
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText(`Test sent to ${admin.email}`)).toBeVisible();
  await expect
    .poll(
      () =>
        receivedMail().filter((m) => m.subject.startsWith("[Test]") && m.subject.includes(String(stamp)))
          .length,
      {
        timeout: 30_000,
        message: "test e-mails received over SMTP",
      },
    )
    .toBe(2);
  const tests = receivedMail().filter(
    (m) => m.subject.startsWith("[Test]") && m.subject.includes(String(stamp)),
  );
  expect(tests.flatMap((m) => m.to)).toEqual([admin.email, admin.email]);
  expect(tests.map((m) => m.subject).sort()).toEqual([`[Test] ${subject}`, `[Test] ${subjectSw}`]);

  // The review says who gets what before anything is sent.
  await page.getByRole("button", { name: "Review and send" }).click();
  const form = page.getByRole("dialog", { name: "Review and send" });
  await expect(
    form.getByRole("heading", { name: `Send “${subject}” to ${RECIPIENTS} subscribers?` }),
  ).toBeVisible();
  await expect(form.getByText(`${audience.en} get the English version`)).toBeVisible();
  await expect(form.getByText(`${audience.sw} get the Swahili version`)).toBeVisible();
  await form.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("Campaign sent")).toBeVisible();
  await page.waitForURL(/\/admin\?tab=newsletter$/);

  // Every subscriber gets one message over SMTP, in their language, with an unsubscribe link of their own.
  let english: ReturnType<typeof receivedMail> = [];
  let swahili: ReturnType<typeof receivedMail> = [];
  await expect
    .poll(
      () => {
        const mail = receivedMail();
        english = mail.filter((m) => m.subject === subject);
        swahili = mail.filter((m) => m.subject === subjectSw);
        return english.length + swahili.length;
      },
      { timeout: 120_000, intervals: [1000], message: "campaign e-mails received over SMTP" },
    )
    .toBe(RECIPIENTS);
  expect(english).toHaveLength(audience.en);
  expect(swahili).toHaveLength(audience.sw);
  const languageOfEmail = new Map(emails.map((email, i) => [email, languageOf(i)]));
  for (const mail of english) {
    expect(mail.text).toContain("Join us for the Advent services this month.");
    const lang = languageOfEmail.get(mail.to[0] ?? "");
    if (lang) expect(lang, mail.to[0]).toBe("en");
  }
  for (const mail of swahili) {
    expect(mail.text).toContain("Karibuni kwenye ibada za Majilio mwezi huu.");
    const lang = languageOfEmail.get(mail.to[0] ?? "");
    if (lang) expect(lang, mail.to[0]).toBe("sw");
  }
  const recipients = new Set([...english, ...swahili].flatMap((mail) => mail.to));
  expect(recipients.size).toBe(RECIPIENTS);
  expect(recipients.has(admin.email)).toBe(false);
  for (const mail of [...english, ...swahili])
    expect(mail.text).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);

  // The admin's counts follow the queue and end where the SMTP server is: all delivered.
  const campaign = page.getByRole("listitem", { name: subject });
  await expect(campaign.getByText(`Sent to ${RECIPIENTS} recipients`)).toBeVisible({ timeout: 60_000 });
  await expect(
    campaign.getByText(`${english.length + swahili.length} delivered · 0 held · 0 failed · 0 pending`),
  ).toBeVisible({
    timeout: 30_000,
  });
});
