import type { AddressInfo } from "node:net";
import {
  addDays,
  campaignsListResponseSchema,
  eventResponseSchema,
  newsletterMessages,
} from "@church/contracts";
import { count, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaignDeliveries, emailOutbox, newsletterSubscribers } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { churchToday } from "../events/events.model.ts";
import { jobHandlers, startBackgroundWorkers } from "../jobs/background.ts";
import { drainJobs } from "../jobs/jobs.ts";
import { heldNote } from "./mail-config.ts";
import { createTransport, drainMail, MAX_MAIL_ATTEMPTS, type MailSender } from "./mail-worker.ts";

interface Received {
  to: string[];
  /** The message with folded headers unfolded and quoted-printable text decoded. */
  text: string;
}

/** Enough MIME reading for assertions: unfold headers, undo quoted-printable soft breaks and escapes. */
const readable = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe(`mail over a real SMTP server [${testDriver}]`, () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let sender: MailSender;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("tempfail")) {
          callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
        } else if (address.address.startsWith("nobody")) {
          callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: readable(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const { deps } = await getTestApp();
    sender = {
      transport: createTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`),
      from: deps.env.MAIL_FROM,
      concurrency: 10,
    };
  });
  afterAll(async () => {
    (sender.transport as ReturnType<typeof createTransport>).close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  beforeEach(async () => {
    received.length = 0;
    await truncate(
      "email_outbox",
      "events",
      "newsletter_subscribers",
      "campaigns",
      "meeting_requests",
      "rate_limit_buckets",
      "jobs",
    );
  });

  const deliver = async () => {
    const { deps } = await getTestApp();
    return drainMail(deps.db, sender);
  };
  const to = (address: string) => received.filter((m) => m.to.includes(address));

  it("keeps mail in the outbox, marked held, while no SMTP server is configured", async () => {
    await call("POST", "/api/newsletter/subscribe", { body: { email: "held@example.org" } });
    const { deps } = await getTestApp();
    const [row] = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "held@example.org"));
    expect(row).toMatchObject({ status: "pending", lastError: heldNote, kind: "newsletter_confirm" });
    // Once SMTP is there, the held mail goes out.
    expect(await deliver()).toBe(1);
    expect(to("held@example.org")).toHaveLength(1);
  });

  it("delivers the RSVP confirmation with the .ics attached", async () => {
    const editor = await signIn("content_editor");
    const created = await call("POST", "/api/events", {
      cookie: editor,
      body: {
        title: "Community Food Drive",
        description: "Sort and hand out groceries.",
        date: addDays(churchToday(), 7),
        time: "10:00 AM - 1:00 PM",
        location: "Church Parking Lot",
        rsvpRequired: true,
        maxAttendees: 10,
      },
    });
    const event = eventResponseSchema.parse(created.body).event;
    await call("POST", `/api/events/${event.id}/rsvp`, {
      body: { attendeeName: "Sarah Wanjiku", attendeeEmail: "sarah@example.org" },
    });
    await deliver();
    const [mail] = to("sarah@example.org");
    expect(mail?.text).toContain("Subject: RSVP confirmed: Community Food Drive");
    expect(mail?.text).toContain("RSVP confirmed! We look forward to seeing you at the event.");
    expect(mail?.text).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=event\.ics/i,
    );
    expect(mail?.text).toContain("filename=event.ics");
  });

  it("delivers the newsletter opt-in whose link confirms, with a one-click unsubscribe header that works", async () => {
    const { app, deps } = await getTestApp();
    await call("POST", "/api/newsletter/subscribe", {
      body: { firstName: "Grace", lastName: "Achieng", email: "grace@example.org", language: "sw" },
    });
    await deliver();
    const [mail] = to("grace@example.org");
    expect(mail?.text).toContain("Thibitisha usajili wako");
    const confirmPath = /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
    expect((await app.request(confirmPath)).status).toBe(200);
    const subscriber = async () =>
      (
        await deps.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, "grace@example.org"))
      )[0];
    expect((await subscriber())?.status).toBe("active");

    const header = /List-Unsubscribe: <([^>]+)>/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(mail?.text).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const oneClick = await app.request(new URL(header).pathname + new URL(header).search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(newsletterMessages.unsubscribed);
    expect((await subscriber())?.status).toBe("unsubscribed");
  });

  it("delivers the meeting request to the pastor and a receipt to the requester", async () => {
    const { deps } = await getTestApp();
    await call("POST", "/api/meeting-requests", {
      body: {
        name: "Jean Habimana",
        email: "jean@example.org",
        preferredDate: addDays(churchToday(), 3),
        preferredTime: "10:00 AM",
        meetingType: "counseling",
        purpose: "Family matters",
      },
    });
    await deliver();
    const [toPastor] = to(deps.env.PASTOR_EMAIL);
    expect(toPastor?.text).toContain("Subject: Meeting Request: Counseling");
    expect(toPastor?.text).toContain("Family matters");
    expect(toPastor?.text).toContain("Reply-To: jean@example.org");
    expect(to("jean@example.org")[0]?.text).toContain("Your meeting request has been sent.");
  });

  it("sends a campaign to 500 subscribers, each in their language, from the saved sender: the counts follow the server's answers, even with three workers", async () => {
    const { deps } = await getTestApp();
    await deps.db.insert(newsletterSubscribers).values(
      Array.from({ length: 500 }, (_, i) => ({
        firstName: `Reader${i}`,
        email: `reader${i}@example.org`,
        status: "active" as const,
        language: i % 2 ? ("sw" as const) : ("en" as const),
      })),
    );
    await deps.db.insert(newsletterSubscribers).values([
      { email: "gone@example.org", status: "unsubscribed" },
      // The mail server refuses this one for good (550): its delivery is counted as failed.
      { email: "nobody@example.org", status: "active" },
    ]);
    const editor = await signIn("content_editor");
    await call("PUT", "/api/newsletter/sender", {
      cookie: editor,
      body: { firstName: "Samuel", lastName: "Mwangi", email: "pastor@example.org" },
    });
    const started = Date.now();
    const sent = await call("POST", "/api/newsletter/campaigns", {
      cookie: editor,
      body: {
        subject: "Advent news",
        content: "<p>Welcome to <strong>Advent</strong>!</p><script>alert(1)</script>",
        translations: { sw: { subject: "Habari za Majilio", content: "<p>Karibuni kwenye Majilio!</p>" } },
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: "Sent to 501 recipients", campaign: { recipients: 501 } });
    await drainJobs(deps.db, jobHandlers(deps));
    // Three instances sending at once: skip-locked claims mean nobody gets a message twice.
    await Promise.all([deliver(), deliver(), deliver()]);
    // Fast enough for a church list, even on a busy two-core machine.
    expect(Date.now() - started).toBeLessThan(90_000);
    const english = received.filter((m) => m.text.includes("Subject: Advent news"));
    const swahili = received.filter((m) => m.text.includes("Subject: Habari za Majilio"));
    expect(english).toHaveLength(250);
    expect(swahili).toHaveLength(250);
    expect(swahili.every((m) => m.to[0] && Number(/reader(\d+)@/.exec(m.to[0])?.[1]) % 2 === 1)).toBe(true);
    expect(swahili[0]?.text).toContain("Karibuni kwenye Majilio!");
    expect(english[0]?.text).toContain("From: Samuel Mwangi <info@amani-friends.example>");
    expect(english[0]?.text).toContain("Reply-To: pastor@example.org");
    expect(english[0]?.text).not.toContain("<script>");
    const campaignMails = [...english, ...swahili];
    expect(new Set(campaignMails.flatMap((m) => m.to)).size).toBe(500);
    expect(campaignMails.some((m) => m.to.includes("gone@example.org"))).toBe(false);
    const tokens = new Set(campaignMails.map((m) => /unsubscribe\?token=([\w.-]+)/.exec(m.text)?.[1]));
    expect(tokens.size).toBe(500);
    const [delivered] = await deps.db
      .select({ n: count() })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.status, "sent"));
    expect(Number(delivered?.n)).toBe(500);
    const list = campaignsListResponseSchema.parse(
      (await call("GET", "/api/newsletter/campaigns?limit=5", { cookie: editor })).body,
    );
    expect(list.campaigns[0]).toMatchObject({
      subject: "Advent news",
      status: "sent",
      recipients: 501,
      audience: { total: 501, en: 251, sw: 250 },
      deliveries: { sent: 500, failed: 1, pending: 0 },
    });
  }, 120_000);

  it("sends from the server's background worker once SMTP is configured, without waiting for a poll", async () => {
    const { deps } = await getTestApp();
    const { port } = smtp.server.address() as AddressInfo;
    const workers = startBackgroundWorkers({
      ...deps,
      env: { ...deps.env, SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` },
    });
    try {
      await call("POST", "/api/contact-messages", {
        body: { name: "Ruth", email: "ruth@example.org", subject: "Choir", message: "When is practice?" },
      });
      await expect.poll(() => to(deps.env.CHURCH_OFFICE_EMAIL).length, { timeout: 10_000 }).toBe(1);
      expect(to(deps.env.CHURCH_OFFICE_EMAIL)[0]?.text).toContain("Reply-To: ruth@example.org");
    } finally {
      await workers.stop();
    }
    const [row] = await deps.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", lastError: null });
  });

  it("retries a refused delivery later with backoff, and gives up at once on a permanent refusal", async () => {
    const { deps } = await getTestApp();
    await call("POST", "/api/contact-messages", {
      body: { name: "A", email: "a@example.org", subject: "Hello", message: "Hi" },
    });
    await deps.db.update(emailOutbox).set({ toAddress: "tempfail@example.org" });
    await call("POST", "/api/newsletter/subscribe", { body: { email: "nobody@example.org" } });
    await deliver();
    const [temp] = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "tempfail@example.org"));
    expect(temp).toMatchObject({ status: "pending", attempts: 1 });
    expect(temp?.lastError).toContain("Mailbox busy");
    expect((temp?.sendAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);
    const [perm] = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "nobody@example.org"));
    expect(perm).toMatchObject({ status: "failed", attempts: 1 });
    // Due again later: after the last attempt it is marked failed.
    await deps.db
      .update(emailOutbox)
      .set({ sendAfter: new Date(0), attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, temp?.id ?? ""));
    await deliver();
    const [last] = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, temp?.id ?? ""));
    expect(last).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect(received).toEqual([]);
  });
});
