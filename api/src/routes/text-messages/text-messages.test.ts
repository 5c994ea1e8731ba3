import { addDays, rsvpCreateResponseSchema, textMessagesResponseSchema } from "@church/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Bootstrapped } from "../../bootstrap.ts";
import { events, jobs, textConsents, textMessages, textOptOuts } from "../../db/schema.ts";
import { churchDateTime } from "../../lib/church-time.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { jobHandlers } from "../../services/jobs/background.ts";
import { drainJobs } from "../../services/jobs/jobs.ts";
import { secondInstance, withEnv } from "../../test/second-instance.ts";
import { getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import {
  STUB_ACCOUNT_SID,
  STUB_AUTH_TOKEN,
  STUB_SMS_FROM,
  STUB_WHATSAPP_FROM,
  startTwilioStub,
  type TwilioStub,
} from "../../test/twilio.mocks.ts";

const kenyan = "+254712345678";
const buffalo = "+17165550123";

describe(`text messages through the Twilio stub, two API instances [${testDriver}]`, () => {
  let stub: TwilioStub;
  let one: Bootstrapped;
  let two: Bootstrapped;
  let pastor: string;

  beforeAll(async () => {
    stub = await startTwilioStub();
    const base = await getTestApp();
    const env = {
      ...base.deps.env,
      TWILIO_ACCOUNT_SID: STUB_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: STUB_AUTH_TOKEN,
      TWILIO_SMS_FROM: STUB_SMS_FROM,
      TWILIO_WHATSAPP_FROM: STUB_WHATSAPP_FROM,
      TWILIO_API_BASE_URL: stub.baseUrl,
    };
    one = withEnv(base, env);
    two = await secondInstance(base, env);
    pastor = await signIn("pastor");
  });
  afterAll(async () => {
    await stub.close();
    if (testDriver === "postgres") await two.database.close();
  });
  beforeEach(async () => {
    await truncate("events", "jobs", "text_consents", "text_messages", "text_opt_outs", "rate_limit_buckets");
    stub.received.length = 0;
  });

  const request = (instance: Bootstrapped, method: string, path: string, body?: unknown, cookie?: string) =>
    instance.app.request(path, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Both instances' job workers at once, each with its own handlers (and on PostgreSQL its own pool). */
  const runWorkers = () =>
    Promise.all([
      drainJobs(one.deps.db, jobHandlers(one.deps)),
      drainJobs(two.deps.db, jobHandlers(two.deps)),
      drainJobs(two.deps.db, jobHandlers(two.deps)),
    ]);

  /** Time passes until a message's send time: its job becomes due now. */
  const arrive = async (kind: string) => {
    await one.deps.db.execute(sql`
      update ${jobs} set run_at = now() where status = 'pending'
        and payload->>'messageId' in (select id::text from ${textMessages} where kind = ${kind})`);
  };

  async function createEvent(daysAhead = 3) {
    const date = addDays(churchToday(), daysAhead);
    const [event] = await one.deps.db
      .insert(events)
      .values({
        slug: `prayer-breakfast-${daysAhead}`,
        title: "Prayer Breakfast",
        description: "Prayer and breakfast together.",
        date,
        time: "3:00 PM - 5:00 PM",
        startAt: churchDateTime(date, "15:00"),
        endAt: churchDateTime(date, "17:00"),
        location: "Fellowship Hall",
        rsvpRequired: true,
        maxAttendees: 50,
        status: "published",
        translations: { sw: { title: "Kifungua Kinywa cha Maombi", location: "Ukumbi wa Ushirika" } },
      })
      .returning();
    if (!event) throw new Error("no event");
    return event;
  }

  async function rsvpWithTexts(
    eventId: string,
    textReminders: Record<string, unknown>,
    language = "en",
    email = "amina@example.org",
  ) {
    const response = await request(one, "POST", `/api/events/${eventId}/rsvp`, {
      attendeeName: "Amina Otieno",
      attendeeEmail: email,
      language,
      textReminders: { consent: true, ...textReminders },
    });
    expect(response.status).toBe(201);
    return rsvpCreateResponseSchema.parse(await response.json()).rsvp;
  }

  const messages = () => one.deps.db.select().from(textMessages).orderBy(textMessages.sendAt);

  it("sends the confirmation at once and both reminders at their time, each once, in the visitor's language", async () => {
    const event = await createEvent(3);
    const rsvp = await rsvpWithTexts(event.id, { phone: "+254 712 345 678", channel: "whatsapp" }, "sw");

    const [consent] = await one.deps.db.select().from(textConsents).where(eq(textConsents.rsvpId, rsvp.id));
    expect(consent).toMatchObject({ phone: kenyan, channel: "whatsapp", language: "sw" });
    expect(consent?.wording).toMatch(/^Nitumie ujumbe wa uthibitisho.*Jibu STOP/);
    expect(Math.abs((consent?.consentedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    const planned = await messages();
    expect(planned.map((m) => m.kind)).toEqual(["rsvp_confirmed", "rsvp_reminder_day", "rsvp_reminder_2h"]);
    const start = churchDateTime(event.date, "15:00").getTime();
    expect(planned[1]?.sendAt.getTime()).toBe(start - 24 * 3_600_000);
    expect(planned[2]?.sendAt.getTime()).toBe(start - 2 * 3_600_000);

    await runWorkers();
    expect(stub.received.map((m) => m.to)).toEqual([`whatsapp:${kenyan}`]);
    expect(stub.received[0]?.from).toBe(`whatsapp:${STUB_WHATSAPP_FROM}`);
    expect(stub.received[0]?.body).toMatch(
      /^Kanisa la Marafiki Amani: umesajiliwa kwa Kifungua Kinywa cha Maombi, /,
    );
    expect(stub.received[0]?.body).toContain("saa 9:00 alasiri (3:00 PM) hadi saa 11:00 jioni (5:00 PM)");

    await arrive("rsvp_reminder_day");
    await runWorkers();
    await runWorkers();
    await arrive("rsvp_reminder_2h");
    await runWorkers();
    await runWorkers();

    const bodies = stub.received.map((m) => m.body);
    expect(bodies).toHaveLength(3);
    expect(bodies[1]).toMatch(/kikumbusho: Kifungua Kinywa cha Maombi ni kesho/);
    expect(bodies[2]).toMatch(/kikumbusho: Kifungua Kinywa cha Maombi inaanza leo saa 9:00 alasiri/);
    expect(bodies.every((b) => b.endsWith("Jibu STOP kusitisha ujumbe."))).toBe(true);

    const sent = await messages();
    expect(sent.map((m) => [m.status, m.provider, m.attempts])).toEqual([
      ["queued", "twilio", 1],
      ["queued", "twilio", 1],
      ["queued", "twilio", 1],
    ]);
    expect(sent.map((m) => m.providerSid).sort()).toEqual(stub.received.map((m) => m.sid).sort());
  });

  it("follows Twilio's status callbacks to delivered, never backwards, and refuses a bad signature", async () => {
    const event = await createEvent(3);
    await rsvpWithTexts(event.id, { phone: buffalo, channel: "sms" });
    await runWorkers();
    const [sms] = stub.received;
    if (!sms) throw new Error("nothing sent");
    expect(sms).toMatchObject({ to: buffalo, from: STUB_SMS_FROM });
    expect(sms.statusCallback).toBe(`${one.deps.env.PUBLIC_BASE_URL}/api/text-messages/twilio/status`);

    const post = (instance: Bootstrapped, signed: ReturnType<TwilioStub["statusCallback"]>) =>
      instance.app.request("/api/text-messages/twilio/status", { method: "POST", ...signed });
    const forged = stub.statusCallback(sms, "failed");
    forged.headers["x-twilio-signature"] = "AAAAAAAAAAAAAAAAAAAAAAAAAAA=";
    expect((await post(two, forged)).status).toBe(403);
    expect((await post(two, stub.statusCallback(sms, "sent"))).status).toBe(200);
    expect((await post(one, stub.statusCallback(sms, "delivered"))).status).toBe(200);
    // A late "sent" arrives after "delivered": the status stays delivered.
    expect((await post(two, stub.statusCallback(sms, "sent"))).status).toBe(200);

    const list = textMessagesResponseSchema.parse(
      await (await request(two, "GET", "/api/admin/text-messages", undefined, pastor)).json(),
    );
    expect(list.provider).toBe("twilio");
    const confirmation = list.messages.find((m) => m.kind === "rsvp_confirmed");
    expect(confirmation).toMatchObject({
      status: "delivered",
      to: buffalo,
      channel: "sms",
      provider: "twilio",
    });
    expect(list.messages.filter((m) => m.status === "scheduled")).toHaveLength(2);
  });

  it("cancels the pending reminders when the RSVP is cancelled", async () => {
    const event = await createEvent(3);
    const rsvp = await rsvpWithTexts(event.id, { phone: buffalo });
    await runWorkers();
    expect(stub.received).toHaveLength(1);

    const editor = await signIn("content_editor");
    const cancelled = await request(two, "PUT", `/api/rsvps/${rsvp.id}`, { status: "cancelled" }, editor);
    expect(cancelled.status).toBe(200);

    await arrive("rsvp_reminder_day");
    await arrive("rsvp_reminder_2h");
    await runWorkers();
    expect(stub.received).toHaveLength(1);
    const rows = await messages();
    expect(rows.map((m) => [m.kind, m.status])).toEqual([
      ["rsvp_confirmed", "queued"],
      ["rsvp_reminder_day", "cancelled"],
      ["rsvp_reminder_2h", "cancelled"],
    ]);
    expect(rows[1]?.lastError).toBe("Cancelled: the RSVP was cancelled");

    // The visitor answers again with the same number: a new confirmation and new reminders.
    await rsvpWithTexts(event.id, { phone: buffalo });
    await runWorkers();
    expect(stub.received.map((m) => m.body.slice(0, 46))).toEqual([
      "Amani Friends Church: you are registered for P",
      "Amani Friends Church: you are registered for P",
    ]);
    expect((await messages()).filter((m) => m.status === "scheduled").map((m) => m.kind)).toEqual([
      "rsvp_reminder_day",
      "rsvp_reminder_2h",
    ]);
  });

  it("moves the reminders with the event, and cancels them when the event is deleted", async () => {
    const event = await createEvent(3);
    await rsvpWithTexts(event.id, { phone: buffalo });
    await runWorkers();
    const editor = await signIn("content_editor");
    const later = addDays(event.date, 1);
    const moved = await request(
      two,
      "PUT",
      `/api/events/${event.id}`,
      {
        title: event.title,
        description: event.description,
        date: later,
        time: "6:00 PM - 8:00 PM",
        startDateTime: churchDateTime(later, "18:00").toISOString(),
        endDateTime: churchDateTime(later, "20:00").toISOString(),
        location: event.location,
        rsvpRequired: true,
        maxAttendees: 50,
        slug: event.slug,
      },
      editor,
    );
    expect(moved.status).toBe(200);
    const rows = await messages();
    const live = rows.filter((m) => m.status === "scheduled");
    expect(live.map((m) => [m.kind, m.sendAt.toISOString()])).toEqual([
      ["rsvp_reminder_day", churchDateTime(event.date, "18:00").toISOString()],
      ["rsvp_reminder_2h", churchDateTime(later, "16:00").toISOString()],
    ]);
    expect(live[1]?.body).toContain("starts today at 6:00 PM - 8:00 PM");
    expect(rows.filter((m) => m.status === "cancelled").map((m) => m.lastError)).toEqual([
      "Replaced: the event's date or time changed",
      "Replaced: the event's date or time changed",
    ]);

    expect((await request(one, "DELETE", `/api/events/${event.id}`, undefined, editor)).status).toBe(200);
    expect((await messages()).filter((m) => m.status === "scheduled")).toEqual([]);
    await arrive("rsvp_reminder_day");
    await arrive("rsvp_reminder_2h");
    await runWorkers();
    expect(stub.received).toHaveLength(1);
  });

  it("STOP with a bad signature changes nothing; with a good one no message goes to that number again", async () => {
    const event = await createEvent(3);
    await rsvpWithTexts(event.id, { phone: kenyan, channel: "whatsapp" });
    await runWorkers();
    expect(stub.received).toHaveLength(1);
    const inboundUrl = `${one.deps.env.PUBLIC_BASE_URL}/api/text-messages/twilio/inbound`;
    const post = (signed: ReturnType<TwilioStub["inbound"]>) =>
      two.app.request("/api/text-messages/twilio/inbound", { method: "POST", ...signed });

    const forged = await post(
      stub.inbound(inboundUrl, `whatsapp:${kenyan}`, "STOP", "not-the-auth-token-000"),
    );
    expect(forged.status).toBe(403);
    expect(await one.deps.db.select().from(textOptOuts)).toEqual([]);
    expect((await messages()).filter((m) => m.status === "scheduled")).toHaveLength(2);

    const stop = await post(stub.inbound(inboundUrl, `whatsapp:${kenyan}`, " stop "));
    expect(stop.status).toBe(200);
    expect(stop.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await stop.text()).toContain("<Response></Response>");
    expect(await one.deps.db.select({ phone: textOptOuts.phone }).from(textOptOuts)).toEqual([
      { phone: kenyan },
    ]);

    // Neither the waiting reminders nor a new RSVP's texts to that number go out.
    await rsvpWithTexts(event.id, { phone: kenyan, channel: "sms" }, "en", "second@example.org");
    await arrive("rsvp_reminder_day");
    await arrive("rsvp_reminder_2h");
    await runWorkers();
    expect(stub.received).toHaveLength(1);
    const rows = await messages();
    expect(rows.filter((m) => m.status !== "cancelled").map((m) => m.kind)).toEqual(["rsvp_confirmed"]);
    expect(
      rows
        .filter((m) => m.status === "cancelled")
        .every((m) => m.lastError === "Not sent: the number replied STOP"),
    ).toBe(true);

    // START lets later messages through again.
    expect((await post(stub.inbound(inboundUrl, kenyan, "START"))).status).toBe(200);
    await rsvpWithTexts(event.id, { phone: kenyan, channel: "sms" }, "en", "third@example.org");
    await runWorkers();
    expect(stub.received.map((m) => m.to)).toEqual([`whatsapp:${kenyan}`, kenyan]);
  });

  it("retries a failed send with backoff, then shows it failed", async () => {
    stub.refuse(buffalo, { status: 503, code: 20500, message: "Service unavailable" });
    try {
      const event = await createEvent(3);
      await rsvpWithTexts(event.id, { phone: buffalo });
      const calls = stub.calls;
      await runWorkers();
      const confirmation = async () =>
        (await one.deps.db.select().from(textMessages).where(eq(textMessages.kind, "rsvp_confirmed")))[0];
      expect(await confirmation()).toMatchObject({ status: "scheduled", attempts: 1 });
      expect((await confirmation())?.lastError).toMatch(
        /^Twilio answered 503 \(error 20500\): Service unavailable/,
      );
      const [job] = await one.deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, "pending"), sql`${jobs.runAt} > now() + interval '20 seconds'`));
      expect(job).toBeDefined();

      for (let attempt = 2; attempt <= 4; attempt++) {
        await arrive("rsvp_confirmed");
        await runWorkers();
        expect((await confirmation())?.attempts).toBe(attempt);
      }
      expect(await confirmation()).toMatchObject({ status: "failed", attempts: 4 });
      expect(stub.calls - calls).toBe(4);
      await arrive("rsvp_confirmed");
      await runWorkers();
      expect(stub.calls - calls).toBe(4);

      const list = textMessagesResponseSchema.parse(
        await (await request(one, "GET", "/api/admin/text-messages?status=failed", undefined, pastor)).json(),
      );
      expect(list.messages).toHaveLength(1);
      expect(list.messages[0]).toMatchObject({ kind: "rsvp_confirmed", status: "failed", attempts: 4 });
    } finally {
      stub.accept(buffalo);
    }
  });

  it("fails at once, without retrying, when Twilio refuses the number itself", async () => {
    stub.refuse(buffalo, {
      status: 400,
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
    });
    try {
      const event = await createEvent(3);
      await rsvpWithTexts(event.id, { phone: buffalo });
      await runWorkers();
      const [row] = await one.deps.db
        .select()
        .from(textMessages)
        .where(eq(textMessages.kind, "rsvp_confirmed"));
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row?.lastError).toContain("error 21211");
    } finally {
      stub.accept(buffalo);
    }
  });
});
