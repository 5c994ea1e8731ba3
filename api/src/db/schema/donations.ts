import { donationFrequencies, donationFunds, donationTypes } from "@church/contracts";
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
import { nullOrOneOf, oneOf, timestamps } from "./columns.ts";

export const paymentProviders = ["paypal", "stripe"] as const;
export const donationStatuses = ["pending", "completed", "failed", "refunded"] as const;

/**
 * A gift, recorded once per provider payment (`provider` + `provider_id` is unique, so a repeated
 * capture or webhook answers the same row). Money in integer cents.
 */
export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    type: text("type", { enum: donationTypes }).notNull(),
    frequency: text("frequency", { enum: donationFrequencies }),
    fund: text("fund", { enum: donationFunds }).notNull().default("general"),
    note: text("note"),
    donorName: text("donor_name").notNull(),
    donorEmail: text("donor_email").notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** The provider's order (PayPal) or payment intent (Stripe) id. */
    providerId: text("provider_id").notNull(),
    /** The provider's capture / charge id, once captured. */
    providerCaptureId: text("provider_capture_id"),
    payerId: text("payer_id"),
    status: text("status", { enum: donationStatuses }).notNull().default("pending"),
    donatedAt: timestamp("donated_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("donations_provider_id_unique").on(t.provider, t.providerId),
    index("donations_status_donated_idx").on(t.status, t.donatedAt.desc()),
    check("donations_amount_check", sql`${t.amountCents} > 0`),
    check("donations_currency_check", sql`${t.currency} = 'USD'`),
    check("donations_type_check", oneOf(t.type, donationTypes)),
    check("donations_frequency_check", nullOrOneOf(t.frequency, donationFrequencies)),
    check("donations_fund_check", oneOf(t.fund, donationFunds)),
    check("donations_provider_check", oneOf(t.provider, paymentProviders)),
    check("donations_status_check", oneOf(t.status, donationStatuses)),
  ],
);

/** Verified provider webhook events, once per event id (providers redeliver). */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_webhook_events_event_unique").on(t.provider, t.eventId),
    check("payment_webhook_events_provider_check", oneOf(t.provider, paymentProviders)),
  ],
);
