import {
  type Event,
  type EventInput,
  formatTimeRange,
  nextOccurrence,
  parseTimeRange,
  type RepeatRule,
} from "@church/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type events, rsvps } from "../../db/schema.ts";
import { churchClock, churchDateTime, churchToday, shiftChurchDays } from "../../lib/church-time.ts";

/**
 * What the event routes, RSVPs, the calendar feed, search and e-mails share about an event: its dates,
 * its times, and how a row is shown.
 */
export type EventRow = typeof events.$inferSelect;

/** Today in Buffalo (defined with the church's other time rules; here for the event code's imports). */
export { churchToday };

/** The repeat rule of a row, as contracts' date functions read it. */
export const ruleOf = (row: EventRow): RepeatRule => ({
  firstDate: row.date,
  repeat: row.repeat,
  repeatUntil: row.repeatUntil,
  skipDates: row.skipDates,
});

/** Start and end of the event on one of its dates: the first date's times moved by whole Buffalo days. */
export function instantsOn(row: EventRow, date: string): { start: Date | null; end: Date | null } {
  const days = Math.round(
    (Date.parse(`${date}T12:00:00Z`) - Date.parse(`${row.date}T12:00:00Z`)) / 86_400_000,
  );
  return {
    start: row.startAt ? shiftChurchDays(row.startAt, days) : null,
    end: row.endAt ? shiftChurchDays(row.endAt, days) : null,
  };
}

/** Confirmed RSVPs per event and date. */
export type ConfirmedCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

export async function confirmedCounts(db: Db, eventIds: string[]): Promise<ConfirmedCounts> {
  const counts = new Map<string, Map<string, number>>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({ eventId: rsvps.eventId, eventDate: rsvps.eventDate, count: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(and(inArray(rsvps.eventId, eventIds), eq(rsvps.status, "confirmed")))
    .groupBy(rsvps.eventId, rsvps.eventDate);
  for (const row of rows) {
    const byDate = counts.get(row.eventId) ?? new Map<string, number>();
    byDate.set(row.eventDate, Number(row.count));
    counts.set(row.eventId, byDate);
  }
  return counts;
}

/**
 * An event as the API shows it: at its next date on or after `today` (times moved by whole days,
 * Buffalo wall clock kept), `currentAttendees` counting the confirmed RSVPs of that date and
 * `attendeesByDate` those of every coming date, so later dates of a series show their own seats.
 */
export function toEvent(row: EventRow, today: string, confirmed: ConfirmedCounts = new Map()): Event {
  const date = nextOccurrence(ruleOf(row), today);
  const { start, end } = instantsOn(row, date);
  const byDate = confirmed.get(row.id) ?? new Map<string, number>();
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    date,
    firstDate: row.date,
    time: row.time,
    startDateTime: start?.toISOString() ?? null,
    endDateTime: end?.toISOString() ?? null,
    startTime: row.startAt ? churchClock(row.startAt) : null,
    endTime: row.endAt ? churchClock(row.endAt) : null,
    location: row.location,
    locationAddress: row.locationAddress,
    mapUrl: row.mapUrl,
    category: row.category,
    tags: row.tags,
    imageUrl: row.imageUrl,
    rsvpRequired: row.rsvpRequired,
    maxAttendees: row.maxAttendees,
    currentAttendees: byDate.get(date) ?? 0,
    attendeesByDate: Object.fromEntries([...byDate].filter(([day]) => day >= today).sort()),
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    repeat: row.repeat,
    repeatUntil: row.repeatUntil,
    skipDates: row.skipDates,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows as events, with the attendees counted. */
export async function eventsFromRows(db: Db, rows: EventRow[], today = churchToday()): Promise<Event[]> {
  const counts = await confirmedCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toEvent(row, today, counts));
}

/**
 * When the event happens, as stored: start and end instants, the time text and its Swahili form.
 * The form sends the date with a start and end time (Buffalo wall clock) and both texts are written
 * from them. Older callers send the time text, with or without start and end moments; without moments
 * they are read from the text, so calendar links work for events typed quickly.
 */
export function timesOf(body: EventInput): {
  startAt: Date | null;
  endAt: Date | null;
  time: string;
  swahiliTime: string | null;
} {
  if (body.startTime) {
    const startAt = churchDateTime(body.date, body.startTime);
    const endAt = body.endTime ? churchDateTime(body.date, body.endTime) : null;
    return {
      startAt,
      endAt,
      time: body.time || formatTimeRange(body.startTime, body.endTime, "en"),
      swahiliTime: body.time ? null : formatTimeRange(body.startTime, body.endTime, "sw"),
    };
  }
  if (body.startDateTime || body.endDateTime) {
    return {
      startAt: body.startDateTime ? new Date(body.startDateTime) : null,
      endAt: body.endDateTime ? new Date(body.endDateTime) : null,
      time: body.time,
      swahiliTime: null,
    };
  }
  const range = parseTimeRange(body.time);
  if (!range) return { startAt: null, endAt: null, time: body.time, swahiliTime: null };
  const startAt = churchDateTime(body.date, range.start);
  const endAt = range.end ? churchDateTime(body.date, range.end) : null;
  return { startAt, endAt: endAt && endAt > startAt ? endAt : null, time: body.time, swahiliTime: null };
}
