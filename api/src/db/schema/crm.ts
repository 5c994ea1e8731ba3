import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { timestamps } from "./columns.ts";

export const churchRecords = pgTable(
  "church_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date", { mode: "string" }).notNull(),
    attendance: integer("attendance").notNull(),
    tithesCents: integer("tithes_cents").notNull(),
    offeringsCents: integer("offerings_cents").notNull(),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("church_records_date_idx").on(t.date),
    check("church_records_attendance_check", sql`${t.attendance} >= 0`),
    check("church_records_money_check", sql`${t.tithesCents} >= 0 and ${t.offeringsCents} >= 0`),
  ],
);
