/**
 * Texts about text-message reminders, without zod (the forms that show them may load before zod).
 * The consent wording is stored with each consent, word for word, in the visitor's language.
 */
export const textConsentWording = {
  en: "Text me a confirmation now and reminders the day before and 2 hours before, at this number. Message and data rates may apply. Reply STOP at any time to end all messages.",
  sw: "Nitumie ujumbe wa uthibitisho sasa na vikumbusho siku moja kabla na saa 2 kabla, kwa namba hii. Gharama za ujumbe na data zinaweza kutozwa. Jibu STOP wakati wowote kusitisha ujumbe wote.",
} as const;

export const textMessageTexts = {
  consentRequired: "Please tick the box to agree to text messages",
} as const;

/** Why a message was not sent, as the server records it (staff read them; the admin translates them). */
export const textMessageNotes = {
  rsvpCancelled: "Cancelled: the RSVP was cancelled",
  rsvpWaitlisted: "Cancelled: the RSVP went back to the waiting list",
  rsvpDeleted: "Cancelled: the RSVP was deleted",
  meetingCancelled: "Cancelled: the meeting was cancelled",
  meetingDeclined: "Cancelled: the meeting was declined",
  meetingRescheduled: "Cancelled: the pastor suggested another time",
  replaced: "Replaced by a newer number or channel",
  eventMoved: "Replaced: the event's date or time changed",
  eventDeleted: "Cancelled: the event was deleted",
  optedOut: "Not sent: the number replied STOP",
  tooLate: "Not sent: its time had passed (the event or meeting had begun)",
} as const;
