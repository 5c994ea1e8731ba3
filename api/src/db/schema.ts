/**
 * One schema for PGlite and PostgreSQL, in one file per area. Enumerations are text columns with CHECK
 * constraints (not pg enums), money is integer cents, timestamps are timestamptz, ids are uuids and
 * content translations are jsonb `translations`.
 */
export * from "./schema/analytics.ts";
export * from "./schema/analytics-daily.ts";
export * from "./schema/attendance.ts";
export * from "./schema/auth.ts";
export * from "./schema/bookings.ts";
export * from "./schema/care.ts";
export * from "./schema/care-notes.ts";
export * from "./schema/content.ts";
export * from "./schema/crm.ts";
export * from "./schema/donations.ts";
export * from "./schema/events.ts";
export * from "./schema/mail.ts";
export * from "./schema/media.ts";
export * from "./schema/media-library.ts";
export * from "./schema/messages.ts";
export * from "./schema/newsletter.ts";
export * from "./schema/offerings.ts";
export * from "./schema/people.ts";
export * from "./schema/stream-reminders.ts";
export * from "./schema/system.ts";
export * from "./schema/text-messages.ts";
