import { sql } from "drizzle-orm";
import { check, date, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/**
 * The pastor's weekly meeting hours (decision 039): once saved, one row for each weekday (0 = Sunday),
 * whole hours, start and end null on a closed day. No rows means the pastor never saved hours and the
 * default (every day, the spec's 11 slots) applies.
 */
export const pastorWeeklyHours = pgTable(
  "pastor_weekly_hours",
  {
    weekday: smallint("weekday").primaryKey(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    ...timestamps,
  },
  (t) => [
    check("pastor_weekly_hours_weekday_check", sql`${t.weekday} between 0 and 6`),
    check(
      "pastor_weekly_hours_range_check",
      sql`(${t.startTime} is null and ${t.endTime} is null) or ${t.endTime} > ${t.startTime}`,
    ),
  ],
);

/** Days the pastor takes no meetings, whatever the weekday. */
export const pastorBlockedDays = pgTable("pastor_blocked_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note").notNull().default(""),
  ...timestamps,
});
