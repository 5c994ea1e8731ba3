import {
  addDays,
  type endpoints,
  eventMessages,
  isOccurrence,
  nextOccurrence,
  occurrencesBetween,
  type Rsvp,
  type RsvpDateSummary,
  rsvpDatesAhead,
  rsvpMessages,
  textMessageNotes,
} from "@church/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, rsvps } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { churchToday, type EventRow, ruleOf } from "../../services/events/events.model.ts";
import { rsvpMailFor } from "../../services/events/rsvps.mail.ts";
import {
  confirmedOn,
  lockEvent,
  promoteWaitlisted,
  type RsvpRow,
  toRsvp,
} from "../../services/events/rsvps.model.ts";
import { queueRsvpTexts } from "../../services/events/rsvps.texts.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { linkPerson } from "../../services/people/link-person.ts";
import { claimOnce, enforceFormLimit, type FormLimit } from "../../services/rate-limit/rate-limit.ts";
import { cancelReminders, cancelTexts, recordConsent } from "../../services/text-messages/text-schedule.ts";

/**
 * 10 RSVPs per 10 minutes per address and e-mail (one person answering for a few dates), and 120 an
 * hour per address: after a service a congregation of a hundred on the church's Wi-Fi can all answer
 * within the hour, while one address filling an event with made-up names stops at 120.
 */
export const rsvpFormLimit: FormLimit = {
  name: "rsvp",
  perPerson: { limit: 10, windowSeconds: 600 },
  perAddress: { limit: 120, windowSeconds: 3600 },
  message: rsvpMessages.rateLimited,
};

const sameEmail = (email: string) => sql`lower(${rsvps.attendeeEmail}) = ${email.toLowerCase()}`;

/**
 * Every date that has RSVPs, the date listed and the event's next coming dates, in order, with counts
 * per status.
 */
export function rsvpDates(
  event: EventRow,
  rows: readonly RsvpRow[],
  today: string,
  listed: string | null,
): RsvpDateSummary[] {
  const coming = occurrencesBetween(ruleOf(event), today, addDays(today, 800), rsvpDatesAhead);
  const dates = [
    ...new Set([...rows.map((r) => r.eventDate), ...coming, ...(listed ? [listed] : [])]),
  ].sort();
  return dates.map((date) => {
    const on = rows.filter((r) => r.eventDate === date);
    const counted = (status: RsvpRow["status"]) => on.filter((r) => r.status === status).length;
    return {
      date,
      confirmed: counted("confirmed"),
      waitlisted: counted("waitlisted"),
      cancelled: counted("cancelled"),
    };
  });
}

export function createRsvpsHandlers(deps: AppDeps) {
  const { db } = deps;

  const create: Handler<typeof endpoints.rsvps.create> = async ({ c, params, body }) => {
    await enforceFormLimit(c, db, rsvpFormLimit, body.attendeeEmail);
    const today = churchToday();
    const answer = await db.transaction(async (tx) => {
      // The lock makes "count the confirmed, then take a place" one step: 200 visitors answering at once
      // are served one after another, so never more than maxAttendees are confirmed.
      const event = await lockEvent(tx, params.id);
      if (event?.status !== "published") throw notFound(eventMessages.notFound);
      if (!event.rsvpRequired) throw conflict(rsvpMessages.notRequired);
      const eventDate = body.eventDate ?? nextOccurrence(ruleOf(event), today);
      if (!isOccurrence(ruleOf(event), eventDate)) {
        throw badRequest(rsvpMessages.dateNotOffered, { eventDate: rsvpMessages.dateNotOffered });
      }
      if (eventDate < today) throw conflict(rsvpMessages.eventPast, { eventDate: rsvpMessages.eventPast });

      const details = {
        attendeeName: body.attendeeName,
        attendeeEmail: body.attendeeEmail,
        attendeePhone: body.attendeePhone,
        notes: body.notes,
        language: body.language,
      };
      const [existing] = await tx
        .select()
        .from(rsvps)
        .where(
          and(eq(rsvps.eventId, event.id), eq(rsvps.eventDate, eventDate), sameEmail(body.attendeeEmail)),
        );
      const confirmed = await confirmedOn(tx, event.id, eventDate);
      // What a new answer gets now; a repeated one is answered the same, so nobody learns from the
      // answer whether an e-mail address has an RSVP.
      const status =
        event.maxAttendees === null || confirmed < event.maxAttendees ? "confirmed" : "waitlisted";
      const answered = (rsvp: Rsvp) =>
        ({
          success: true as const,
          status,
          message: status === "confirmed" ? rsvpMessages.confirmed : rsvpMessages.waitlisted,
          rsvp,
        }) as const;

      if (existing && existing.status !== "cancelled") {
        // The same e-mail again changes nothing without the signed link: knowing someone's e-mail must
        // not let anyone rewrite their RSVP. Its owner is e-mailed their own RSVP and link instead.
        return {
          answer: answered({
            ...toRsvp(existing),
            attendeeName: body.attendeeName,
            attendeeEmail: body.attendeeEmail,
            attendeePhone: body.attendeePhone,
            notes: body.notes,
            rsvpDate: new Date().toISOString(),
            status,
          }),
          remind: { event, row: existing },
        };
      }
      // clock_timestamp(), not now(): the waiting-list order is the order places were asked for
      // under the lock, not when each transaction began.
      const values = { ...details, status, createdAt: sql`clock_timestamp()` } as const;
      const [row] = existing
        ? await tx.update(rsvps).set(values).where(eq(rsvps.id, existing.id)).returning()
        : await tx
            .insert(rsvps)
            .values({ ...values, eventId: event.id, eventDate })
            .returning();
      if (!row) throw notFound(rsvpMessages.notFound);
      await linkPerson(
        tx,
        {
          email: row.attendeeEmail,
          phone: row.attendeePhone,
          name: row.attendeeName,
          language: row.language,
        },
        { kind: "rsvp", refId: row.id, summary: `${event.title}, ${eventDate}` },
      );
      await enqueueMail(tx, deps.env, rsvpMailFor(deps.env, event, toRsvp(row), row.language, status));
      if (body.textReminders) {
        // A cancelled RSVP answered again is a new answer: it gets its own confirmation and reminders.
        const { fresh } = await recordConsent(
          tx,
          { rsvpId: row.id },
          body.textReminders,
          row.language,
          existing?.status === "cancelled",
        );
        if (fresh) await queueRsvpTexts(tx, event, row, `rsvp_${status}`);
      }
      return { answer: answered(toRsvp(row)) };
    });
    const { remind } = answer;
    // At most one such reminder an hour per RSVP, so the form cannot be used to flood its owner's inbox.
    if (remind && (await claimOnce(db, `rsvp-repeat-mail:${remind.row.id}`, 3600))) {
      const { event, row } = remind;
      const kind = row.status === "waitlisted" ? "waitlisted" : "confirmed";
      await enqueueMail(db, deps.env, rsvpMailFor(deps.env, event, toRsvp(row), row.language, kind, true));
    }
    return answer.answer;
  };

  const listForEvent: Handler<typeof endpoints.rsvps.listForEvent> = async ({ params, query }) => {
    const [event] = await db.select().from(events).where(eq(events.id, params.id));
    if (!event) throw notFound(eventMessages.notFound);
    const today = churchToday();
    const eventDate = query.date === "all" ? null : (query.date ?? nextOccurrence(ruleOf(event), today));
    const all = await db
      .select()
      .from(rsvps)
      .where(eq(rsvps.eventId, event.id))
      .orderBy(asc(rsvps.eventDate), asc(rsvps.createdAt), asc(rsvps.id));
    const listed = eventDate === null ? all : all.filter((r) => r.eventDate === eventDate);
    return {
      eventDate,
      rsvps: listed.map(toRsvp),
      confirmedCount: listed.filter((r) => r.status === "confirmed").length,
      maxAttendees: event.maxAttendees,
      dates: rsvpDates(event, all, today, eventDate),
    };
  };

  /** Loads an RSVP and locks its event, inside a transaction. */
  async function lockedRsvp(tx: Db, id: string) {
    const [current] = await tx.select().from(rsvps).where(eq(rsvps.id, id));
    if (!current) throw notFound(rsvpMessages.notFound);
    const event = await lockEvent(tx, current.eventId);
    if (!event) throw notFound(eventMessages.notFound);
    // Read again under the lock: another request may have changed it meanwhile.
    const [fresh] = await tx.select().from(rsvps).where(eq(rsvps.id, id));
    if (!fresh) throw notFound(rsvpMessages.notFound);
    return { current: fresh, event };
  }

  const updateStatus: Handler<typeof endpoints.rsvps.updateStatus> = async ({ params, body }) =>
    db.transaction(async (tx) => {
      const { current, event } = await lockedRsvp(tx, params.id);
      if (body.status === "confirmed" && current.status !== "confirmed" && event.maxAttendees !== null) {
        const confirmed = await confirmedOn(tx, event.id, current.eventDate);
        if (confirmed >= event.maxAttendees) {
          throw conflict(rsvpMessages.eventFull, { status: rsvpMessages.eventFull });
        }
      }
      const [row] = await tx
        .update(rsvps)
        .set({ status: body.status })
        .where(eq(rsvps.id, current.id))
        .returning();
      if (!row) throw notFound(rsvpMessages.notFound);
      if (row.status === "cancelled") {
        await cancelTexts(tx, { rsvpId: row.id }, textMessageNotes.rsvpCancelled);
      } else if (row.status === "waitlisted" && current.status === "confirmed") {
        await cancelReminders(tx, { rsvpId: row.id }, textMessageNotes.rsvpWaitlisted);
      } else if (row.status === "confirmed" && current.status !== "confirmed") {
        await queueRsvpTexts(
          tx,
          event,
          row,
          current.status === "waitlisted" ? "rsvp_promoted" : "rsvp_confirmed",
        );
      }
      const freed = current.status === "confirmed" && row.status !== "confirmed";
      const promoted = freed ? await promoteWaitlisted(deps, tx, event, current.eventDate) : [];
      return { rsvp: toRsvp(row), promoted: promoted[0] ? toRsvp(promoted[0]) : null };
    });

  const remove: Handler<typeof endpoints.rsvps.remove> = async ({ params }) =>
    db.transaction(async (tx) => {
      const { current, event } = await lockedRsvp(tx, params.id);
      await cancelTexts(tx, { rsvpId: current.id }, textMessageNotes.rsvpDeleted);
      await tx.delete(rsvps).where(eq(rsvps.id, current.id));
      if (current.status === "confirmed") await promoteWaitlisted(deps, tx, event, current.eventDate);
      return { success: true as const };
    });

  return { create, listForEvent, updateStatus, remove };
}
