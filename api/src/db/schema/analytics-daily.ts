import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Page views counted per day, path and device class: the Analytics tab sums these few rows instead of
 * every view, so its figures stay fast however many views pile up. Kept in step with `page_views` by
 * statement-level triggers in the database (migration 0003), whoever inserts, deletes or truncates.
 */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    deviceClass: text("device_class").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path, t.deviceClass] }),
    index("page_view_days_path_idx").on(t.path),
    check("page_view_days_views_check", sql`${t.views} >= 0`),
  ],
);
