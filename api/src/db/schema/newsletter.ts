import {
  type Campaign,
  campaignStatuses,
  type NewsletterDraftContent,
  newsletterDraftStates,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  check,
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
import { oneOf, timestamps } from "./columns.ts";
import { languages } from "./events.ts";

/** `pending` until the confirmation link is followed (double opt-in); only `active` ones get campaigns. */
export const subscriberStates = ["pending", "active", "unsubscribed"] as const;

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    language: text("language", { enum: languages }).notNull().default("en"),
    status: text("status", { enum: subscriberStates }).notNull().default("pending"),
    /** SHA-256 of the confirmation token (the token itself is only in the e-mail). */
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_confirm_token_unique").on(t.confirmTokenHash),
    index("newsletter_subscribers_status_idx").on(t.status, t.subscribedAt.desc()),
    check("newsletter_subscribers_status_check", oneOf(t.status, subscriberStates)),
    check("newsletter_subscribers_language_check", oneOf(t.language, languages)),
  ],
);

export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    /** Sanitised HTML of the rich-text editor (older rows: plain text). */
    content: text("content").notNull(),
    /** The Swahili version; Swahili subscribers get the English one without it. */
    translations: jsonb("translations")
      .$type<NonNullable<Campaign["translations"]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    senderName: text("sender_name").notNull(),
    senderEmail: text("sender_email").notNull(),
    status: text("status", { enum: campaignStatuses }).notNull().default("sending"),
    recipients: integer("recipients").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("campaigns_created_idx").on(t.createdAt.desc()),
    check("campaigns_status_check", oneOf(t.status, campaignStatuses)),
    check("campaigns_recipients_check", sql`${t.recipients} >= 0`),
  ],
);

export const deliveryStatuses = ["pending", "sent", "failed"] as const;

/** One row per recipient of a campaign, so a resumed send never mails anyone twice. */
export const campaignDeliveries = pgTable(
  "campaign_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** The version this recipient gets. */
    language: text("language", { enum: languages }).notNull().default("en"),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("campaign_deliveries_campaign_email_unique").on(t.campaignId, sql`lower(${t.email})`),
    index("campaign_deliveries_status_idx").on(t.campaignId, t.status),
    check("campaign_deliveries_status_check", oneOf(t.status, deliveryStatuses)),
    check("campaign_deliveries_language_check", oneOf(t.language, languages)),
  ],
);

/**
 * Letters being written, scheduled or sent (contracts' newsletter-drafts): both languages' words, saved
 * by the composer's autosave. `version` goes up on every save, so two tabs never silently overwrite
 * each other; the scheduler claims a due letter by moving `state` from scheduled to sending.
 */
export const newsletterDrafts = pgTable(
  "newsletter_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull().default(""),
    content: text("content").notNull().default(""),
    /** The Swahili words, written or empty. */
    translations: jsonb("translations")
      .$type<NewsletterDraftContent["translations"]>()
      .notNull()
      .default(sql`'{"sw":{"subject":"","content":""}}'::jsonb`),
    state: text("state", { enum: newsletterDraftStates }).notNull().default("draft"),
    version: integer("version").notNull().default(1),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("newsletter_drafts_state_idx").on(t.state, t.updatedAt.desc()),
    // The scheduler's question every few seconds: which scheduled letters are due.
    index("newsletter_drafts_due_idx").on(t.scheduledAt).where(sql`${t.state} = 'scheduled'`),
    check("newsletter_drafts_state_check", oneOf(t.state, newsletterDraftStates)),
    check(
      "newsletter_drafts_scheduled_check",
      sql`${t.state} <> 'scheduled' or ${t.scheduledAt} is not null`,
    ),
  ],
);
