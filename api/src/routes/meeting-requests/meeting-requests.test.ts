import {
  addDays,
  meetingMessages,
  meetingRequestsListResponseSchema,
  meetingRespondResultSchema,
  meetingTimeSlots,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, emailOutboxExtras, meetingRequests } from "../../db/schema.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const request = {
  name: "Jean-Pierre Habimana",
  email: "jp@example.org",
  phone: "716-555-0175",
  meetingType: "spiritual-guidance",
  preferredDate: addDays(today, 2),
  preferredTime: "10:00 AM",
  alternativeDate: addDays(today, 3),
  alternativeTime: "2:00 PM",
  meetingFormat: "in-person",
  urgency: "important",
  purpose: "I would like guidance about joining the church.",
  language: "sw",
};

describe(`meeting requests [${testDriver}]`, () => {
  let pastor: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("meeting_requests", "email_outbox", "rate_limit_buckets"));

  const submit = (body: Record<string, unknown>) => call("POST", "/api/meeting-requests", { body });
  const list = async () =>
    meetingRequestsListResponseSchema.parse(
      (await call("GET", "/api/pastor/meeting-requests", { cookie: pastor })).body,
    );

  it("takes requests from several people on one address, limiting each e-mail and the address", async () => {
    // Each booking takes a slot of its own (a slot is held once: meeting-requests.bookings.test.ts).
    const slot = (i: number) => ({
      preferredDate: addDays(today, 2 + Math.floor(i / 11)),
      preferredTime: meetingTimeSlots[i % 11],
    });
    for (let i = 0; i < 5; i++) expect((await submit({ ...request, ...slot(i) })).status).toBe(201);
    expect((await submit({ ...request, ...slot(5) })).status).toBe(429);
    for (let i = 0; i < 25; i++)
      expect((await submit({ ...request, ...slot(6 + i), email: `family${i}@example.org` })).status).toBe(
        201,
      );
    const flood = await submit({ ...request, ...slot(40), email: "flood@example.org" });
    expect(flood.status).toBe(429);
  });

  it("stores a pending request with every field, e-mails the pastor and a receipt in the visitor's language", async () => {
    const result = await submit(request);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ success: true, message: meetingMessages.submitted });
    const { meetingRequests: rows, pendingCount } = await list();
    expect(pendingCount).toBe(1);
    expect(rows[0]).toMatchObject({
      subject: "Meeting Request: Spiritual Guidance",
      requesterName: request.name,
      requesterEmail: request.email,
      requesterPhone: request.phone,
      requestedDate: request.preferredDate,
      requestedTime: "10:00 AM",
      alternativeDate: request.alternativeDate,
      alternativeTime: "2:00 PM",
      preferredMeetingType: "spiritual-guidance",
      meetingFormat: "in-person",
      urgency: "important",
      message: request.purpose,
      language: "sw",
      status: "pending",
    });
    const { deps } = await getTestApp();
    const mails = await deps.db.select().from(emailOutbox);
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ["meeting_request_pastor", deps.env.PASTOR_EMAIL],
      ["meeting_request_receipt", request.email],
    ]);
    expect(mails.find((m) => m.kind === "meeting_request_receipt")?.textBody).toContain(
      "Mchungaji atakujibu",
    );
  });

  it("refuses dates before tomorrow in Buffalo and other bad input with 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...request, preferredDate: today }, "preferredDate", meetingMessages.dateTooEarly],
      [{ ...request, alternativeDate: addDays(today, -1) }, "alternativeDate", meetingMessages.dateTooEarly],
      [{ ...request, preferredTime: "8:00 AM" }, "preferredTime"],
      [{ ...request, preferredDate: "tomorrow" }, "preferredDate"],
      [{ ...request, name: "" }, "name", meetingMessages.nameRequired],
      [{ ...request, email: "jp@" }, "email"],
      [{ ...request, purpose: "" }, "purpose", meetingMessages.purposeRequired],
      [{ ...request, meetingType: "wedding" }, "meetingType"],
      [{ ...request, urgency: "someday" }, "urgency"],
    ];
    for (const [body, field, text] of cases) {
      const result = await submit(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      const fields = (result.body as { error: { fields: Record<string, string> } }).error.fields;
      expect(fields).toHaveProperty(field);
      if (text) expect(fields[field]).toBe(text);
    }
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(meetingRequests)).toEqual([]);
    expect(await deps.db.select().from(emailOutbox)).toEqual([]);
  });

  it("is for pastor-capable accounts only", async () => {
    expect((await call("GET", "/api/pastor/meeting-requests")).status).toBe(401);
    expect((await call("GET", "/api/pastor/meeting-requests", { cookie: editor })).status).toBe(403);
  });

  it("accepts with an .ics for the requester, once only", async () => {
    await submit(request);
    const id = (await list()).meetingRequests[0]?.id ?? "";
    const accepted = await call("PUT", `/api/pastor/meeting-requests/${id}/respond`, {
      cookie: pastor,
      body: { action: "accept", message: "" },
    });
    expect(accepted.status).toBe(200);
    const result = meetingRespondResultSchema.parse(accepted.body);
    expect(result).toMatchObject({
      message: meetingMessages.responseSent,
      meetingRequest: { status: "accepted" },
    });
    const { deps } = await getTestApp();
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "meeting_accepted"));
    expect(mail?.toAddress).toBe(request.email);
    expect(mail?.textBody).toContain("Mchungaji amekubali mkutano wako");
    const [extras] = await deps.db
      .select()
      .from(emailOutboxExtras)
      .where(eq(emailOutboxExtras.outboxId, mail?.id ?? ""));
    expect(extras?.attachments[0]?.content).toContain(
      `DTSTART;TZID=America/New_York:${request.preferredDate.replace(/-/g, "")}T100000`,
    );
    const again = await call("PUT", `/api/pastor/meeting-requests/${id}/respond`, {
      cookie: pastor,
      body: { action: "decline", message: "Sorry" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: meetingMessages.notPending } });
    expect((await list()).pendingCount).toBe(0);
  });

  it("gives staff the accepted meeting's calendar entry, the same one the requester was sent", async () => {
    await submit(request);
    const id = (await list()).meetingRequests[0]?.id ?? "";
    const path = `/api/pastor/meeting-requests/${id}/meeting.ics`;
    const pending = await call("GET", path, { cookie: pastor });
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({ error: { message: meetingMessages.noCalendarEntry } });
    await call("PUT", `/api/pastor/meeting-requests/${id}/respond`, {
      cookie: pastor,
      body: { action: "accept", message: "" },
    });
    expect((await call("GET", path, { cookie: editor })).status).toBe(403);
    expect(
      (
        await call("GET", "/api/pastor/meeting-requests/00000000-0000-4000-8000-000000000000/meeting.ics", {
          cookie: pastor,
        })
      ).status,
    ).toBe(404);
    const file = await call("GET", path, { cookie: pastor });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = String(file.body);
    // One writer: the time-zone block, Buffalo wall-clock times, one hour.
    expect(text).toContain("BEGIN:VTIMEZONE");
    const day = request.preferredDate.replace(/-/g, "");
    expect(text).toContain(`DTSTART;TZID=America/New_York:${day}T100000`);
    expect(text).toContain(`DTEND;TZID=America/New_York:${day}T110000`);
    expect(text).toContain("SUMMARY:Spiritual Guidance: Jean-Pierre Habimana");
    const { deps } = await getTestApp();
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "meeting_accepted"));
    const [extras] = await deps.db
      .select()
      .from(emailOutboxExtras)
      .where(eq(emailOutboxExtras.outboxId, mail?.id ?? ""));
    const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\S+/, "");
    expect(withoutStamp(text)).toBe(withoutStamp(extras?.attachments[0]?.content ?? ""));
  });

  it("needs a message to decline, and a date, time and message to suggest a new time", async () => {
    await submit(request);
    const id = (await list()).meetingRequests[0]?.id ?? "";
    const respond = (body: Record<string, unknown>) =>
      call("PUT", `/api/pastor/meeting-requests/${id}/respond`, { cookie: pastor, body });
    expect((await respond({ action: "decline" })).body).toMatchObject({
      error: { fields: { message: meetingMessages.messageRequired } },
    });
    expect((await respond({ action: "reschedule", message: "Thursday?" })).body).toMatchObject({
      error: { fields: { suggestedDate: meetingMessages.suggestedRequired } },
    });
    const moved = await respond({
      action: "reschedule",
      message: "Could we meet on Thursday?",
      suggestedDate: addDays(today, 5),
      suggestedTime: "4:00 PM",
    });
    expect(meetingRespondResultSchema.parse(moved.body).meetingRequest).toMatchObject({
      status: "rescheduled",
      pastorResponse: "Could we meet on Thursday?",
      suggestedDate: addDays(today, 5),
      suggestedTime: "4:00 PM",
    });
    const { deps } = await getTestApp();
    const [mail] = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "meeting_rescheduled"));
    expect(mail?.textBody).toContain("Could we meet on Thursday?");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await call("PUT", `/api/pastor/meeting-requests/${missing}/respond`, {
          cookie: pastor,
          body: { action: "accept" },
        })
      ).status,
    ).toBe(404);
  });

  it("sends the new-request notification only to pastor-capable staff", async () => {
    const { deps } = await getTestApp();
    const ok = await call("POST", "/api/pastor/send-notification", {
      cookie: pastor,
      body: { recipientEmail: deps.env.PASTOR_EMAIL, type: "meeting_request", count: 2 },
    });
    expect(ok.status).toBe(200);
    const [mail] = await deps.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ kind: "meeting_request_notification", toAddress: deps.env.PASTOR_EMAIL });
    expect(mail?.subject).toContain("2 meeting requests waiting");
    const stranger = await call("POST", "/api/pastor/send-notification", {
      cookie: pastor,
      body: { recipientEmail: "stranger@example.org", type: "meeting_request", count: 2 },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ error: { fields: { recipientEmail: expect.any(String) } } });
    const wrongType = await call("POST", "/api/pastor/send-notification", {
      cookie: pastor,
      body: { recipientEmail: deps.env.PASTOR_EMAIL, type: "other", count: 2 },
    });
    expect(wrongType.status).toBe(400);
  });
});
