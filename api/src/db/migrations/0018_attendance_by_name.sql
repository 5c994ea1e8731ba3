CREATE TABLE "attendance" (
	"service_date" date NOT NULL,
	"person_id" uuid NOT NULL,
	"present" boolean DEFAULT true NOT NULL,
	"marked_by" uuid,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"prev_first_seen_on" date,
	"prev_last_seen_on" date,
	CONSTRAINT "attendance_pkey" PRIMARY KEY("service_date","person_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_changes_idx" ON "attendance" USING btree ("service_date","changed_at");--> statement-breakpoint
CREATE INDEX "attendance_person_idx" ON "attendance" USING btree ("person_id","service_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'pastor', 'content_editor', 'usher'));