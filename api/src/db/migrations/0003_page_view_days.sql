CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device_class" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_days_day_path_device_class_pk" PRIMARY KEY("day","path","device_class"),
	CONSTRAINT "page_view_days_views_check" CHECK ("page_view_days"."views" >= 0)
);
--> statement-breakpoint
CREATE INDEX "page_view_days_path_idx" ON "page_view_days" USING btree ("path");--> statement-breakpoint
-- Existing views counted once, then triggers keep the daily counts in step with page_views.
INSERT INTO "page_view_days" ("day", "path", "device_class", "views")
SELECT "day", "path", "device_class", count(*)::int FROM "page_views" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "page_view_days_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "page_view_days" d SET "views" = d."views" - o.n
    FROM (SELECT "day", "path", "device_class", count(*)::int AS n FROM old_rows GROUP BY 1, 2, 3) o
    WHERE d."day" = o."day" AND d."path" = o."path" AND d."device_class" = o."device_class";
    DELETE FROM "page_view_days" d USING (SELECT DISTINCT "day", "path", "device_class" FROM old_rows) o
    WHERE d."day" = o."day" AND d."path" = o."path" AND d."device_class" = o."device_class" AND d."views" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "page_view_days" ("day", "path", "device_class", "views")
    SELECT "day", "path", "device_class", count(*)::int FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT ("day", "path", "device_class")
    DO UPDATE SET "views" = "page_view_days"."views" + excluded."views";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "page_views_days_insert" AFTER INSERT ON "page_views"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_days_sync"();
--> statement-breakpoint
CREATE TRIGGER "page_views_days_delete" AFTER DELETE ON "page_views"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_days_sync"();
--> statement-breakpoint
CREATE TRIGGER "page_views_days_update" AFTER UPDATE ON "page_views"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_days_sync"();
--> statement-breakpoint
CREATE FUNCTION "page_view_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "page_view_days";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "page_views_days_truncate" AFTER TRUNCATE ON "page_views"
FOR EACH STATEMENT EXECUTE FUNCTION "page_view_days_clear"();
