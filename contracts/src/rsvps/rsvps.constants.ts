/**
 * The RSVP texts, without zod: the public site's first load imports them, and zod stays out of it
 * (rsvps.schema.ts re-exports them, so imports from there keep working).
 */
import { churchInfo } from "../common/church-info.ts";

/** Texts of public-site.md section 8 and staff-area.md about RSVPs, kept word for word. */
export const rsvpMessages = {
  confirmed: "RSVP confirmed! We look forward to seeing you at the event.",
  waitlisted: "This event is full, so you are on the waiting list. We will e-mail you if a spot opens up.",
  submitting: "Submitting...",
  eventFull: "Event is full",
  unavailableHtml: `RSVP system is currently unavailable. Please contact the church office directly at ${churchInfo.phone} to register for this event.`,
  unavailable:
    "RSVP feature is temporarily unavailable. Please contact the church office to register for this event.",
  genericError: "Error submitting RSVP. Please try again.",
  alreadyRegistered: "You have already registered for this event with this email address.",
  notRequired: "This event does not take RSVPs.",
  none: "No RSVPs yet",
  updateFailed: "Failed to update RSVP status",
  deleteFailed: "Failed to delete RSVP",
  notFound: "RSVP not found",
  nameRequired: "Full Name is required",
  emailRequired: "Email Address is required",
  notesPlaceholder: "Dietary restrictions, accessibility needs, or other notes",
  dateNotOffered: "This event does not take place on that date.",
  eventPast: "This event has already taken place.",
  rateLimited: "Too many RSVPs from this connection. Please wait a few minutes and try again.",
  cancelInvalid: "This cancellation link is invalid.",
  cancelQuestion: "Cancel your RSVP?",
  cancelButton: "Cancel my RSVP",
  cancelled: "Your RSVP is cancelled. Thank you for letting us know.",
  alreadyCancelled: "This RSVP was already cancelled.",
} as const;
