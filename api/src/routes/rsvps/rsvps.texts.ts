import { localize, parseTimeRange, type TextMessageKind } from "@church/contracts";
import type { Db } from "../../db/client.ts";
import type { events, rsvps } from "../../db/schema.ts";
import {
  activeConsent,
  type PlannedText,
  queueTexts,
  remindersBefore,
} from "../../services/text-messages/text-schedule.ts";
import type { TextFacts } from "../../services/text-messages/texts.ts";
import { toEvent } from "../events/events.handlers.ts";
import { churchDateTime } from "../shared/church-time.ts";

type EventRow = typeof events.$inferSelect;
type RsvpRow = typeof rsvps.$inferSelect;

/** When one date of an event starts: its start time moved to that date, or the time text read on it. */
export function occurrenceStart(event: EventRow, eventDate: string): Date | null {
  const occurrence = toEvent(event, eventDate, new Map());
  if (occurrence.startDateTime) return new Date(occurrence.startDateTime);
  const start = parseTimeRange(event.time)?.start;
  return start ? churchDateTime(eventDate, start) : null;
}

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
  const shown = localize(event, consent.language);
  const facts: TextFacts = {
    title: shown.title,
    date: rsvp.eventDate,
    time: shown.time,
    location: shown.location,
  };
  const texts: PlannedText[] = [{ kind, facts }];
  const start = occurrenceStart(event, rsvp.eventDate);
  if (kind !== "rsvp_waitlisted" && start) {
    texts.push(...remindersBefore(start, { day: "rsvp_reminder_day", twoHours: "rsvp_reminder_2h" }, facts));
  }
  await queueTexts(tx, consent, texts);
}
