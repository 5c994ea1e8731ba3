import { type Event, eventCategories, eventRepeats, languageSchema, rsvpStatuses } from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { enumValues, oneOf, tagsColumn, timestamps } from "./columns.ts";
import { publishStatuses } from "./content.ts";

export const languages = enumValues(languageSchema);

/**
 * One event. A repeating event is one row whose `date` is the first occurrence, with its rule (`repeat`,
 * `repeat_until`, `skip_dates`; contracts' events.dates.ts reads it); the public list shows its next
 * occurrence, and RSVPs name the occurrence they are for (`event_date`).
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** As shown, e.g. "3:00 PM - 6:00 PM". */
    time: text("time").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    location: text("location").notNull(),
    locationAddress: text("location_address"),
    mapUrl: text("map_url"),
    category: text("category", { enum: eventCategories }).notNull().default("worship"),
    tags: tagsColumn(),
    imageUrl: text("image_url"),
    rsvpRequired: boolean("rsvp_required").notNull().default(false),
    /** Null means unlimited. */
    maxAttendees: integer("max_attendees"),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    repeat: text("repeat", { enum: eventRepeats }).notNull().default("none"),
    repeatUntil: date("repeat_until", { mode: "string" }),
    skipDates: date("skip_dates", { mode: "string" }).array().notNull().default(sql`'{}'::date[]`),
    translations: jsonb("translations")
      .$type<NonNullable<Event["translations"]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("events_slug_unique").on(t.slug),
    index("events_status_date_idx").on(t.status, t.date),
    check("events_category_check", oneOf(t.category, eventCategories)),
    check("events_status_check", oneOf(t.status, publishStatuses)),
    check("events_repeat_check", oneOf(t.repeat, eventRepeats)),
    check("events_repeat_until_check", sql`${t.repeatUntil} is null or ${t.repeatUntil} >= ${t.date}`),
    check("events_max_attendees_check", sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`),
    check(
      "events_end_after_start_check",
      sql`${t.endAt} is null or ${t.startAt} is null or ${t.endAt} > ${t.startAt}`,
    ),
  ],
);

/**
 * RSVPs. One per e-mail address and occurrence (`event_date`: the event's date, or the chosen date of
 * a repeating event); the confirmed ones are the event's attendees.
 */
export const rsvps = pgTable(
  "rsvps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    attendeeName: text("attendee_name").notNull(),
    attendeeEmail: text("attendee_email").notNull(),
    attendeePhone: text("attendee_phone"),
    notes: text("notes"),
    language: text("language", { enum: languages }).notNull().default("en"),
    status: text("status", { enum: rsvpStatuses }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("rsvps_event_date_email_unique").on(t.eventId, t.eventDate, sql`lower(${t.attendeeEmail})`),
    index("rsvps_event_status_idx").on(t.eventId, t.eventDate, t.status),
    check("rsvps_status_check", oneOf(t.status, rsvpStatuses)),
    check("rsvps_language_check", oneOf(t.language, languages)),
  ],
);
