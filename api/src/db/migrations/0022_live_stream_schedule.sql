ALTER TABLE "live_stream" ADD COLUMN "schedule" jsonb DEFAULT '[{"day":0,"start":"15:00","end":"18:00"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_stream" ADD COLUMN "override" text;--> statement-breakpoint
ALTER TABLE "live_stream" ADD COLUMN "override_until" timestamp with time zone;