import {
  addDays,
  meetingSubmitResponseSchema,
  rsvpCreateResponseSchema,
  textMessagesResponseSchema,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, events, textConsents, textMessages } from "../../db/schema.ts";
import { EnvError, parseEnv } from "../../env.ts";
import { churchDateTime } from "../../lib/church-time.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { churchToday } from "../events/events.model.ts";
import { jobHandlers } from "../jobs/background.ts";
import { drainJobs } from "../jobs/jobs.ts";
import { twilioSignature, validTwilioSignature } from "./twilio-signature.ts";

describe("Twilio's request signature", () => {
  // The example of Twilio's own helper libraries: URL with query, five fields, auth token 12345.
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params = {
    CallSid: "CA1234567890ABCDE",
    Caller: "+14158675309",
    Digits: "1234",
    From: "+14158675309",
    To: "+18005551212",
  };

  it("matches Twilio's documented example", () => {
    expect(twilioSignature("12345", url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(validTwilioSignature("12345", url, params, "RSOYDt4T1cUTdK1PDd93/VVr8B8=")).toBe(true);
  });

  it("refuses a missing signature, another token, another URL or a changed field", () => {
    const good = twilioSignature("12345", url, params);
    expect(validTwilioSignature("12345", url, params, undefined)).toBe(false);
    expect(validTwilioSignature("54321", url, params, good)).toBe(false);
    expect(validTwilioSignature("12345", `${url}&x=1`, params, good)).toBe(false);
    expect(validTwilioSignature("12345", url, { ...params, Digits: "1235" }, good)).toBe(false);
  });
});

describe("Twilio settings", () => {
  const sid = `AC${"ab".repeat(16)}`;
  it("needs the auth token with the account SID, and an SMS sender", () => {
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_SMS_FROM: "+17165550199" })).toThrow(
      /TWILIO_AUTH_TOKEN: required together with TWILIO_ACCOUNT_SID/,
    );
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "x".repeat(32) })).toThrow(
      /TWILIO_SMS_FROM: required/,
    );
    expect(() => parseEnv({ TWILIO_SMS_FROM: "716-555-0199" })).toThrow(EnvError);
    expect(
      parseEnv({
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: "x".repeat(32),
        TWILIO_SMS_FROM: "+17165550199",
      }).TWILIO_ACCOUNT_SID,
    ).toBe(sid);
  });
});

describe(`text messages with the offline test provider (no Twilio settings) [${testDriver}]`, () => {
  beforeEach(() =>
    truncate(
      "events",
      "jobs",
      "text_consents",
      "text_messages",
      "text_opt_outs",
      "rate_limit_buckets",
      "meeting_requests",
      // Every day's slots are free again (another file may have set the pastor's hours).
      "pastor_weekly_hours",
      "pastor_blocked_days",
    ),
  );
  const runJobs = async () => {
    const { deps } = await getTestApp();
    await drainJobs(deps.db, jobHandlers(deps));
  };

  it("keeps each message for staff to read, marked sent by the test provider, and refuses webhooks", async () => {
    const { deps } = await getTestApp();
    const date = addDays(churchToday(), 5);
    const [event] = await deps.db
      .insert(events)
      .values({
        slug: "bible-study-evening",
        title: "Bible Study Evening",
        description: "Reading together.",
        date,
        time: "6:30 PM",
        location: "Room 2",
        rsvpRequired: true,
        status: "published",
      })
      .returning();
    const created = await call("POST", `/api/events/${event?.id}/rsvp`, {
      body: {
        attendeeName: "Joseph Kamau",
        attendeeEmail: "joseph@example.org",
        textReminders: { phone: "(716) 555-0123", channel: "sms", consent: true },
      },
    });
    expect(created.status).toBe(201);
    rsvpCreateResponseSchema.parse(created.body);
    await runJobs();

    const pastor = await signIn("pastor");
    const list = textMessagesResponseSchema.parse(
      (await call("GET", "/api/admin/text-messages", { cookie: pastor })).body,
    );
    expect(list.provider).toBe("test");
    const confirmation = list.messages.find((m) => m.kind === "rsvp_confirmed");
    expect(confirmation).toMatchObject({
      status: "sent",
      provider: "test",
      to: "+17165550123",
      language: "en",
    });
    expect(confirmation?.body).toMatch(
      /^Amani Friends Church: you are registered for Bible Study Evening, .*6:30 PM E[SD]T, Room 2\./,
    );
    // No start time in the event other than its time text: the reminders are read from "6:30 PM".
    const reminder = list.messages.find((m) => m.kind === "rsvp_reminder_2h");
    expect(reminder?.sendAt).toBe(
      new Date(churchDateTime(date, "18:30").getTime() - 2 * 3_600_000).toISOString(),
    );

    const editor = await signIn("content_editor");
    expect((await call("GET", "/api/admin/text-messages", { cookie: editor })).status).toBe(403);
    const webhook = await call("POST", "/api/text-messages/twilio/inbound", {
      body: "From=%2B17165550123&Body=STOP",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "anything" },
    });
    expect(webhook.status).toBe(403);
  });

  it("texts a meeting request's receipt at once, and reminders before the requested time once accepted", async () => {
    const { deps } = await getTestApp();
    const day = addDays(churchToday(), 4);
    // Each request books its own slot (one slot, one request: decision 039).
    const submit = (email: string, preferredTime = "10:00 AM") =>
      call("POST", "/api/meeting-requests", {
        body: {
          name: "Grace Achieng",
          email,
          preferredDate: day,
          preferredTime,
          purpose: "Membership",
          language: "sw",
          textReminders: { phone: "+255 754 123 456", channel: "whatsapp", consent: true },
        },
      });
    const first = meetingSubmitResponseSchema.parse((await submit("grace@example.org")).body);
    const second = meetingSubmitResponseSchema.parse((await submit("grace2@example.org", "11:00 AM")).body);
    await runJobs();
    const ofMeeting = async (id: string) => {
      const [consent] = await deps.db
        .select()
        .from(textConsents)
        .where(eq(textConsents.meetingRequestId, id));
      return deps.db
        .select()
        .from(textMessages)
        .where(eq(textMessages.consentId, consent?.id ?? ""))
        .orderBy(textMessages.sendAt);
    };
    const received = await ofMeeting(first.id);
    expect(received.map((m) => [m.kind, m.status, m.channel])).toEqual([
      ["meeting_received", "sent", "whatsapp"],
    ]);
    expect(received[0]?.body).toMatch(
      /^Kanisa la Marafiki Amani: tumepokea ombi lako la mkutano .* saa 4:00 asubuhi \(10:00 AM\)/,
    );

    const pastor = await signIn("pastor");
    const answer = (id: string, action: string, message = "") =>
      call("PUT", `/api/pastor/meeting-requests/${id}/respond`, {
        cookie: pastor,
        body: { action, message },
      });
    expect((await answer(first.id, "accept")).status).toBe(200);
    expect((await answer(second.id, "decline", "I am away that week.")).status).toBe(200);
    await runJobs();
    const accepted = await ofMeeting(first.id);
    expect(accepted.map((m) => [m.kind, m.status])).toEqual([
      ["meeting_received", "sent"],
      ["meeting_accepted", "sent"],
      ["meeting_reminder_day", "scheduled"],
      ["meeting_reminder_2h", "scheduled"],
    ]);
    const start = churchDateTime(day, "10:00").getTime();
    expect(accepted[2]?.sendAt.getTime()).toBe(start - 24 * 3_600_000);
    expect(accepted[3]?.sendAt.getTime()).toBe(start - 2 * 3_600_000);
    expect(accepted[3]?.body).toMatch(
      /kikumbusho: mkutano wako na Mchungaji Samuel Mwangi ni leo saa 4:00 asubuhi/,
    );
    expect((await ofMeeting(second.id)).map((m) => m.kind)).toEqual(["meeting_received"]);

    // Calling the accepted meeting off cancels its reminders and tells the requester; twice is refused.
    const cancel = (id: string) =>
      call("POST", `/api/pastor/meeting-requests/${id}/cancel`, {
        cookie: pastor,
        body: { message: "I am ill." },
      });
    const cancelled = await cancel(first.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: "Meeting cancelled",
      meetingRequest: { status: "cancelled" },
    });
    expect((await ofMeeting(first.id)).slice(2).map((m) => [m.status, m.lastError])).toEqual([
      ["cancelled", "Cancelled: the meeting was cancelled"],
      ["cancelled", "Cancelled: the meeting was cancelled"],
    ]);
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "meeting_cancelled"));
    expect(mail).toMatchObject({
      toAddress: "grace@example.org",
      subject: "Mkutano wako umeghairiwa - Kanisa la Marafiki Amani",
    });
    expect(mail?.textBody).toContain("I am ill.");
    expect((await cancel(first.id)).status).toBe(409);
    expect((await cancel(second.id)).status).toBe(409);
  });
});
