import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { people } from "./people.ts";

/**
 * Attendance by name: one row per service (its date) and person, the key that makes a person count
 * once however many ushers tap them. An undo keeps the row with `present` false, so the other ushers'
 * phones, asking for what changed since `changed_at`, learn of it too. `prev_*_seen_on` are the
 * person's days before this mark, so an undo can put them back.
 */
export const attendance = pgTable(
  "attendance",
  {
    serviceDate: date("service_date", { mode: "string" }).notNull(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    present: boolean("present").notNull().default(true),
    markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    prevFirstSeenOn: date("prev_first_seen_on", { mode: "string" }),
    prevLastSeenOn: date("prev_last_seen_on", { mode: "string" }),
  },
  (t) => [
    primaryKey({ name: "attendance_pkey", columns: [t.serviceDate, t.personId] }),
    index("attendance_changes_idx").on(t.serviceDate, t.changedAt),
    index("attendance_person_idx").on(t.personId, t.serviceDate),
  ],
);
