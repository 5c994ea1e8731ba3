import { messageChannels } from "@church/contracts";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./columns.ts";
import { languages } from "./events.ts";

export const streamReminderStatuses = ["scheduled", "sent", "cancelled", "failed"] as const;

/**
 * "Notify me" on the live stream page: one reminder before the next scheduled stream, by e-mail or by
 * SMS/WhatsApp (then with the consent wording the visitor ticked, in their language). Not the newsletter:
 * nothing here subscribes anyone to anything else. Sent by the `stream_reminder.send` job at `remind_at`.
 */
export const streamReminders = pgTable(
  "stream_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email"),
    phone: text("phone"),
    channel: text("channel", { enum: messageChannels }),
    language: text("language", { enum: languages }).notNull(),
    /** The words of the ticked box, for a text message; null for e-mail. */
    consentWording: text("consent_wording"),
    streamStart: timestamp("stream_start", { withTimezone: true }).notNull(),
    remindAt: timestamp("remind_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: streamReminderStatuses }).notNull().default("scheduled"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stream_reminders_remind_at_idx").on(t.remindAt),
    check("stream_reminders_status_check", oneOf(t.status, streamReminderStatuses)),
    check("stream_reminders_language_check", oneOf(t.language, languages)),
    check("stream_reminders_contact_check", sql`(${t.email} is null) <> (${t.phone} is null)`),
    check(
      "stream_reminders_text_check",
      sql`${t.phone} is null or (${t.channel} is not null and ${t.consentWording} is not null)`,
    ),
  ],
);
