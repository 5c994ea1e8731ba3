CREATE TABLE "follow_up_digests" (
	"user_id" uuid NOT NULL,
	"week_of" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_digests_user_id_week_of_pk" PRIMARY KEY("user_id","week_of")
);
--> statement-breakpoint
CREATE TABLE "follow_up_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follow_up_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_sw" text NOT NULL,
	"channel" text NOT NULL,
	"due_on" date NOT NULL,
	"assignee_id" uuid,
	"done_at" timestamp with time zone,
	"done_by_id" uuid,
	"note" text,
	"sent_via" text,
	"text_consent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_steps_channel_check" CHECK ("follow_up_steps"."channel" in ('message', 'call', 'visit', 'invitation', 'other')),
	CONSTRAINT "follow_up_steps_sent_via_check" CHECK ("follow_up_steps"."sent_via" is null or "follow_up_steps"."sent_via" in ('email', 'sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"opened_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_person_unique" UNIQUE("person_id")
);
--> statement-breakpoint
ALTER TABLE "person_timeline" DROP CONSTRAINT "person_timeline_kind_check";--> statement-breakpoint
ALTER TABLE "text_messages" DROP CONSTRAINT "text_messages_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_up_digests" ADD CONSTRAINT "follow_up_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_steps" ADD CONSTRAINT "follow_up_steps_follow_up_id_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_steps" ADD CONSTRAINT "follow_up_steps_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_steps" ADD CONSTRAINT "follow_up_steps_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_steps" ADD CONSTRAINT "follow_up_steps_text_consent_id_text_consents_id_fk" FOREIGN KEY ("text_consent_id") REFERENCES "public"."text_consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_steps_follow_up_idx" ON "follow_up_steps" USING btree ("follow_up_id","position");--> statement-breakpoint
CREATE INDEX "follow_up_steps_assignee_due_idx" ON "follow_up_steps" USING btree ("assignee_id","due_on") WHERE "follow_up_steps"."done_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "person_timeline" ADD CONSTRAINT "person_timeline_kind_check" CHECK ("person_timeline"."kind" in ('rsvp', 'meeting_request', 'contact_message', 'newsletter', 'donation', 'sms_consent', 'follow_up'));--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_kind_check" CHECK ("text_messages"."kind" in ('rsvp_confirmed', 'rsvp_waitlisted', 'rsvp_promoted', 'rsvp_reminder_day', 'rsvp_reminder_2h', 'meeting_received', 'meeting_accepted', 'meeting_reminder_day', 'meeting_reminder_2h', 'follow_up_welcome'));