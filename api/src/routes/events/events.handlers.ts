import {
  calendarDate,
  type Event,
  type EventInput,
  type endpoints,
  eventMessages,
  parseTimeRange,
} from "@church/contracts";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, rsvps } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { promoteAfterCapacityChange } from "../rsvps/rsvps.handlers.ts";
import { cancelEventTexts, refreshEventReminders } from "../rsvps/rsvps.texts.ts";
import { churchDateTime, churchTimeZone, shiftChurchDays } from "../shared/church-time.ts";
import { containsText } from "../shared/search-text.ts";
import { chooseSlug } from "../shared/slug.ts";
import { isUniqueViolation } from "../shared/unique.ts";
import { daysBetween, nextOccurrence } from "./event-dates.ts";

type EventRow = typeof events.$inferSelect;

/** Today in Buffalo. */
export const churchToday = (now: Date = new Date()) => calendarDate(now, churchTimeZone);

/**
 * An event as the API shows it. A repeating event is shown at its next occurrence on or after today
 * (date and times moved by whole days, Buffalo wall-clock kept), and `currentAttendees` counts the
 * confirmed RSVPs of that occurrence.
 */
export function toEvent(row: EventRow, today: string, confirmed: ReadonlyMap<string, number>): Event {
  const date = nextOccurrence(row.date, row.repeat, today);
  const shift = daysBetween(row.date, date);
  const at = (instant: Date | null) => (instant ? shiftChurchDays(instant, shift).toISOString() : null);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    date,
    time: row.time,
    startDateTime: at(row.startAt),
    endDateTime: at(row.endAt),
    location: row.location,
    locationAddress: row.locationAddress,
    mapUrl: row.mapUrl,
    category: row.category,
    tags: row.tags,
    imageUrl: row.imageUrl,
    rsvpRequired: row.rsvpRequired,
    maxAttendees: row.maxAttendees,
    currentAttendees: confirmed.get(`${row.id}/${date}`) ?? 0,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    repeat: row.repeat,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Confirmed RSVPs per "eventId/date" for the given events. */
export async function confirmedCounts(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: rsvps.eventId, eventDate: rsvps.eventDate, count: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(and(inArray(rsvps.eventId, eventIds), eq(rsvps.status, "confirmed")))
    .groupBy(rsvps.eventId, rsvps.eventDate);
  return new Map(rows.map((r) => [`${r.eventId}/${r.eventDate}`, Number(r.count)]));
}

/** Rows as events, with the attendees counted; sorted by the shown date and time. */
export async function eventsFromRows(db: Db, rows: EventRow[], today = churchToday()): Promise<Event[]> {
  const counts = await confirmedCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toEvent(row, today, counts));
}

const soonestFirst = (a: Event, b: Event) =>
  a.date.localeCompare(b.date) ||
  (a.startDateTime ?? "").localeCompare(b.startDateTime ?? "") ||
  a.title.localeCompare(b.title);

/**
 * Start and end as instants. Given ones are kept; without them they are read from the date and the
 * time text ("3:00 PM - 6:00 PM") in Buffalo time, so calendar links work for events typed quickly.
 */
function instantsOf(body: EventInput): { startAt: Date | null; endAt: Date | null } {
  if (body.startDateTime || body.endDateTime) {
    return {
      startAt: body.startDateTime ? new Date(body.startDateTime) : null,
      endAt: body.endDateTime ? new Date(body.endDateTime) : null,
    };
  }
  const range = parseTimeRange(body.time);
  if (!range) return { startAt: null, endAt: null };
  const startAt = churchDateTime(body.date, range.start);
  const endAt = range.end ? churchDateTime(body.date, range.end) : null;
  return { startAt, endAt: endAt && endAt > startAt ? endAt : null };
}

const slugColumns = { table: events, id: events.id, slug: events.slug };
const duplicateSlug = "Another event already uses this slug.";

async function fieldsOf(db: Db, body: EventInput, current?: EventRow) {
  const slug = await chooseSlug(db, slugColumns, body, duplicateSlug, "event", current?.id);
  return {
    slug,
    title: body.title,
    description: body.description,
    date: body.date,
    time: body.time,
    ...instantsOf(body),
    location: body.location,
    locationAddress: body.locationAddress,
    mapUrl: body.mapUrl,
    category: body.category,
    tags: body.tags,
    imageUrl: body.imageUrl,
    rsvpRequired: body.rsvpRequired,
    maxAttendees: body.maxAttendees,
    status: body.status,
    publishedAt: body.status === "published" ? (current?.publishedAt ?? new Date()) : null,
    repeat: body.repeat,
    translations: body.translations ?? {},
  };
}

function rethrowSlugConflict(error: unknown): never {
  if (isUniqueViolation(error, "events_slug_unique")) throw conflict(duplicateSlug, { slug: duplicateSlug });
  throw error;
}

/** Whether an edit changes what a reminder says or when it is due. */
const movedOrRenamed = (before: EventRow, after: EventRow): boolean =>
  before.date !== after.date ||
  before.time !== after.time ||
  before.repeat !== after.repeat ||
  before.title !== after.title ||
  before.location !== after.location ||
  before.startAt?.getTime() !== after.startAt?.getTime() ||
  JSON.stringify(before.translations) !== JSON.stringify(after.translations);

export function createEventsHandlers(deps: AppDeps) {
  const { db } = deps;
  const list: Handler<typeof endpoints.events.list> = async ({ query }) => {
    const conditions: Array<SQL | undefined> = [eq(events.status, "published")];
    if (query.category) conditions.push(eq(events.category, query.category));
    if (query.tag) conditions.push(sql`${query.tag} = any(${events.tags})`);
    const today = churchToday();
    // One-off events before today can be skipped in SQL; repeating ones may still have a next date.
    if (query.upcoming) conditions.push(or(sql`${events.date} >= ${today}`, sql`${events.repeat} <> 'none'`));
    const rows = await db
      .select()
      .from(events)
      .where(and(...conditions))
      .orderBy(asc(events.date));
    const shown = (await eventsFromRows(db, rows, today))
      .filter((e) => !query.upcoming || e.date >= today)
      .sort(soonestFirst);
    return { events: query.limit ? shown.slice(0, query.limit) : shown };
  };

  const adminList: Handler<typeof endpoints.events.adminList> = async ({ query }) => {
    const q = query.q ? containsText(query.q) : undefined;
    const rows = await db
      .select()
      .from(events)
      .where(
        and(
          query.status ? eq(events.status, query.status) : undefined,
          q ? or(ilike(events.title, q), ilike(events.description, q), ilike(events.location, q)) : undefined,
        ),
      )
      .orderBy(desc(events.date), desc(events.createdAt));
    return { events: await eventsFromRows(db, rows) };
  };

  const saved = async (row: EventRow | undefined) => {
    if (!row) throw notFound(eventMessages.notFound);
    const [event] = await eventsFromRows(db, [row]);
    if (!event) throw notFound(eventMessages.notFound);
    return { event };
  };

  const create: Handler<typeof endpoints.events.create> = async ({ body, user }) => {
    const fields = await fieldsOf(db, body);
    const [row] = await db
      .insert(events)
      .values({ ...fields, createdBy: user.id })
      .returning()
      .catch(rethrowSlugConflict);
    return saved(row);
  };

  const update: Handler<typeof endpoints.events.update> = async ({ params, body }) => {
    const [current] = await db.select().from(events).where(eq(events.id, params.id));
    if (!current) throw notFound(eventMessages.notFound);
    // Lowering maxAttendees never cancels confirmed RSVPs: the event simply shows as full.
    const fields = await fieldsOf(db, body, current);
    const row = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(events)
        .set(fields)
        .where(eq(events.id, params.id))
        .returning()
        .catch(rethrowSlugConflict);
      // Moved in time or place: the text reminders of its RSVPs follow (rsvps.texts.ts).
      if (changed && movedOrRenamed(current, changed)) await refreshEventReminders(tx, changed);
      return changed;
    });
    // More places (or no limit any more): the waiting list moves up now, in order.
    const grew =
      row &&
      (row.maxAttendees === null ||
        (current.maxAttendees !== null && row.maxAttendees > current.maxAttendees));
    if (grew) await promoteAfterCapacityChange(deps, row.id);
    return saved(row);
  };

  const remove: Handler<typeof endpoints.events.remove> = async ({ params }) => {
    // RSVPs go with the event (foreign key on delete cascade); their waiting texts are cancelled first.
    const deleted = await db.transaction(async (tx) => {
      await cancelEventTexts(tx, params.id);
      return tx.delete(events).where(eq(events.id, params.id)).returning({ id: events.id });
    });
    if (deleted.length === 0) throw notFound(eventMessages.notFound);
    return { success: true as const, message: eventMessages.deleted };
  };

  return { list, adminList, create, update, remove };
}
