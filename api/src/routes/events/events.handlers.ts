import { type Event, type EventInput, type endpoints, eventMessages } from "@church/contracts";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { churchToday, type EventRow, eventsFromRows, timesOf } from "../../services/events/events.model.ts";
import { promoteAfterCapacityChange } from "../../services/events/rsvps.model.ts";
import { cancelEventTexts, refreshEventReminders } from "../../services/events/rsvps.texts.ts";
import { assertUsableImage } from "../../services/media-library/media-images.ts";
import { changePublishStatus } from "../shared/publish-status.ts";
import { containsText } from "../shared/search-text.ts";
import { chooseSlug } from "../shared/slug.ts";
import { isUniqueViolation } from "../shared/unique.ts";

const soonestFirst = (a: Event, b: Event) =>
  a.date.localeCompare(b.date) ||
  (a.startDateTime ?? "").localeCompare(b.startDateTime ?? "") ||
  a.title.localeCompare(b.title);

const slugColumns = { table: events, id: events.id, slug: events.slug };
const duplicateSlug = "Another event already uses this slug.";

async function fieldsOf(db: Db, body: EventInput, current?: EventRow) {
  await assertUsableImage(db, body.imageUrl);
  const slug = await chooseSlug(db, slugColumns, body, duplicateSlug, "event", current?.id);
  const { swahiliTime, ...times } = timesOf(body);
  const translations = body.translations ?? {};
  return {
    slug,
    title: body.title,
    description: body.description,
    date: body.date,
    ...times,
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
    repeatUntil: body.repeatUntil,
    skipDates: body.skipDates,
    // The Swahili time is written from the start and end too, unless the form gave its own.
    translations:
      swahiliTime && !translations.sw?.time?.trim()
        ? { ...translations, sw: { ...translations.sw, time: swahiliTime } }
        : translations,
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
  before.repeatUntil !== after.repeatUntil ||
  before.skipDates.join() !== after.skipDates.join() ||
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

  const setStatus: Handler<typeof endpoints.events.setStatus> = async ({ params, body }) =>
    saved(await changePublishStatus(db, events, params.id, body.status, eventMessages.notFound));

  return { list, adminList, create, update, remove, setStatus };
}
