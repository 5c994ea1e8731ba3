import { addDays, eventMessages, eventResponseSchema, eventsListResponseSchema } from "@church/contracts";
import { count, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rsvps } from "../../db/schema.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const event = {
  title: "Community Food Drive",
  description: "Sort and hand out groceries.",
  date: addDays(today, 10),
  time: "10:00 AM - 1:00 PM",
  location: "Church Parking Lot",
  category: "outreach",
  tags: "outreach, volunteer",
  rsvpRequired: true,
  maxAttendees: 50,
};

describe(`events [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("events");
  });

  const create = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/events", { cookie: editor, body });
    expect(result.status).toBe(201);
    return eventResponseSchema.parse(result.body).event;
  };
  const publicList = async (query = "") =>
    eventsListResponseSchema.parse((await call("GET", `/api/events${query}`)).body).events;

  it("needs a session to write; a content editor creates an event with times read from the time text", async () => {
    expect((await call("POST", "/api/events", { body: event })).status).toBe(401);
    const saved = await create({ ...event, date: "2026-12-05" });
    expect(saved).toMatchObject({ slug: "community-food-drive", status: "published", currentAttendees: 0 });
    // 10:00 AM in Buffalo in December is 15:00 UTC.
    expect(saved.startDateTime).toBe("2026-12-05T15:00:00.000Z");
    expect(saved.endDateTime).toBe("2026-12-05T18:00:00.000Z");
  });

  it("lists published events for the public, with upcoming and category filters, soonest first", async () => {
    const later = await create(event);
    const sooner = await create({
      ...event,
      title: "Bible Study",
      category: "bible-study",
      date: addDays(today, 2),
    });
    const past = await create({ ...event, title: "Last Month", date: addDays(today, -30) });
    await create({ ...event, title: "Christmas Carols", status: "draft" });
    expect((await publicList()).map((e) => e.id)).toEqual([past.id, sooner.id, later.id]);
    expect((await publicList("?upcoming=true")).map((e) => e.id)).toEqual([sooner.id, later.id]);
    expect((await publicList("?upcoming=true&category=outreach")).map((e) => e.id)).toEqual([later.id]);
    expect((await publicList("?upcoming=true&limit=1")).map((e) => e.id)).toEqual([sooner.id]);
    expect((await publicList("?tag=volunteer")).length).toBe(3);
    const admin = eventsListResponseSchema.parse(
      (await call("GET", "/api/admin/events", { cookie: editor })).body,
    );
    expect(admin.events).toHaveLength(4);
  });

  it("takes the time once: start and end give the English and Swahili time texts and the moments", async () => {
    const saved = await create({
      ...event,
      date: "2027-01-09",
      time: "",
      startTime: "15:00",
      endTime: "18:00",
      translations: { sw: { title: "Kampeni ya Chakula" } },
    });
    expect(saved).toMatchObject({
      time: "3:00 PM - 6:00 PM",
      startTime: "15:00",
      endTime: "18:00",
      startDateTime: "2027-01-09T20:00:00.000Z",
      endDateTime: "2027-01-09T23:00:00.000Z",
      translations: { sw: { title: "Kampeni ya Chakula", time: "Saa 9:00 alasiri - 12:00 jioni" } },
    });
    const bad = await call("POST", "/api/events", {
      cookie: editor,
      body: { ...event, time: "", startTime: "18:00", endTime: "15:00" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { endTime: eventMessages.endBeforeStart } } });
  });

  it("shows a weekly series at its next date that is not skipped, with each coming date's seats", async () => {
    const start = addDays(today, -14);
    const series = await create({
      ...event,
      title: "Bible Study",
      date: start,
      repeat: "weekly",
      repeatUntil: addDays(today, 28),
      skipDates: [today],
    });
    expect(series).toMatchObject({
      firstDate: start,
      date: addDays(today, 7),
      repeatUntil: addDays(today, 28),
    });
    for (const [eventDate, attendeeEmail] of [
      [addDays(today, 7), "a@example.com"],
      [addDays(today, 14), "b@example.com"],
      [addDays(today, 14), "c@example.com"],
    ] as const) {
      const rsvp = await call("POST", `/api/events/${series.id}/rsvp`, {
        body: { attendeeName: "Guest", attendeeEmail, eventDate },
      });
      expect(rsvp.status).toBe(201);
    }
    const [shown] = await publicList("?upcoming=true");
    expect(shown).toMatchObject({
      date: addDays(today, 7),
      currentAttendees: 1,
      attendeesByDate: { [addDays(today, 7)]: 1, [addDays(today, 14)]: 2 },
    });
    const skipped = await call("POST", `/api/events/${series.id}/rsvp`, {
      body: { attendeeName: "Guest", attendeeEmail: "d@example.com", eventDate: today },
    });
    expect(skipped.status).toBe(400);
    const afterEnd = await call("POST", `/api/events/${series.id}/rsvp`, {
      body: { attendeeName: "Guest", attendeeEmail: "d@example.com", eventDate: addDays(today, 35) },
    });
    expect(afterEnd.status).toBe(400);
    const wrongSkip = await call("PUT", `/api/events/${series.id}`, {
      cookie: editor,
      body: { ...event, date: start, repeat: "weekly", skipDates: [addDays(today, 1)] },
    });
    expect(wrongSkip.status).toBe(400);
    expect(wrongSkip.body).toMatchObject({
      error: { fields: { "skipDates.0": eventMessages.skipNotADate } },
    });
  });

  it("shows a weekly event at its next occurrence, keeping the Buffalo time of day", async () => {
    const start = addDays(today, -15);
    const weekly = await create({
      ...event,
      title: "Men's Breakfast",
      date: start,
      time: "8:00 AM - 9:30 AM",
      repeat: "weekly",
    });
    const [shown] = await publicList("?upcoming=true");
    expect(shown?.id).toBe(weekly.id);
    expect(shown?.date).toBe(addDays(start, 21));
    expect((shown?.date ?? "") >= today).toBe(true);
    const wallClock = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(shown?.startDateTime ?? ""));
    expect(wallClock).toBe("8:00 AM");
  });

  it("counts only confirmed RSVPs of the shown occurrence as attendees", async () => {
    const saved = await create(event);
    const { deps } = await getTestApp();
    const rsvp = (
      email: string,
      status: "confirmed" | "cancelled" | "waitlisted",
      eventDate = event.date,
    ) => ({
      eventId: saved.id,
      eventDate,
      attendeeName: "Guest",
      attendeeEmail: email,
      status,
    });
    await deps.db
      .insert(rsvps)
      .values([
        rsvp("a@example.org", "confirmed"),
        rsvp("b@example.org", "confirmed"),
        rsvp("c@example.org", "cancelled"),
        rsvp("d@example.org", "waitlisted"),
        rsvp("e@example.org", "confirmed", addDays(event.date, 7)),
      ]);
    const [shown] = await publicList();
    expect(shown?.currentAttendees).toBe(2);
    expect((await call("DELETE", `/api/events/${saved.id}`, { cookie: editor })).status).toBe(200);
    const [left] = await deps.db.select({ n: count() }).from(rsvps).where(eq(rsvps.eventId, saved.id));
    expect(left?.n).toBe(0);
  });

  it("answers bad input with 400 naming the field, and unknown ids with 404", async () => {
    const bad = await call("POST", "/api/events", { cookie: editor, body: { ...event, maxAttendees: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { maxAttendees: eventMessages.maxAttendeesMin } } });
    const order = await call("POST", "/api/events", {
      cookie: editor,
      body: { ...event, startDateTime: "2026-12-05T15:00:00Z", endDateTime: "2026-12-05T14:00:00Z" },
    });
    expect(order.body).toMatchObject({ error: { fields: { endDateTime: eventMessages.endBeforeStart } } });
    const missing = "00000000-0000-4000-8000-000000000000";
    const unknown = await call("PUT", `/api/events/${missing}`, { cookie: editor, body: event });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: eventMessages.notFound } });
    expect((await call("DELETE", `/api/events/${missing}`, { cookie: editor })).status).toBe(404);
    expect(await publicList()).toEqual([]);
  });

  // These answered 500: the series check ran on dates that had already failed (issue 26).
  it.each([
    [{ repeat: "weekly", skipDates: ["not-a-date"] }, "skipDates.0"],
    [{ repeat: "weekly", skipDates: ["2026-12-06", "2026-13-45"] }, "skipDates.1"],
    [{ repeat: "monthly", date: "2026-1-1", skipDates: ["2026-02-01"] }, "date"],
    [{ date: "0000-01-01" }, "date"],
    [{ repeat: "weekly", repeatUntil: "0000-01-01" }, "repeatUntil"],
  ])("answers %j with 400 naming %s, writing nothing", async (change, field) => {
    const result = await call("POST", "/api/events", { cookie: editor, body: { ...event, ...change } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: { code: "validation_error", fields: { [field]: expect.any(String) } },
    });
    expect(await publicList()).toEqual([]);
  });

  it("updates an event; unpublishing hides it from the public", async () => {
    const saved = await create(event);
    const result = await call("PUT", `/api/events/${saved.id}`, {
      cookie: editor,
      body: { ...event, maxAttendees: null, status: "draft" },
    });
    expect(eventResponseSchema.parse(result.body).event).toMatchObject({
      maxAttendees: null,
      status: "draft",
    });
    expect(await publicList()).toEqual([]);
  });
});
