import {
  addDays,
  availabilitySchema,
  bookingMessages,
  churchInfo,
  meetingMessages,
  meetingRequestsListResponseSchema,
  meetingSlotsResponseSchema,
  weekdayOf,
} from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, emailOutboxExtras } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const booking = (date: string, time: string, more: Record<string, unknown> = {}) => ({
  name: "Neema Achieng",
  email: "neema@example.org",
  meetingType: "counseling",
  preferredDate: date,
  preferredTime: time,
  meetingFormat: "in-person",
  urgency: "urgent",
  purpose: "A family matter.",
  language: "sw",
  ...more,
});

/** The first date from tomorrow on that falls on a weekday (0 = Sunday). */
const nextWeekday = (weekday: number, after = 1) => {
  let date = addDays(today, after);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
};

describe(`bookings [${testDriver}]`, () => {
  let pastor: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    editor = await signIn("content_editor");
  });
  beforeEach(() =>
    truncate(
      "meeting_requests",
      "email_outbox",
      "rate_limit_buckets",
      "pastor_weekly_hours",
      "pastor_blocked_days",
    ),
  );

  const slots = async () =>
    meetingSlotsResponseSchema.parse((await call("GET", "/api/meeting-requests/slots")).body);
  const submit = (body: Record<string, unknown>) => call("POST", "/api/meeting-requests", { body });
  const list = async () =>
    meetingRequestsListResponseSchema.parse(
      (await call("GET", "/api/pastor/meeting-requests", { cookie: pastor })).body,
    ).meetingRequests;
  const respond = (id: string, body: Record<string, unknown>) =>
    call("PUT", `/api/pastor/meeting-requests/${id}/respond`, { cookie: pastor, body });
  const mailsOf = async (kind: string, to?: string) => {
    const { deps } = await getTestApp();
    return deps.db
      .select()
      .from(emailOutbox)
      .where(
        to ? and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, to)) : eq(emailOutbox.kind, kind),
      );
  };

  it("offers every day's 11 slots until the pastor sets hours, in Buffalo time", async () => {
    const free = await slots();
    expect(free.timeZone).toBe(churchInfo.timeZone);
    expect(free.slotMinutes).toBe(60);
    expect(free.slots).toHaveLength(28 * 11);
    expect(free.slots[0]).toMatchObject({ date: addDays(today, 1), time: "9:00 AM" });
    const availability = availabilitySchema.parse(
      (await call("GET", "/api/pastor/availability", { cookie: pastor })).body,
    );
    expect(availability.customised).toBe(false);
  });

  it("follows the pastor's weekly hours and blocked days, and refuses other times", async () => {
    const firstMonday = nextWeekday(1);
    const saved = await call("PUT", "/api/pastor/availability", {
      cookie: pastor,
      body: {
        weeklyHours: [{ weekday: 1, start: "10:00", end: "12:00" }],
        blockedDays: [{ date: firstMonday, note: "Yearly Meeting" }],
      },
    });
    expect(saved.status).toBe(200);
    expect(availabilitySchema.parse(saved.body)).toMatchObject({ customised: true });
    const free = (await slots()).slots;
    expect(new Set(free.map((s) => weekdayOf(s.date)))).toEqual(new Set([1]));
    expect(new Set(free.map((s) => s.time))).toEqual(new Set(["10:00 AM", "11:00 AM"]));
    expect(free.some((s) => s.date === firstMonday)).toBe(false);

    const tuesday = await submit(booking(nextWeekday(2), "10:00 AM"));
    expect(tuesday.status).toBe(400);
    expect(tuesday.body).toMatchObject({
      error: { fields: { preferredTime: bookingMessages.slotNotOffered } },
    });
    expect((await submit(booking(firstMonday, "10:00 AM"))).status).toBe(400);
    expect((await submit(booking(addDays(firstMonday, 7), "10:00 AM"))).status).toBe(201);
    expect(await list()).toHaveLength(1);
  });

  it("refuses bad hours naming the field, and is the pastor's to set", async () => {
    const bad = await call("PUT", "/api/pastor/availability", {
      cookie: pastor,
      body: { weeklyHours: [{ weekday: 1, start: "12:00", end: "10:00" }], blockedDays: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { fields: { "weeklyHours.0.end": bookingMessages.endAfterStart } },
    });
    const editorTry = await call("PUT", "/api/pastor/availability", {
      cookie: editor,
      body: { weeklyHours: [], blockedDays: [] },
    });
    expect(editorTry.status).toBe(403);
    expect((await slots()).slots).toHaveLength(28 * 11);
  });

  it("gives a slot to one of two visitors booking it at once; declining frees it", async () => {
    const slot = (await slots()).slots[5];
    if (!slot) throw new Error("no slot");
    const [a, b] = await Promise.all([
      submit(booking(slot.date, slot.time, { email: "a@example.org" })),
      submit(booking(slot.date, slot.time, { email: "b@example.org" })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ error: { fields: { preferredTime: bookingMessages.slotTaken } } });
    expect((await slots()).slots.some((s) => s.startsAt === slot.startsAt)).toBe(false);
    const [request] = await list();
    expect(request).toMatchObject({ meetingFormat: "in-person", urgency: "urgent", status: "pending" });
    expect((await respond(request?.id ?? "", { action: "decline", message: "I am away." })).status).toBe(200);
    expect((await slots()).slots.some((s) => s.startsAt === slot.startsAt)).toBe(true);
  });

  it("proposes a new time with a signed link the visitor accepts once, without replying", async () => {
    const [first, , third] = (await slots()).slots;
    if (!first || !third) throw new Error("no slots");
    await submit(booking(first.date, first.time, { meetingFormat: "video" }));
    const [request] = await list();
    const id = request?.id ?? "";
    // A time another booking holds cannot be proposed.
    await submit(booking(third.date, third.time, { email: "other@example.org" }));
    const taken = await respond(id, {
      action: "reschedule",
      message: "Could we meet later?",
      suggestedDate: third.date,
      suggestedTime: third.time,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { fields: { suggestedTime: bookingMessages.proposalTaken } } });
    const halfHour = await respond(id, {
      action: "reschedule",
      message: "Later?",
      suggestedDate: addDays(today, 9),
      suggestedTime: "4:30 PM",
    });
    expect(halfHour.body).toMatchObject({ error: { fields: { suggestedTime: meetingMessages.onTheHour } } });

    const proposed = { suggestedDate: addDays(today, 9), suggestedTime: "4:00 PM" };
    expect(
      (await respond(id, { action: "reschedule", message: "Could we meet later?", ...proposed })).status,
    ).toBe(200);
    // The proposal holds its slot and frees the booked one.
    const free = (await slots()).slots;
    expect(free.some((s) => s.startsAt === first.startsAt)).toBe(true);
    expect(free.some((s) => s.date === proposed.suggestedDate && s.time === "4:00 PM")).toBe(false);

    const [mail] = await mailsOf("meeting_rescheduled");
    const link = mail?.textBody.match(/https?:\/\/\S+\/api\/meeting-requests\/proposal\?token=\S+/)?.[0];
    if (!link) throw new Error(`no accept link in: ${mail?.textBody}`);
    expect(mail?.textBody).toContain("Kukubali muda huu");
    const path = new URL(link).pathname + new URL(link).search;
    const page = await call("GET", path);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Accept the proposed time?");
    expect(page.body).toContain("Kubali muda huu");
    expect((await list()).find((r) => r.id === id)?.status).toBe("rescheduled");

    const done = await call("POST", path);
    expect(done.status).toBe(200);
    expect(done.body).toContain("Meeting confirmed");
    const accepted = (await list()).find((r) => r.id === id);
    expect(accepted).toMatchObject({ status: "accepted", ...proposed });
    expect(accepted?.videoLink).toMatch(/^https:\/\/meet\.jit\.si\/AmaniFriends-[0-9a-f]{20}$/);
    const [confirmation] = await mailsOf("meeting_accepted", "neema@example.org");
    expect(confirmation?.textBody).toContain(accepted?.videoLink ?? "-");
    const { deps } = await getTestApp();
    const [extras] = await deps.db
      .select()
      .from(emailOutboxExtras)
      .where(eq(emailOutboxExtras.outboxId, confirmation?.id ?? ""));
    expect(extras?.attachments[0]?.content).toContain(
      `DTSTART;TZID=${churchInfo.timeZone}:${proposed.suggestedDate.replace(/-/g, "")}T160000`,
    );
    const [toPastor] = await mailsOf("meeting_proposal_accepted", deps.env.PASTOR_EMAIL);
    expect(toPastor?.textBody).toContain(`/admin?tab=pastor-portal&id=${id}`);

    // Again: nothing more happens. A forged or altered link is refused.
    expect((await call("POST", path)).body).toContain("Meeting confirmed");
    expect(await mailsOf("meeting_accepted")).toHaveLength(1);
    const token = new URL(link).searchParams.get("token") ?? "";
    const [tokenId, seconds, signature] = token.split(".");
    const altered = `${tokenId}.${Number(seconds) + 3600}.${signature}`;
    const forged = await (await getTestApp()).app.request(`/api/meeting-requests/proposal?token=${altered}`, {
      method: "POST",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid.");
  });

  it("gives an accepted video meeting a Jitsi room and keeps its slot", async () => {
    const [slot] = (await slots()).slots;
    if (!slot) throw new Error("no slot");
    await submit(booking(slot.date, slot.time, { meetingFormat: "video" }));
    const [request] = await list();
    const accepted = await respond(request?.id ?? "", { action: "accept", message: "" });
    expect(accepted.status).toBe(200);
    const [meeting] = await list();
    expect(meeting?.videoLink).toMatch(/^https:\/\/meet\.jit\.si\/AmaniFriends-[0-9a-f]{20}$/);
    const [mail] = await mailsOf("meeting_accepted");
    expect(mail?.textBody).toContain(`Kiungo cha simu ya video: ${meeting?.videoLink}`);
    expect((await slots()).slots.some((s) => s.startsAt === slot.startsAt)).toBe(false);
  });
});
