CREATE TABLE "household_members" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL,
	"role" text NOT NULL,
	"is_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_role_check" CHECK ("household_members"."role" in ('adult', 'child'))
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text,
	"known_as" text,
	"language" text DEFAULT 'en' NOT NULL,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"address" jsonb,
	"birth_month" smallint,
	"birth_day" smallint,
	"birth_year" smallint,
	"gender" text,
	"stage" text DEFAULT 'visitor' NOT NULL,
	"first_seen_on" date,
	"last_seen_on" date,
	"search" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_stage_check" CHECK ("people"."stage" in ('visitor', 'attender', 'member', 'former')),
	CONSTRAINT "people_language_check" CHECK ("people"."language" in ('en', 'sw')),
	CONSTRAINT "people_gender_check" CHECK ("people"."gender" is null or "people"."gender" in ('female', 'male')),
	CONSTRAINT "people_birthday_check" CHECK (("people"."birth_month" is null) = ("people"."birth_day" is null) and ("people"."birth_year" is null or "people"."birth_month" is not null) and ("people"."birth_month" is null or "people"."birth_month" between 1 and 12) and ("people"."birth_day" is null or "people"."birth_day" between 1 and 31))
);
--> statement-breakpoint
CREATE TABLE "person_relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_person_id" uuid NOT NULL,
	"to_person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_relationships_kind_check" CHECK ("person_relationships"."kind" in ('parent', 'sibling', 'spouse', 'other')),
	CONSTRAINT "person_relationships_not_self_check" CHECK ("person_relationships"."from_person_id" <> "person_relationships"."to_person_id")
);
--> statement-breakpoint
CREATE TABLE "person_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "person_timeline_kind_check" CHECK ("person_timeline"."kind" in ('rsvp', 'meeting_request', 'contact_message', 'newsletter', 'donation', 'sms_consent'))
);
--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_relationships" ADD CONSTRAINT "person_relationships_from_person_id_people_id_fk" FOREIGN KEY ("from_person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_relationships" ADD CONSTRAINT "person_relationships_to_person_id_people_id_fk" FOREIGN KEY ("to_person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_timeline" ADD CONSTRAINT "person_timeline_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "people_email_idx" ON "people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "people_phones_idx" ON "people" USING gin ("phones");--> statement-breakpoint
CREATE INDEX "people_name_idx" ON "people" USING btree ("family_name","given_name");--> statement-breakpoint
CREATE UNIQUE INDEX "person_relationships_unique" ON "person_relationships" USING btree ("from_person_id","to_person_id","kind");--> statement-breakpoint
CREATE INDEX "person_relationships_to_idx" ON "person_relationships" USING btree ("to_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_timeline_ref_unique" ON "person_timeline" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "person_timeline_person_idx" ON "person_timeline" USING btree ("person_id","occurred_at" DESC NULLS LAST);