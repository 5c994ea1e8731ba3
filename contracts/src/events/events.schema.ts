import { z } from "zod";
import {
  nullableText,
  optionalImageUrl,
  optionalSlug,
  optionalWebUrl,
  queryBoolean,
  slugSchema,
  tagsInput,
  tagsSchema,
  translationsSchema,
} from "../common/content.ts";
import { idSchema, isoDate, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";
import { eventCategories, eventLimits } from "./events.constants.ts";

import { eventRepeatLimits, eventRepeats, isOccurrence, isTime24 } from "./events.dates.ts";

/** Texts of both specs about events, kept word for word (the apps translate them). */
export const eventMessages = {
  noEvents: "No events scheduled. Create your first event!",
  eventFull: "Event Full",
  eventIsFull: "Event is full",
  rsvpRequired: "RSVP Required",
  createError: "Error creating event",
  updateError: "Error updating event",
  deleteError: "Error deleting event",
  created: "Event created",
  updated: "Event updated",
  deleted: "Event deleted",
  notFound: "Event not found",
  maxAttendeesMin: "Max attendees must be at least 1 (leave empty for unlimited)",
  endBeforeStart: "The end must be after the start",
  startTimeRequired: "Start time is required",
  timeFormat: "Enter a time as HH:MM",
  repeatUntilBeforeStart: "The repeat must end on or after the first date",
  skipNotADate: "This is not one of the event's dates",
  calendarLinkInvalid: "Invalid date/time format. Cannot generate calendar link.",
} as const;
export const eventCategorySchema = z.enum(eventCategories);
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const eventRepeatSchema = z.enum(eventRepeats);

const eventTextFields = {
  title: z.string().trim().max(eventLimits.titleMax),
  description: z.string().trim().max(eventLimits.descriptionMax),
  time: z.string().trim().max(60),
  location: z.string().trim().max(200),
};
/** The fields a visitor sees in both languages: an item is "Swahili ready" when each has its Swahili text. */
export const eventSwahiliFields = Object.keys(eventTextFields) as (keyof typeof eventTextFields)[];

/**
 * One event: the dashboard form (date, time text, location, category) and the content-management
 * form (slug, start/end date-time, address, map link, status) of staff-area.md merged into one entity.
 */
export const eventSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  description: z.string(),
  /** Calendar date, YYYY-MM-DD: the next date of a repeating event (today or later while it lasts). */
  date: isoDate,
  /** The first date of the series (what the form edits); the same as `date` for a one-off event. */
  firstDate: isoDate,
  /** Time as shown, e.g. "3:00 PM - 6:00 PM". */
  time: z.string(),
  /** Start and end of the date shown. */
  startDateTime: isoDateTime.nullable(),
  endDateTime: isoDateTime.nullable(),
  /** Start and end as Buffalo wall-clock times, "15:00"; null when the event has no clock time. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string(),
  locationAddress: z.string().nullable(),
  mapUrl: z.string().nullable(),
  category: eventCategorySchema,
  tags: tagsSchema,
  imageUrl: z.string().nullable(),
  rsvpRequired: z.boolean(),
  /** Null means unlimited. */
  maxAttendees: z.number().int().min(1).nullable(),
  /** Confirmed RSVPs of the date shown, kept by the server. */
  currentAttendees: z.number().int().min(0),
  /** Confirmed RSVPs of each coming date that has any (YYYY-MM-DD to count), for the later dates of a series. */
  attendeesByDate: z.record(z.string(), z.number().int().min(0)),
  status: publishStatusSchema,
  publishedAt: isoDateTime.nullable(),
  repeat: eventRepeatSchema,
  /** Last date of a repeating event (inclusive); null repeats without end. */
  repeatUntil: isoDate.nullable(),
  /** Dates of the series that do not take place. */
  skipDates: z.array(isoDate),
  translations: translationsSchema(eventTextFields).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Event = z.infer<typeof eventSchema>;

/** "15:00"; empty (from a form) means none. */
const time24 = z
  .union([z.literal(""), z.string().trim().refine(isTime24, { message: eventMessages.timeFormat })])
  .nullish()
  .transform((v) => v || null);

/**
 * Create and edit body. The slug is derived from the title when empty. The form asks for the time once:
 * the date with a start and end time (Buffalo wall clock); the time text and the Swahili one are then
 * written from them. Older callers may still send the time text and start/end moments instead.
 */
export const eventInputSchema = z
  .object({
    title: requiredText(eventLimits.titleMax, "Title is required"),
    description: requiredText(eventLimits.descriptionMax, "Description is required"),
    /** The first date (of a repeating event). */
    date: isoDate,
    startTime: time24,
    endTime: time24,
    time: z.string().trim().max(60).default(""),
    startDateTime: isoDateTime.nullish(),
    endDateTime: isoDateTime.nullish(),
    location: requiredText(200, "Location is required"),
    locationAddress: nullableText(300),
    mapUrl: optionalWebUrl,
    category: eventCategorySchema.default("worship"),
    tags: tagsInput,
    imageUrl: optionalImageUrl,
    rsvpRequired: z.boolean().default(false),
    maxAttendees: z
      .number({ message: eventMessages.maxAttendeesMin })
      .int({ message: eventMessages.maxAttendeesMin })
      .min(1, { message: eventMessages.maxAttendeesMin })
      .max(100_000)
      .nullish()
      .transform((v) => v ?? null),
    status: publishStatusSchema.default("published"),
    slug: optionalSlug,
    repeat: eventRepeatSchema.default("none"),
    repeatUntil: isoDate.nullish().transform((v) => v ?? null),
    skipDates: z.array(isoDate).max(eventRepeatLimits.skipDatesMax).default([]),
    translations: translationsSchema(eventTextFields).optional(),
  })
  .superRefine((e, ctx) => {
    if (!e.time && !e.startTime) {
      ctx.addIssue({ code: "custom", message: eventMessages.startTimeRequired, path: ["startTime"] });
    }
    if (e.startTime && e.endTime && e.endTime <= e.startTime) {
      ctx.addIssue({ code: "custom", message: eventMessages.endBeforeStart, path: ["endTime"] });
    }
    if (e.startDateTime && e.endDateTime && e.endDateTime <= e.startDateTime) {
      ctx.addIssue({ code: "custom", message: eventMessages.endBeforeStart, path: ["endDateTime"] });
    }
    if (e.repeat === "none") return;
    if (e.repeatUntil && e.repeatUntil < e.date) {
      ctx.addIssue({ code: "custom", message: eventMessages.repeatUntilBeforeStart, path: ["repeatUntil"] });
    }
    // Zod runs this check even when a date above failed: the series rule only reads real dates.
    const isDate = (text: string) => isoDate.safeParse(text).success;
    if (!isDate(e.date)) return;
    const rule = { firstDate: e.date, repeat: e.repeat, repeatUntil: null, skipDates: [] };
    e.skipDates.forEach((date, index) => {
      if (isDate(date) && !isOccurrence(rule, date)) {
        ctx.addIssue({ code: "custom", message: eventMessages.skipNotADate, path: ["skipDates", index] });
      }
    });
  })
  // A one-off event has no end of repeat and no skipped dates.
  .transform((e) =>
    e.repeat === "none"
      ? { ...e, repeatUntil: null, skipDates: [] }
      : { ...e, skipDates: [...new Set(e.skipDates)].sort() },
  );
/** What the event form holds (strings for tags, optional defaults). */
export type EventFormValues = z.input<typeof eventInputSchema>;
/** What the API receives after parsing. */
export type EventInput = z.output<typeof eventInputSchema>;

export const eventsQuerySchema = z.object({
  /** Only events from today on (America/New_York), soonest first. */
  upcoming: queryBoolean.optional(),
  category: eventCategorySchema.optional(),
  tag: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const adminEventsQuerySchema = z.object({
  status: publishStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});

export const eventsListResponseSchema = z.object({ events: z.array(eventSchema) });
export const eventResponseSchema = z.object({ event: eventSchema });
