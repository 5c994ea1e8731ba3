import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * One schema for PGlite and PostgreSQL. Enumerations are text columns with CHECK constraints (not
 * pg enums), money is integer cents, timestamps are timestamptz.
 */
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ["admin", "pastor", "content_editor"] })
      .notNull()
      .default("content_editor"),
    status: text("status", { enum: ["active", "paused"] })
      .notNull()
      .default("active"),
    passwordHash: text("password_hash").notNull(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    twoFactorMethod: text("two_factor_method", { enum: ["totp", "email"] }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    check("users_role_check", sql`${t.role} in ('admin', 'pastor', 'content_editor')`),
    check("users_status_check", sql`${t.status} in ('active', 'paused')`),
  ],
);

/**
 * Refresh-token sessions. Each rotation adds a row to the same family; a token presented after it was
 * rotated (reuse) revokes the whole family.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp("family_expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_unique").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
    index("sessions_family_idx").on(t.familyId),
  ],
);

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

/** Small named settings and markers (e.g. that the demo content was loaded once). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
