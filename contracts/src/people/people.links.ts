import { adminRowPath, rowSectionParam } from "../common/staff-links.ts";
import type { TimelineEntryKind } from "./people.schema.ts";

/** What an RSVP's link needs besides its id: the admin portal opens the RSVPs of that event and date. */
export interface RsvpPlace {
  eventId: string;
  eventDate: string;
}

/**
 * The screen that shows a timeline entry's row, opening that row: the admin portal's tab for a public
 * action, this person's own page for their follow-up, visits and notes (decision 033).
 */
export function timelineHref(
  entry: { kind: TimelineEntryKind; refId: string },
  personId: string,
  rsvp?: RsvpPlace,
): string {
  switch (entry.kind) {
    case "rsvp":
      return adminRowPath("events", entry.refId, rsvp ? { event: rsvp.eventId, date: rsvp.eventDate } : {});
    case "meeting_request":
      return adminRowPath("pastor-portal", entry.refId);
    case "sms_consent":
      return adminRowPath("pastor-portal", entry.refId, { [rowSectionParam]: "texts" });
    case "contact_message":
      return adminRowPath("messages", entry.refId);
    case "newsletter":
      return adminRowPath("newsletter", entry.refId);
    case "donation":
      return adminRowPath("donations", entry.refId);
    case "follow_up":
      return `/admin/crm/people/${personId}#follow-up-step-${entry.refId}`;
    case "visit":
      return `/admin/crm/people/${personId}#visit-${entry.refId}`;
    case "pastoral_note":
      return `/admin/crm/people/${personId}#note-${entry.refId}`;
  }
}
