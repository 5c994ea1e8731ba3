CREATE TABLE "text_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"wording" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rsvp_id" uuid,
	"meeting_request_id" uuid,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "text_consents_channel_check" CHECK ("text_consents"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "text_consents_language_check" CHECK ("text_consents"."language" in ('en', 'sw')),
	CONSTRAINT "text_consents_one_subject_check" CHECK ("text_consents"."rsvp_id" is null or "text_consents"."meeting_request_id" is null)
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"to_phone" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_sid" text,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_kind_check" CHECK ("text_messages"."kind" in ('rsvp_confirmed', 'rsvp_waitlisted', 'rsvp_promoted', 'rsvp_reminder_day', 'rsvp_reminder_2h', 'meeting_received', 'meeting_accepted', 'meeting_reminder_day', 'meeting_reminder_2h')),
	CONSTRAINT "text_messages_channel_check" CHECK ("text_messages"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "text_messages_status_check" CHECK ("text_messages"."status" in ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'cancelled')),
	CONSTRAINT "text_messages_language_check" CHECK ("text_messages"."language" in ('en', 'sw')),
	CONSTRAINT "text_messages_provider_check" CHECK ("text_messages"."provider" is null or "text_messages"."provider" in ('twilio', 'test'))
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_requests" DROP CONSTRAINT "meeting_requests_status_check";--> statement-breakpoint
ALTER TABLE "audio_services" ADD COLUMN "low_file_key" text;--> statement-breakpoint
ALTER TABLE "audio_services" ADD COLUMN "low_file_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_meeting_request_id_meeting_requests_id_fk" FOREIGN KEY ("meeting_request_id") REFERENCES "public"."meeting_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_consent_id_text_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."text_consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_consents_rsvp_idx" ON "text_consents" USING btree ("rsvp_id");--> statement-breakpoint
CREATE INDEX "text_consents_meeting_idx" ON "text_consents" USING btree ("meeting_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_consent_kind_unique" ON "text_messages" USING btree ("consent_id","kind") WHERE "text_messages"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_sid_unique" ON "text_messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "text_messages_created_idx" ON "text_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "text_messages_to_status_idx" ON "text_messages" USING btree ("to_phone","status");--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_status_check" CHECK ("meeting_requests"."status" in ('pending', 'accepted', 'declined', 'rescheduled', 'cancelled'));