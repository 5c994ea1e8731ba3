CREATE TABLE "tag_names" (
	"tag" text PRIMARY KEY NOT NULL,
	"name_sw" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_names_tag_lower_check" CHECK ("tag_names"."tag" = lower("tag_names"."tag"))
);
--> statement-breakpoint
ALTER TABLE "tag_names" ADD CONSTRAINT "tag_names_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;