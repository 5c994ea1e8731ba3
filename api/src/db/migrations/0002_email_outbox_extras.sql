CREATE TABLE "email_outbox_extras" (
	"outbox_id" uuid PRIMARY KEY NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"campaign_delivery_id" uuid
);
--> statement-breakpoint
ALTER TABLE "email_outbox_extras" ADD CONSTRAINT "email_outbox_extras_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox_extras" ADD CONSTRAINT "email_outbox_extras_campaign_delivery_id_campaign_deliveries_id_fk" FOREIGN KEY ("campaign_delivery_id") REFERENCES "public"."campaign_deliveries"("id") ON DELETE set null ON UPDATE no action;