CREATE TABLE "offering_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"counted_cash_cents" integer,
	"counted_cheque_cents" integer,
	"opened_by" uuid,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_batches_status_check" CHECK ("offering_batches"."status" in ('open', 'closed')),
	CONSTRAINT "offering_batches_closed_check" CHECK (("offering_batches"."status" = 'closed') = ("offering_batches"."closed_at" is not null)),
	CONSTRAINT "offering_batches_counted_check" CHECK (coalesce("offering_batches"."counted_cash_cents", 0) >= 0 and coalesce("offering_batches"."counted_cheque_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "offering_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"person_id" uuid,
	"amount_cents" integer NOT NULL,
	"fund" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"corrects_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_entries_fund_check" CHECK ("offering_entries"."fund" in ('general', 'tithe', 'building', 'swahili-bibles', 'refugee-support', 'community-outreach', 'youth-ministry', 'missions')),
	CONSTRAINT "offering_entries_method_check" CHECK ("offering_entries"."method" in ('cash', 'cheque', 'mobile_money')),
	CONSTRAINT "offering_entries_amount_check" CHECK ("offering_entries"."amount_cents" > 0 or ("offering_entries"."corrects_entry_id" is not null and "offering_entries"."amount_cents" <> 0)),
	CONSTRAINT "offering_entries_reference_check" CHECK (("offering_entries"."method" = 'cash') = ("offering_entries"."reference" is null))
);
--> statement-breakpoint
ALTER TABLE "offering_batches" ADD CONSTRAINT "offering_batches_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_batches" ADD CONSTRAINT "offering_batches_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_entries" ADD CONSTRAINT "offering_entries_batch_id_offering_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."offering_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_entries" ADD CONSTRAINT "offering_entries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_entries" ADD CONSTRAINT "offering_entries_corrects_entry_id_offering_entries_id_fk" FOREIGN KEY ("corrects_entry_id") REFERENCES "public"."offering_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_entries" ADD CONSTRAINT "offering_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_batches_date_idx" ON "offering_batches" USING btree ("date");--> statement-breakpoint
CREATE INDEX "offering_entries_batch_idx" ON "offering_entries" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "offering_entries_person_idx" ON "offering_entries" USING btree ("person_id");