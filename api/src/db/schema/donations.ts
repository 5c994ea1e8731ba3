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

/** `test` marks gifts of the offline test provider (no money moved). */
export const paymentProviders = ["paypal", "stripe", "test"] as const;
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
    /**
     * The provider's subscription of a recurring gift or tithe: on its first gift (whose provider_id
     * is the subscription id too) and on every renewal recorded from a webhook.
     */
    subscriptionId: text("subscription_id"),
    /** The cached plan the subscription was created on (first gift only). */
    planId: text("plan_id"),
    status: text("status", { enum: donationStatuses }).notNull().default("pending"),
    donatedAt: timestamp("donated_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("donations_provider_id_unique").on(t.provider, t.providerId),
    index("donations_status_donated_idx").on(t.status, t.donatedAt.desc()),
    index("donations_subscription_idx").on(t.provider, t.subscriptionId),
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

/**
 * The provider's billing plans, created once per (amount, frequency, currency) and reused: a recurring
 * gift of $50 monthly subscribes to the same plan as every other. `product_id` is the provider's
 * catalog product all the plans belong to.
 */
export const paymentPlans = pgTable(
  "payment_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    productId: text("product_id").notNull(),
    planId: text("plan_id").notNull(),
    frequency: text("frequency", { enum: donationFrequencies }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_plans_price_unique").on(t.provider, t.frequency, t.amountCents, t.currency),
    uniqueIndex("payment_plans_plan_unique").on(t.provider, t.planId),
    check("payment_plans_amount_check", sql`${t.amountCents} > 0`),
    check("payment_plans_provider_check", oneOf(t.provider, paymentProviders)),
    check("payment_plans_frequency_check", oneOf(t.frequency, donationFrequencies)),
  ],
);
