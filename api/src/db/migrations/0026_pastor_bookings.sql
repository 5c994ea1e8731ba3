CREATE TABLE "pastor_blocked_days" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pastor_weekly_hours" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"start_time" text,
	"end_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pastor_weekly_hours_weekday_check" CHECK ("pastor_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "pastor_weekly_hours_range_check" CHECK (("pastor_weekly_hours"."start_time" is null and "pastor_weekly_hours"."end_time" is null) or "pastor_weekly_hours"."end_time" > "pastor_weekly_hours"."start_time")
);
--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "held_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "video_link" text;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_requests_held_slot_unique" ON "meeting_requests" USING btree ("held_slot");