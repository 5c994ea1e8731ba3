CREATE TABLE "pastoral_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid,
	"person_id" uuid,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	"body" text,
	"ciphertext" text,
	"iv" text,
	"auth_tag" text,
	"key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pastoral_notes_subject_check" CHECK (("pastoral_notes"."visit_id" is null) <> ("pastoral_notes"."person_id" is null)),
	CONSTRAINT "pastoral_notes_sealed_check" CHECK (case when "pastoral_notes"."confidential" then "pastoral_notes"."body" is null and "pastoral_notes"."ciphertext" is not null and "pastoral_notes"."iv" is not null and "pastoral_notes"."auth_tag" is not null and "pastoral_notes"."key_id" is not null else "pastoral_notes"."body" is not null and "pastoral_notes"."ciphertext" is null and "pastoral_notes"."iv" is null and "pastoral_notes"."auth_tag" is null and "pastoral_notes"."key_id" is null end)
);
--> statement-breakpoint
CREATE TABLE "pastoral_visit_staff" (
	"visit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "pastoral_visit_staff_visit_id_user_id_pk" PRIMARY KEY("visit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pastoral_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid,
	"household_id" uuid,
	"kind" text NOT NULL,
	"visited_on" date NOT NULL,
	"follow_up_on" date,
	"followed_up_at" timestamp with time zone,
	"followed_up_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pastoral_visits_kind_check" CHECK ("pastoral_visits"."kind" in ('home', 'hospital', 'phone', 'church', 'other')),
	CONSTRAINT "pastoral_visits_subject_check" CHECK (("pastoral_visits"."person_id" is null) <> ("pastoral_visits"."household_id" is null))
);
--> statement-breakpoint
ALTER TABLE "pastoral_notes" ADD CONSTRAINT "pastoral_notes_visit_id_pastoral_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."pastoral_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_notes" ADD CONSTRAINT "pastoral_notes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_notes" ADD CONSTRAINT "pastoral_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_visit_staff" ADD CONSTRAINT "pastoral_visit_staff_visit_id_pastoral_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."pastoral_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_visit_staff" ADD CONSTRAINT "pastoral_visit_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_visits" ADD CONSTRAINT "pastoral_visits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_visits" ADD CONSTRAINT "pastoral_visits_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_visits" ADD CONSTRAINT "pastoral_visits_followed_up_by_users_id_fk" FOREIGN KEY ("followed_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_visits" ADD CONSTRAINT "pastoral_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pastoral_notes_visit_unique" ON "pastoral_notes" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "pastoral_notes_person_idx" ON "pastoral_notes" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pastoral_notes_key_idx" ON "pastoral_notes" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "pastoral_visit_staff_user_idx" ON "pastoral_visit_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pastoral_visits_person_idx" ON "pastoral_visits" USING btree ("person_id","visited_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pastoral_visits_household_idx" ON "pastoral_visits" USING btree ("household_id","visited_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pastoral_visits_open_follow_up_idx" ON "pastoral_visits" USING btree ("follow_up_on") WHERE "pastoral_visits"."follow_up_on" is not null and "pastoral_visits"."followed_up_at" is null;