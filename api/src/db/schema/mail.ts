import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { campaignDeliveries } from "./newsletter.ts";
import { emailOutbox } from "./system.ts";

/** A file sent with an e-mail (e.g. the .ics of an RSVP), its content as text or base64 (a PDF). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** "base64" when `content` holds a binary file as base64; absent for text. */
  encoding?: "base64";
}

/**
 * What some outbox e-mails carry beyond subject and body: extra headers (List-Unsubscribe), attachments,
 * the campaign delivery the e-mail is for (so a sent message marks its delivery sent), and the sender's
 * name shown in From.
 */
export const emailOutboxExtras = pgTable("email_outbox_extras", {
  outboxId: uuid("outbox_id")
    .primaryKey()
    .references(() => emailOutbox.id, { onDelete: "cascade" }),
  headers: jsonb("headers").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default(sql`'[]'::jsonb`),
  campaignDeliveryId: uuid("campaign_delivery_id").references(() => campaignDeliveries.id, {
    onDelete: "set null",
  }),
  /** The display name of the From address (a campaign's sender); the address stays MAIL_FROM's. */
  fromName: text("from_name"),
});
