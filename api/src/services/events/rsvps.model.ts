import type { Rsvp } from "@church/contracts";
import { and, asc, count, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, rsvps } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { churchToday, type EventRow } from "./events.model.ts";
import { rsvpMailFor } from "./rsvps.mail.ts";
import { queueRsvpTexts } from "./rsvps.texts.ts";

/**
 * The seats of an event's dates, shared by the RSVP routes and the events routes: every write that
 * changes who has a place runs under the event's row lock, and a freed place goes to the waiting list.
 */
export type RsvpRow = typeof rsvps.$inferSelect;

export const toRsvp = (row: RsvpRow): Rsvp => ({
  id: row.id,
  eventId: row.eventId,
  eventDate: row.eventDate,
  attendeeName: row.attendeeName,
  attendeeEmail: row.attendeeEmail,
  attendeePhone: row.attendeePhone,
  notes: row.notes,
  rsvpDate: row.createdAt.toISOString(),
  status: row.status,
});

/** Locks the event row: every place-changing write of an event goes through this lock, one at a time. */
export async function lockEvent(tx: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for("update");
  return row;
}

export async function confirmedOn(tx: Db, eventId: string, eventDate: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.eventDate, eventDate), eq(rsvps.status, "confirmed")));
  return Number(row?.n ?? 0);
}

/**
 * Gives free places of one date to the waiting list, first come first served. Runs under the event's
 * lock, in the transaction that freed the place.
 */
export async function promoteWaitlisted(
  deps: AppDeps,
  tx: Db,
  event: EventRow,
  eventDate: string,
): Promise<RsvpRow[]> {
  const promoted: RsvpRow[] = [];
  let confirmed = await confirmedOn(tx, event.id, eventDate);
  while (event.maxAttendees === null || confirmed < event.maxAttendees) {
    const [next] = await tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.eventDate, eventDate), eq(rsvps.status, "waitlisted")))
      .orderBy(asc(rsvps.createdAt), asc(rsvps.id))
      .limit(1);
    if (!next) break;
    const [row] = await tx
      .update(rsvps)
      .set({ status: "confirmed" })
      .where(eq(rsvps.id, next.id))
      .returning();
    if (!row) break;
    promoted.push(row);
    confirmed += 1;
    await enqueueMail(tx, deps.env, rsvpMailFor(deps.env, event, toRsvp(row), row.language, "promoted"));
    await queueRsvpTexts(tx, event, row, "rsvp_promoted");
  }
  return promoted;
}

/**
 * After an event's capacity changed (more places, or unlimited), gives the new places of every coming
 * date to its waiting list, under the event's lock. Answers the RSVPs confirmed.
 */
export async function promoteAfterCapacityChange(deps: AppDeps, eventId: string): Promise<Rsvp[]> {
  return deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return [];
    const dates = await tx
      .selectDistinct({ eventDate: rsvps.eventDate })
      .from(rsvps)
      .where(
        and(eq(rsvps.eventId, eventId), eq(rsvps.status, "waitlisted"), gte(rsvps.eventDate, churchToday())),
      );
    const promoted: RsvpRow[] = [];
    for (const { eventDate } of dates)
      promoted.push(...(await promoteWaitlisted(deps, tx, event, eventDate)));
    return promoted.map(toRsvp);
  });
}
