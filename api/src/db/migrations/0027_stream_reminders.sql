CREATE TABLE "stream_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"channel" text,
	"language" text NOT NULL,
	"consent_wording" text,
	"stream_start" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_reminders_status_check" CHECK ("stream_reminders"."status" in ('scheduled', 'sent', 'cancelled', 'failed')),
	CONSTRAINT "stream_reminders_language_check" CHECK ("stream_reminders"."language" in ('en', 'sw')),
	CONSTRAINT "stream_reminders_contact_check" CHECK (("stream_reminders"."email" is null) <> ("stream_reminders"."phone" is null)),
	CONSTRAINT "stream_reminders_text_check" CHECK ("stream_reminders"."phone" is null or ("stream_reminders"."channel" is not null and "stream_reminders"."consent_wording" is not null))
);
--> statement-breakpoint
ALTER TABLE "live_stream" ADD COLUMN "audio_stream_url" text;--> statement-breakpoint
CREATE INDEX "stream_reminders_remind_at_idx" ON "stream_reminders" USING btree ("remind_at");