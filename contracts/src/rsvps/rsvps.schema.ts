import { z } from "zod";
import { nullableText } from "../common/content.ts";
import {
  emailSchema,
  idSchema,
  isoDate,
  isoDateTime,
  languageSchema,
  requiredText,
} from "../common/primitives.ts";
import { textRemindersField } from "../text-messages/text-messages.schema.ts";
import { rsvpMessages } from "./rsvps.constants.ts";

export const rsvpStatuses = ["confirmed", "cancelled", "waitlisted"] as const;
export const rsvpStatusSchema = z.enum(rsvpStatuses);
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

export const rsvpSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  /** The occurrence: the event's date, or one date of a repeating event. */
  eventDate: isoDate,
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  attendeePhone: z.string().nullable(),
  notes: z.string().nullable(),
  rsvpDate: isoDateTime,
  status: rsvpStatusSchema,
});
export type Rsvp = z.infer<typeof rsvpSchema>;

/** The public RSVP form (public-site.md sections 5 and 7). */
export const rsvpInputSchema = z.object({
  attendeeName: requiredText(100, rsvpMessages.nameRequired),
  attendeeEmail: z.string().trim().min(1, { message: rsvpMessages.emailRequired }).pipe(emailSchema),
  attendeePhone: nullableText(30),
  notes: nullableText(1000),
  /** Which date of a repeating event; the next occurrence when left out. */
  eventDate: isoDate.optional(),
  /** Language of the confirmation e-mail (and of the text messages). */
  language: languageSchema.default("en"),
  /** A confirmation and reminders by SMS or WhatsApp, with the visitor's consent; null for none. */
  textReminders: textRemindersField,
});
export type RsvpFormValues = z.input<typeof rsvpInputSchema>;
export type RsvpInput = z.output<typeof rsvpInputSchema>;

/**
 * The server confirms while seats remain (atomically, so never more than maxAttendees are
 * confirmed) and puts the rest on the waiting list.
 */
export const rsvpCreateResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(["confirmed", "waitlisted"]),
  message: z.string(),
  rsvp: rsvpSchema,
});
export type RsvpCreateResponse = z.infer<typeof rsvpCreateResponseSchema>;

/** The signed token of the cancel link in an RSVP's e-mails. */
export const rsvpCancelQuerySchema = z.object({
  token: z.string().trim().min(10, { message: rsvpMessages.cancelInvalid }).max(200),
});

/** Staff list: one date of the event (the next occurrence by default), or `all` of them. */
export const eventRsvpsQuerySchema = z.object({ date: z.union([isoDate, z.literal("all")]).optional() });

/** One date of an event as the RSVP list's date filter shows it. */
export const rsvpDateSummarySchema = z.object({
  date: isoDate,
  confirmed: z.number().int().min(0),
  waitlisted: z.number().int().min(0),
  cancelled: z.number().int().min(0),
});
export type RsvpDateSummary = z.infer<typeof rsvpDateSummarySchema>;

/** How many coming dates of a repeating event the date filter offers besides those with RSVPs. */
export const rsvpDatesAhead = 8;

export const eventRsvpsResponseSchema = z.object({
  /** The occurrence listed and counted; null when every date is listed. */
  eventDate: isoDate.nullable(),
  rsvps: z.array(rsvpSchema),
  /** Confirmed RSVPs of the date listed (of every date when all are listed). */
  confirmedCount: z.number().int().min(0),
  maxAttendees: z.number().int().nullable(),
  /** Every date that has RSVPs and the next coming dates, in order: the filter's choices. */
  dates: z.array(rsvpDateSummarySchema),
});
export type EventRsvpsResponse = z.infer<typeof eventRsvpsResponseSchema>;

export const rsvpStatusBodySchema = z.object({ status: rsvpStatusSchema });
/** `promoted`: the waiting-list RSVP confirmed because this change freed a place. */
export const rsvpResponseSchema = z.object({ rsvp: rsvpSchema, promoted: rsvpSchema.nullable().optional() });

/** The door list as CSV: one date, or every date (`all`, the default) with a Date column first. */
export const rsvpsCsvQuerySchema = eventRsvpsQuerySchema;

export const rsvpBulkActions = ["confirm", "cancel", "delete"] as const;
export const rsvpBulkBodySchema = z.object({
  ids: z.array(idSchema).min(1, { message: "Choose at least one RSVP" }).max(500),
  action: z.enum(rsvpBulkActions),
});
export type RsvpBulkBody = z.infer<typeof rsvpBulkBodySchema>;
/** All or nothing: when one cannot change (e.g. confirming past the seats), none does (409). */
export const rsvpBulkResponseSchema = z.object({
  success: z.literal(true),
  changed: z.number().int().min(0),
  /** Waiting-list RSVPs confirmed because places were freed. */
  promoted: z.number().int().min(0),
});
