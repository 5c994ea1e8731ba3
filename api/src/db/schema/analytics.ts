import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./columns.ts";

export const deviceClasses = ["desktop", "mobile", "tablet"] as const;

/**
 * One page view, kept without IP address or full user agent: the calendar day (Buffalo time), the path,
 * the device class and the referring site.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    deviceClass: text("device_class", { enum: deviceClasses }).notNull(),
    /** The referring host, or empty for direct visits. */
    referrer: text("referrer").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("page_views_day_idx").on(t.day),
    index("page_views_path_idx").on(t.path),
    check("page_views_device_class_check", oneOf(t.deviceClass, deviceClasses)),
  ],
);

/** Crash reports from the public fallback error screen. */
export const crashReports = pgTable(
  "crash_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    message: text("message").notNull(),
    stack: text("stack"),
    componentStack: text("component_stack"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("crash_reports_created_idx").on(t.createdAt.desc())],
);
