CREATE TABLE "live_chat_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"message_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_chat_blocks_kind_check" CHECK ("live_chat_blocks"."kind" in ('name', 'address'))
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_repeat_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "repeat_until" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "skip_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox_extras" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "sender_key" text;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_chat_blocks" ADD CONSTRAINT "live_chat_blocks_message_id_live_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."live_chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_blocks" ADD CONSTRAINT "live_chat_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_blocks_value_idx" ON "live_chat_blocks" USING btree ("kind","value");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_repeat_until_check" CHECK ("events"."repeat_until" is null or "events"."repeat_until" >= "events"."date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_repeat_check" CHECK ("events"."repeat" in ('none', 'weekly', 'biweekly', 'monthly', 'monthly-weekday'));--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_language_check" CHECK ("campaign_deliveries"."language" in ('en', 'sw'));