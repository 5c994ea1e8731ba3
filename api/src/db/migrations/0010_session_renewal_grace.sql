ALTER TABLE "sessions" ADD COLUMN "successor_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "successor_token" text;