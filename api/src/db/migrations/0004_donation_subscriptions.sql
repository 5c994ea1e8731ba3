CREATE TABLE "payment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"product_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"frequency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_amount_check" CHECK ("payment_plans"."amount_cents" > 0),
	CONSTRAINT "payment_plans_provider_check" CHECK ("payment_plans"."provider" in ('paypal', 'stripe', 'test')),
	CONSTRAINT "payment_plans_frequency_check" CHECK ("payment_plans"."frequency" in ('weekly', 'monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_provider_check";--> statement-breakpoint
ALTER TABLE "payment_webhook_events" DROP CONSTRAINT "payment_webhook_events_provider_check";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "plan_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_price_unique" ON "payment_plans" USING btree ("provider","frequency","amount_cents","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_plan_unique" ON "payment_plans" USING btree ("provider","plan_id");--> statement-breakpoint
CREATE INDEX "donations_subscription_idx" ON "donations" USING btree ("provider","subscription_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_provider_check" CHECK ("donations"."provider" in ('paypal', 'stripe', 'test'));--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_provider_check" CHECK ("payment_webhook_events"."provider" in ('paypal', 'stripe', 'test'));--> statement-breakpoint
-- Gifts of the offline test provider were stored as "paypal" with TEST- ids: mark them "test".
UPDATE "donations" SET "provider" = 'test' WHERE "provider" = 'paypal' AND "provider_id" LIKE 'TEST-%';
