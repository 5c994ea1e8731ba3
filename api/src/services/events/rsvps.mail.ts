import { localize, type Rsvp } from "@church/contracts";
import type { Env } from "../../env.ts";
import { renderCalendar } from "../calendar/ics.ts";
import { rsvpCancelUrl } from "../mail/links.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { rsvpMail } from "../mail/templates.ts";
import { type EventRow, instantsOn } from "./events.model.ts";

/** The .ics of one occurrence, so the visitor can add the date they answered for to a calendar. */
export function occurrenceIcs(env: Env, row: EventRow, eventDate: string): string {
  const { start, end } = instantsOn(row, eventDate);
  const host = new URL(env.PUBLIC_BASE_URL).hostname;
  return renderCalendar({
    name: row.title,
    events: [
      {
        uid: `${row.id}-${eventDate}@${host}`,
        title: row.title,
        description: row.description,
        location: [row.location, row.locationAddress].filter(Boolean).join(", "),
        url: `${env.PUBLIC_BASE_URL}/events`,
        date: eventDate,
        start,
        end,
        updatedAt: row.updatedAt,
      },
    ],
  });
}

/**
 * The e-mail answering an RSVP (confirmed and promoted ones carry the .ics). `repeated`: the form was
 * sent again with the address of this RSVP, which stays as it was; its owner gets it again, in their
 * own words and language, never the new sender's.
 */
export function rsvpMailFor(
  env: Env,
  row: EventRow,
  rsvp: Pick<Rsvp, "id" | "attendeeName" | "attendeeEmail" | "eventDate">,
  language: "en" | "sw",
  kind: "confirmed" | "waitlisted" | "promoted",
  repeated = false,
): OutgoingMail {
  // The title, time and place as the visitor read them on the site: Swahili where the event has them.
  const shown = localize(row, language);
  const text = rsvpMail(kind, language, {
    repeated,
    name: rsvp.attendeeName,
    title: shown.title,
    date: rsvp.eventDate,
    time: shown.time,
    clockTime: row.time,
    location: shown.location,
    cancelUrl: rsvpCancelUrl(env, rsvp.id),
  });
  return {
    kind: repeated ? "rsvp_repeated" : `rsvp_${kind}`,
    to: rsvp.attendeeEmail,
    subject: text.subject,
    text: text.text,
    attachments:
      kind === "waitlisted"
        ? []
        : [
            {
              filename: "event.ics",
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              content: occurrenceIcs(env, row, rsvp.eventDate),
            },
          ],
  };
}
