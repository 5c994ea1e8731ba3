import { accountTokenPurposes, roles, twoFactorMethodSchema, userStatusSchema } from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { enumValues, nullOrOneOf, oneOf, timestamps } from "./columns.ts";

const twoFactorMethods = enumValues(twoFactorMethodSchema);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: roles }).notNull().default("content_editor"),
    /** The language of what the product writes to them (the weekly follow-up digest). */
    language: text("language", { enum: ["en", "sw"] })
      .notNull()
      .default("en"),
    status: text("status", { enum: enumValues(userStatusSchema) })
      .notNull()
      .default("active"),
    passwordHash: text("password_hash").notNull(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    twoFactorMethod: text("two_factor_method", { enum: twoFactorMethods }),
    /** The confirmed TOTP secret (encrypted by the 2FA service before it is stored). */
    twoFactorSecret: text("two_factor_secret"),
    /** A TOTP secret during setup, until the first code confirms it. */
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    /** Hashes of the unused one-time recovery codes. */
    twoFactorRecoveryCodes: jsonb("two_factor_recovery_codes")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    check("users_role_check", oneOf(t.role, roles)),
    check("users_language_check", sql`${t.language} in ('en', 'sw')`),
    check("users_status_check", sql`${t.status} in ('active', 'paused')`),
    check("users_two_factor_method_check", nullOrOneOf(t.twoFactorMethod, twoFactorMethods)),
  ],
);

/**
 * Refresh-token sessions. Each rotation adds a row to the same family; a token presented after it was
 * rotated (reuse) revokes the whole family, unless within seconds of its rotation (two tabs at once).
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
    /** The row this one was rotated into (services/auth/sessions.ts: the renewal grace window). */
    successorId: uuid("successor_id"),
    /** That row's refresh token, sealed under a key only this row's own token yields (never its hash). */
    successorToken: text("successor_token"),
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

/**
 * The second step of a sign-in with 2FA (and e-mailed setup codes): the id is the `challengeId` the
 * client sends back; e-mailed codes are stored hashed; attempts are counted to stop guessing.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["login", "setup"] }).notNull(),
    method: text("method", { enum: twoFactorMethods }).notNull(),
    codeHash: text("code_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("two_factor_challenges_user_idx").on(t.userId),
    check("two_factor_challenges_purpose_check", oneOf(t.purpose, ["login", "setup"])),
    check("two_factor_challenges_method_check", oneOf(t.method, twoFactorMethods)),
    check("two_factor_challenges_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

/**
 * Single-use e-mailed links that set a password: "reset" (forgot password, an hour) and "invite" (a
 * new account's first password, seven days). Only the token's SHA-256 is stored; setting a password
 * spends every open link of the account (services/auth/account-links.ts).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_token_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId),
    check("account_tokens_purpose_check", oneOf(t.purpose, accountTokenPurposes)),
  ],
);
