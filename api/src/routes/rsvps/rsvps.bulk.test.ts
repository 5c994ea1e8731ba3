import {
  addDays,
  eventResponseSchema,
  eventRsvpsResponseSchema,
  rsvpBulkResponseSchema,
  rsvpCreateResponseSchema,
  rsvpMessages,
} from "@church/contracts";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { textConsents, textMessages } from "../../db/schema.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const breakfast = {
  title: "Men's Breakfast",
  description: "Breakfast, Bible study and prayer.",
  date: addDays(today, 3),
  startTime: "08:00",
  endTime: "09:30",
  location: "Fellowship Hall",
  rsvpRequired: true,
  maxAttendees: 2,
  repeat: "weekly",
  skipDates: [addDays(today, 10)],
};

describe(`RSVP lists by date, the door CSV and bulk changes [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() =>
    truncate("events", "rate_limit_buckets", "email_outbox", "text_consents", "text_messages", "jobs"),
  );

  const createEvent = async () => {
    const result = await call("POST", "/api/events", { cookie: editor, body: breakfast });
    expect(result.status).toBe(201);
    return eventResponseSchema.parse(result.body).event;
  };
  const answer = async (eventId: string, name: string, eventDate: string) => {
    const result = await call("POST", `/api/events/${eventId}/rsvp`, {
      body: { attendeeName: name, attendeeEmail: `${name.toLowerCase()}@example.org`, eventDate },
    });
    expect(result.status).toBe(201);
    return rsvpCreateResponseSchema.parse(result.body).rsvp;
  };
  const list = async (eventId: string, query = "") => {
    const result = await call("GET", `/api/events/${eventId}/rsvps${query}`, { cookie: editor });
    expect(result.status).toBe(200);
    return eventRsvpsResponseSchema.parse(result.body);
  };

  it("lists one date or all of them, and offers the dates with RSVPs and the coming ones (not skipped)", async () => {
    const event = await createEvent();
    const first = addDays(today, 3);
    const third = addDays(today, 17);
    await answer(event.id, "Amani", first);
    await answer(event.id, "Baraka", third);
    await answer(event.id, "Chiku", third);

    const next = await list(event.id);
    expect(next.eventDate).toBe(first);
    expect(next.rsvps.map((r) => r.attendeeName)).toEqual(["Amani"]);
    const later = await list(event.id, `?date=${third}`);
    expect(later.rsvps.map((r) => r.attendeeName)).toEqual(["Baraka", "Chiku"]);
    expect(later.confirmedCount).toBe(2);

    const all = await list(event.id, "?date=all");
    expect(all.eventDate).toBeNull();
    expect(all.rsvps.map((r) => [r.eventDate, r.attendeeName])).toEqual([
      [first, "Amani"],
      [third, "Baraka"],
      [third, "Chiku"],
    ]);
    expect(all.dates.slice(0, 3)).toEqual([
      { date: first, confirmed: 1, waitlisted: 0, cancelled: 0 },
      // The skipped date (first + 7) is not offered.
      { date: third, confirmed: 2, waitlisted: 0, cancelled: 0 },
      { date: addDays(today, 24), confirmed: 0, waitlisted: 0, cancelled: 0 },
    ]);
  });

  it("writes the door list as CSV, grouped by date, or of one date", async () => {
    const event = await createEvent();
    await answer(event.id, "Baraka", addDays(today, 17));
    await answer(event.id, "Amani", addDays(today, 3));
    const all = await call("GET", `/api/events/${event.id}/rsvps.csv`, { cookie: editor });
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("content-disposition")).toContain("rsvps-men-s-breakfast-all-dates.csv");
    const rows = parse(String(all.body), { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.Date, r.Name, r.Status])).toEqual([
      [addDays(today, 3), "Amani", "Confirmed"],
      [addDays(today, 17), "Baraka", "Confirmed"],
    ]);
    const one = await call("GET", `/api/events/${event.id}/rsvps.csv?date=${addDays(today, 17)}`, {
      cookie: editor,
    });
    expect((parse(String(one.body), { columns: true }) as unknown[]).length).toBe(1);
    expect((await call("GET", `/api/events/${event.id}/rsvps.csv`)).status).toBe(401);
  });

  it("confirms, cancels and deletes many at once; a confirm past the seats changes nothing", async () => {
    const event = await createEvent();
    const date = addDays(today, 3);
    const a = await answer(event.id, "Amani", date);
    const b = await answer(event.id, "Baraka", date);
    const c = await answer(event.id, "Chiku", date);
    expect(c.status).toBe("waitlisted");

    const bulk = (ids: string[], action: string) =>
      call("POST", "/api/rsvps/bulk", { cookie: editor, body: { ids, action } });
    const full = await bulk([a.id, c.id], "confirm");
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ error: { message: rsvpMessages.eventFull } });
    expect((await list(event.id)).rsvps.map((r) => r.status)).toEqual([
      "confirmed",
      "confirmed",
      "waitlisted",
    ]);

    // Cancelling one confirmed place gives it to the waiting list.
    const cancelled = await bulk([b.id], "cancel");
    expect(rsvpBulkResponseSchema.parse(cancelled.body)).toEqual({ success: true, changed: 1, promoted: 1 });
    expect((await list(event.id)).rsvps.map((r) => [r.attendeeName, r.status])).toEqual([
      ["Amani", "confirmed"],
      ["Baraka", "cancelled"],
      ["Chiku", "confirmed"],
    ]);

    const deleted = await bulk([a.id, b.id], "delete");
    expect(rsvpBulkResponseSchema.parse(deleted.body).changed).toBe(2);
    expect((await list(event.id)).rsvps.map((r) => r.attendeeName)).toEqual(["Chiku"]);

    const unknown = await bulk([c.id, "a7000000-0000-4000-8000-00000000dead"], "cancel");
    expect(unknown.status).toBe(404);
    expect((await list(event.id)).rsvps.map((r) => r.status)).toEqual(["confirmed"]);
    const empty = await call("POST", "/api/rsvps/bulk", {
      cookie: editor,
      body: { ids: [], action: "cancel" },
    });
    expect(empty.status).toBe(400);
  });

  it("stops the text reminders of RSVPs cancelled together, as for one", async () => {
    const event = await createEvent();
    const answered = await call("POST", `/api/events/${event.id}/rsvp`, {
      body: {
        attendeeName: "Amina",
        attendeeEmail: "amina@example.org",
        eventDate: addDays(today, 3),
        textReminders: { consent: true, phone: "+1 716 555 0100", channel: "sms" },
      },
    });
    expect(answered.status).toBe(201);
    const rsvp = rsvpCreateResponseSchema.parse(answered.body).rsvp;
    const { deps } = await getTestApp();
    const textsOf = async () =>
      (
        await deps.db
          .select({ status: textMessages.status })
          .from(textMessages)
          .innerJoin(textConsents, eq(textConsents.id, textMessages.consentId))
          .where(eq(textConsents.rsvpId, rsvp.id))
      ).map((m) => m.status);
    expect((await textsOf()).length).toBeGreaterThan(0);
    expect(await textsOf()).not.toContain("cancelled");
    const cancelled = await call("POST", "/api/rsvps/bulk", {
      cookie: editor,
      body: { ids: [rsvp.id], action: "cancel" },
    });
    expect(cancelled.status).toBe(200);
    expect(new Set(await textsOf())).toEqual(new Set(["cancelled"]));
  });
});
