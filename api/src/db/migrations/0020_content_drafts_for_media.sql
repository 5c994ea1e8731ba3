ALTER TABLE "audio_services" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_services" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audio_services" ADD CONSTRAINT "audio_services_status_check" CHECK ("audio_services"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_status_check" CHECK ("videos"."status" in ('draft', 'published'));--> statement-breakpoint
UPDATE "videos" SET "published_at" = "created_at" WHERE "published_at" IS NULL;--> statement-breakpoint
UPDATE "audio_services" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
