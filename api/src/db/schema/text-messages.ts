import { messageChannels, textMessageKinds, textMessageStatuses } from "@church/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { oneOf, timestamps } from "./columns.ts";
import { languages, rsvps } from "./events.ts";
import { meetingRequests } from "./messages.ts";

/**
 * A visitor's consent to text messages about one RSVP or meeting request: the number (E.164), the
 * channel, and the wording they agreed to, word for word in their language, with the time. A new
 * consent for the same RSVP or meeting replaces the old one (`replaced_at`). The RSVP or meeting
 * may be deleted later; the consent and its messages stay as the record of what was sent.
 */
export const textConsents = pgTable(
  "text_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phone: text("phone").notNull(),
    channel: text("channel", { enum: messageChannels }).notNull(),
    language: text("language", { enum: languages }).notNull(),
    wording: text("wording").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    rsvpId: uuid("rsvp_id").references(() => rsvps.id, { onDelete: "set null" }),
    meetingRequestId: uuid("meeting_request_id").references(() => meetingRequests.id, {
      onDelete: "set null",
    }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    index("text_consents_rsvp_idx").on(t.rsvpId),
    index("text_consents_meeting_idx").on(t.meetingRequestId),
    check("text_consents_channel_check", oneOf(t.channel, messageChannels)),
    check("text_consents_language_check", oneOf(t.language, languages)),
    check("text_consents_one_subject_check", sql`${t.rsvpId} is null or ${t.meetingRequestId} is null`),
  ],
);

/**
 * Every SMS and WhatsApp message: written when it is decided (a reminder days ahead), sent by a job
 * at `send_at`, and then updated by the provider's status callbacks (`provider_sid`).
 */
export const textMessages = pgTable(
  "text_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consentId: uuid("consent_id")
      .notNull()
      .references(() => textConsents.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: textMessageKinds }).notNull(),
    channel: text("channel", { enum: messageChannels }).notNull(),
    toPhone: text("to_phone").notNull(),
    language: text("language", { enum: languages }).notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: textMessageStatuses }).notNull().default("scheduled"),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    provider: text("provider", { enum: ["twilio", "test"] }),
    providerSid: text("provider_sid"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    // One live message of each kind per consent: a retried request or job never queues a second one.
    uniqueIndex("text_messages_consent_kind_unique")
      .on(t.consentId, t.kind)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex("text_messages_provider_sid_unique").on(t.providerSid),
    index("text_messages_created_idx").on(t.createdAt.desc()),
    index("text_messages_to_status_idx").on(t.toPhone, t.status),
    check("text_messages_kind_check", oneOf(t.kind, textMessageKinds)),
    check("text_messages_channel_check", oneOf(t.channel, messageChannels)),
    check("text_messages_status_check", oneOf(t.status, textMessageStatuses)),
    check("text_messages_language_check", oneOf(t.language, languages)),
    check("text_messages_provider_check", sql`${t.provider} is null or ${t.provider} in ('twilio', 'test')`),
  ],
);

/** Numbers that replied STOP (or another stop word): nothing more is sent to them until START. */
export const textOptOuts = pgTable("text_opt_outs", {
  phone: text("phone").primaryKey(),
  keyword: text("keyword").notNull(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
});
