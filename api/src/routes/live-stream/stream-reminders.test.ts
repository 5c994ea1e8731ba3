import { streamReminderMessages } from "@church/contracts";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, newsletterSubscribers, streamReminders } from "../../db/schema.ts";
import type { JobRow } from "../../services/jobs/jobs.ts";
import { streamReminderJob } from "../../services/live-stream/stream-reminders.ts";
import { streamReminderCancelToken } from "../../services/mail/links.ts";
import { call, getTestApp, testDriver, truncate } from "../../test/test-app.ts";

/** A Tuesday in Buffalo: the next stream is Sunday 29 November, 3:00 PM EST (20:00 UTC). */
const tuesday = new Date("2026-11-24T15:00:00Z");
const sunday3pm = "2026-11-29T20:00:00.000Z";
const job = { attempts: 1, maxAttempts: 4 } as JobRow;

const remind = (body: unknown, ip = "203.0.113.7") =>
  call("POST", "/api/live-stream/reminders", { body, headers: { "x-forwarded-for": ip } });

/** Runs the reminder's job as the worker would at its time. */
async function sendDue(id: string) {
  const { deps } = await getTestApp();
  vi.setSystemTime(new Date("2026-11-29T19:30:05Z"));
  await streamReminderJob(deps)({ reminderId: id }, job);
  const [row] = await deps.db.select().from(streamReminders).where(eq(streamReminders.id, id));
  return row;
}

describe(`live stream reminders [${testDriver}]`, () => {
  beforeEach(async () => {
    await truncate("live_stream", "stream_reminders", "rate_limit_buckets", "email_outbox", "jobs");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tuesday);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a request without a contact, a bad address, or a number without consent, naming the field", async () => {
    const empty = await remind({ language: "en" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: { fields: { email: streamReminderMessages.contactRequired } },
    });
    const bad = await remind({ email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    const noConsent = await remind({ phone: "+254 712 345 678", channel: "whatsapp" });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toMatchObject({
      error: { fields: { consent: streamReminderMessages.consentRequired } },
    });
  });

  it("e-mails one reminder 30 minutes before the next stream, in Buffalo time, with a cancel link; no newsletter", async () => {
    const { deps } = await getTestApp();
    const saved = await remind({ email: "Amina.Stream@Example.org", language: "en" });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      message: streamReminderMessages.saved,
      streamStart: sunday3pm,
      remindAt: "2026-11-29T19:30:00.000Z",
    });
    // Other files share this database (and subscribe their own Aminas): so an address only this test
    // uses, and no subscriber with it, rather than an empty table.
    const subscribed = await deps.db.select().from(newsletterSubscribers);
    expect(subscribed.filter((s) => s.email.toLowerCase() === "amina.stream@example.org")).toEqual([]);
    const [row] = await deps.db.select().from(streamReminders);
    if (!row) throw new Error("no reminder stored");
    expect(row).toMatchObject({ status: "scheduled", language: "en", phone: null });

    expect((await sendDue(row.id))?.status).toBe("sent");
    const mails = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "stream_reminder"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe("Amina.Stream@Example.org");
    expect(mails[0]?.subject).toBe("The live stream starts in 30 minutes");
    expect(mails[0]?.textBody).toContain("Sunday, November 29, 2026, 3:00 PM EST (Buffalo time)");
    expect(mails[0]?.textBody).toContain("/live-stream");
    expect(mails[0]?.textBody).toContain(`/api/live-stream/reminders/cancel?token=${row.id}.`);
    // Once only.
    await streamReminderJob(deps)({ reminderId: row.id }, job);
    expect(await deps.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("writes the reminder in Swahili for the Swahili page", async () => {
    const { deps } = await getTestApp();
    await remind({ email: "baba@example.org", language: "sw" });
    const [row] = await deps.db.select().from(streamReminders);
    await sendDue(row?.id ?? "");
    const [mail] = await deps.db.select().from(emailOutbox);
    expect(mail?.subject).toBe("Matangazo ya moja kwa moja yanaanza baada ya dakika 30");
    expect(mail?.textBody).toMatch(/Jumapili, 29 Novemba 2026, saa 9:00 alasiri .*EST \(saa za Buffalo\)/);
    expect(mail?.textBody).toContain("/sw/live-stream");
  });

  it("texts by WhatsApp with the consent wording stored, and a cancelled reminder sends nothing", async () => {
    const { deps } = await getTestApp();
    const saved = await remind({
      phone: "+254 712 345 678",
      channel: "whatsapp",
      consent: true,
      language: "sw",
    });
    expect(saved.status).toBe(201);
    const [row] = await deps.db.select().from(streamReminders);
    if (!row) throw new Error("no reminder stored");
    expect(row).toMatchObject({ phone: "+254712345678", channel: "whatsapp", email: null });
    expect(row.consentWording).toContain("Jibu STOP");
    expect((await sendDue(row.id))?.status).toBe("sent");

    vi.setSystemTime(tuesday);
    await remind({ email: "later@example.org" });
    const [other] = await deps.db
      .select()
      .from(streamReminders)
      .where(eq(streamReminders.email, "later@example.org"));
    const token = streamReminderCancelToken(deps.env, other?.id ?? "");
    const page = await call("GET", `/api/live-stream/reminders/cancel?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Cancel my reminder");
    const done = await call("POST", `/api/live-stream/reminders/cancel?token=${token}`);
    expect(done.body).toContain(streamReminderMessages.cancelled);
    expect((await sendDue(other?.id ?? ""))?.status).toBe("cancelled");
    expect(await deps.db.select().from(emailOutbox)).toEqual([]);
    const forged = await (await getTestApp()).app.request(
      `/api/live-stream/reminders/cancel?token=${other?.id}.${"x".repeat(43)}`,
      {
        method: "POST",
      },
    );
    expect(forged.status).toBe(400);
  });

  it("limits one sender's requests", async () => {
    for (let n = 0; n < 5; n++) expect((await remind({ email: "flood@example.org" })).status).toBe(201);
    const limited = await remind({ email: "flood@example.org" });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { message: streamReminderMessages.rateLimited } });
  });
});
