CREATE TABLE "newsletter_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{"sw":{"subject":"","content":""}}'::jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"updated_by" uuid,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_drafts_state_check" CHECK ("newsletter_drafts"."state" in ('draft', 'scheduled', 'sending', 'sent')),
	CONSTRAINT "newsletter_drafts_scheduled_check" CHECK ("newsletter_drafts"."state" <> 'scheduled' or "newsletter_drafts"."scheduled_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "newsletter_drafts" ADD CONSTRAINT "newsletter_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_drafts" ADD CONSTRAINT "newsletter_drafts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_drafts_state_idx" ON "newsletter_drafts" USING btree ("state","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_drafts_due_idx" ON "newsletter_drafts" USING btree ("scheduled_at") WHERE "newsletter_drafts"."state" = 'scheduled';