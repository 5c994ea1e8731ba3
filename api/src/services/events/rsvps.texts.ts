import {
  localize,
  nextOccurrence,
  parseTimeRange,
  type TextMessageKind,
  textMessageNotes,
} from "@church/contracts";
import { and, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rsvps } from "../../db/schema.ts";
import { churchDateTime } from "../../lib/church-time.ts";
import {
  activeConsent,
  cancelReminders,
  cancelTexts,
  type PlannedText,
  queueTexts,
  remindersBefore,
} from "../text-messages/text-schedule.ts";
import type { TextFacts } from "../text-messages/texts.ts";
import { churchToday, type EventRow, instantsOn, ruleOf } from "./events.model.ts";

type RsvpRow = typeof rsvps.$inferSelect;

/** When one date of an event starts: its start time moved to that date, or the time text read on it. */
export function occurrenceStart(event: EventRow, eventDate: string): Date | null {
  // The event on or after the RSVP's date: its own date, or that date of a series (a moved one-off
  // event takes its RSVPs along to its new date).
  const { start: moved } = instantsOn(event, nextOccurrence(ruleOf(event), eventDate));
  if (moved) return moved;
  const start = parseTimeRange(event.time)?.start;
  return start ? churchDateTime(eventDate, start) : null;
}

function factsOf(event: EventRow, eventDate: string, language: "en" | "sw"): TextFacts {
  const shown = localize(event, language);
  return {
    title: shown.title,
    date: eventDate,
    time: shown.time,
    clockTime: event.time,
    location: shown.location,
  };
}

const reminderKinds = { day: "rsvp_reminder_day", twoHours: "rsvp_reminder_2h" } as const;

/**
 * The texts an RSVP's state calls for, if its visitor asked for texts: the answer now (confirmed,
 * waiting list, or promoted) and, once confirmed, the reminders the day before and two hours before.
 */
export async function queueRsvpTexts(
  tx: Db,
  event: EventRow,
  rsvp: RsvpRow,
  kind: Extract<TextMessageKind, "rsvp_confirmed" | "rsvp_waitlisted" | "rsvp_promoted">,
): Promise<void> {
  const consent = await activeConsent(tx, { rsvpId: rsvp.id });
  if (!consent) return;
  const facts = factsOf(event, rsvp.eventDate, consent.language);
  const texts: PlannedText[] = [{ kind, facts }];
  const start = occurrenceStart(event, rsvp.eventDate);
  if (kind !== "rsvp_waitlisted" && start) texts.push(...remindersBefore(start, reminderKinds, facts));
  await queueTexts(tx, consent, texts);
}

/**
 * After staff change an event's date, time or place: the waiting reminders of its coming confirmed
 * RSVPs are replaced by ones at the new time with the new details.
 */
export async function refreshEventReminders(tx: Db, event: EventRow): Promise<void> {
  const coming = await tx
    .select()
    .from(rsvps)
    .where(
      and(eq(rsvps.eventId, event.id), eq(rsvps.status, "confirmed"), gte(rsvps.eventDate, churchToday())),
    );
  for (const rsvp of coming) {
    const consent = await activeConsent(tx, { rsvpId: rsvp.id });
    if (!consent) continue;
    await cancelReminders(tx, { rsvpId: rsvp.id }, textMessageNotes.eventMoved);
    const start = occurrenceStart(event, rsvp.eventDate);
    if (start)
      await queueTexts(
        tx,
        consent,
        remindersBefore(start, reminderKinds, factsOf(event, rsvp.eventDate, consent.language)),
      );
  }
}

/** Before an event is deleted (its RSVPs go with it): nothing more is sent about it. */
export async function cancelEventTexts(tx: Db, eventId: string): Promise<void> {
  const all = await tx.select({ id: rsvps.id }).from(rsvps).where(eq(rsvps.eventId, eventId));
  for (const { id } of all) await cancelTexts(tx, { rsvpId: id }, textMessageNotes.eventDeleted);
}
