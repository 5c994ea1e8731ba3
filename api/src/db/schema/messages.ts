import {
  meetingFormats,
  meetingRequestStatuses,
  meetingTypes,
  meetingUrgencies,
  preferredContactMethods,
} from "@church/contracts";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { oneOf, timestamps } from "./columns.ts";
import { languages } from "./events.ts";

/** Messages of the public contact form; read when `read_at` is set. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    preferredContact: text("preferred_contact", { enum: preferredContactMethods }).notNull().default("email"),
    language: text("language", { enum: languages }).notNull().default("en"),
    readAt: timestamp("read_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc()),
    check("contact_messages_preferred_contact_check", oneOf(t.preferredContact, preferredContactMethods)),
    check("contact_messages_language_check", oneOf(t.language, languages)),
  ],
);

export const meetingRequests = pgTable(
  "meeting_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requesterName: text("requester_name").notNull(),
    requesterEmail: text("requester_email").notNull(),
    requesterPhone: text("requester_phone"),
    meetingType: text("meeting_type", { enum: meetingTypes }).notNull().default("general"),
    requestedDate: date("requested_date", { mode: "string" }).notNull(),
    requestedTime: text("requested_time").notNull(),
    alternativeDate: date("alternative_date", { mode: "string" }),
    alternativeTime: text("alternative_time"),
    meetingFormat: text("meeting_format", { enum: meetingFormats }).notNull().default("any"),
    urgency: text("urgency", { enum: meetingUrgencies }).notNull().default("routine"),
    /** The visitor's purpose. */
    message: text("message").notNull(),
    language: text("language", { enum: languages }).notNull().default("en"),
    status: text("status", { enum: meetingRequestStatuses }).notNull().default("pending"),
    pastorResponse: text("pastor_response"),
    suggestedDate: date("suggested_date", { mode: "string" }),
    suggestedTime: text("suggested_time"),
    respondedBy: uuid("responded_by").references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /**
     * The one-hour slot this request holds (decision 039): the booked time while pending, the meeting's
     * time once accepted, the proposed time while the visitor considers it; null once declined or
     * cancelled. Unique, so two visitors (or a visitor and a proposal) never hold the same slot.
     */
    heldSlot: timestamp("held_slot", { withTimezone: true }),
    /** The time the pastor proposed (the instant of suggestedDate and suggestedTime): its link signs it. */
    proposedAt: timestamp("proposed_at", { withTimezone: true }),
    /** A video meeting's room address, made when it is accepted. */
    videoLink: text("video_link"),
    ...timestamps,
  },
  (t) => [
    index("meeting_requests_status_created_idx").on(t.status, t.createdAt.desc()),
    uniqueIndex("meeting_requests_held_slot_unique").on(t.heldSlot),
    check("meeting_requests_type_check", oneOf(t.meetingType, meetingTypes)),
    check("meeting_requests_format_check", oneOf(t.meetingFormat, meetingFormats)),
    check("meeting_requests_urgency_check", oneOf(t.urgency, meetingUrgencies)),
    check("meeting_requests_status_check", oneOf(t.status, meetingRequestStatuses)),
    check("meeting_requests_language_check", oneOf(t.language, languages)),
  ],
);
