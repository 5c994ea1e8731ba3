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

export { eventCategories, eventCategoryLabels, eventLimits, isEventFull } from "./events.constants.ts";

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
  calendarLinkInvalid: "Invalid date/time format. Cannot generate calendar link.",
} as const;
export const eventCategorySchema = z.enum(eventCategories);
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const eventRepeats = ["none", "weekly", "monthly"] as const;
export const eventRepeatSchema = z.enum(eventRepeats);
export type EventRepeat = z.infer<typeof eventRepeatSchema>;

const eventTextFields = {
  title: z.string().trim().max(eventLimits.titleMax),
  description: z.string().trim().max(eventLimits.descriptionMax),
  time: z.string().trim().max(60),
  location: z.string().trim().max(200),
};

/**
 * One event: the dashboard form (date, time text, location, category) and the content-management
 * form (slug, start/end date-time, address, map link, status) of staff-area.md merged into one entity.
 */
export const eventSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  description: z.string(),
  /** Calendar date, YYYY-MM-DD. */
  date: isoDate,
  /** Time as shown, e.g. "3:00 PM - 6:00 PM". */
  time: z.string(),
  startDateTime: isoDateTime.nullable(),
  endDateTime: isoDateTime.nullable(),
  location: z.string(),
  locationAddress: z.string().nullable(),
  mapUrl: z.string().nullable(),
  category: eventCategorySchema,
  tags: tagsSchema,
  imageUrl: z.string().nullable(),
  rsvpRequired: z.boolean(),
  /** Null means unlimited. */
  maxAttendees: z.number().int().min(1).nullable(),
  /** Confirmed RSVPs, kept by the server. */
  currentAttendees: z.number().int().min(0),
  status: publishStatusSchema,
  publishedAt: isoDateTime.nullable(),
  repeat: eventRepeatSchema,
  translations: translationsSchema(eventTextFields).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Event = z.infer<typeof eventSchema>;

/** Create and edit body. The slug is derived from the title when empty. */
export const eventInputSchema = z
  .object({
    title: requiredText(eventLimits.titleMax, "Title is required"),
    description: requiredText(eventLimits.descriptionMax, "Description is required"),
    date: isoDate,
    time: requiredText(60, "Time is required"),
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
    translations: translationsSchema(eventTextFields).optional(),
  })
  .refine((e) => !e.startDateTime || !e.endDateTime || e.endDateTime > e.startDateTime, {
    message: eventMessages.endBeforeStart,
    path: ["endDateTime"],
  });
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
