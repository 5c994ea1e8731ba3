import { visitKinds } from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { oneOf, timestamps } from "./columns.ts";
import { households, people } from "./people.ts";

/**
 * A visit or call on a person or on a household (exactly one). A household's visit shows on each of
 * its members' pages and timelines, read alongside the stored timeline (decision 028). Erasing the
 * person (or deleting the household) deletes their visits with their notes.
 */
export const pastoralVisits = pgTable(
  "pastoral_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id").references(() => people.id, { onDelete: "cascade" }),
    householdId: uuid("household_id").references(() => households.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: visitKinds }).notNull(),
    visitedOn: date("visited_on", { mode: "string" }).notNull(),
    followUpOn: date("follow_up_on", { mode: "string" }),
    followedUpAt: timestamp("followed_up_at", { withTimezone: true }),
    followedUpBy: uuid("followed_up_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("pastoral_visits_person_idx").on(t.personId, t.visitedOn.desc()),
    index("pastoral_visits_household_idx").on(t.householdId, t.visitedOn.desc()),
    // The open follow-ups list reads only these.
    index("pastoral_visits_open_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null and ${t.followedUpAt} is null`),
    check("pastoral_visits_kind_check", oneOf(t.kind, visitKinds)),
    check("pastoral_visits_subject_check", sql`(${t.personId} is null) <> (${t.householdId} is null)`),
  ],
);

/** Who went: staff accounts; the name is kept as it was, so an account deleted later still shows. */
export const pastoralVisitStaff = pgTable(
  "pastoral_visit_staff",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => pastoralVisits.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.userId] }),
    index("pastoral_visit_staff_user_idx").on(t.userId),
  ],
);

/**
 * A note on a visit (one at most) or on a person. A note that is not confidential keeps its text in
 * `body`; a confidential one only as AES-256-GCM `ciphertext` with its random 96-bit `iv`, its `auth_tag`
 * and the id of the key it was sealed with (`key_id`, so keys can be rotated), the note's id as
 * additional data: a sealed text copied onto another note does not open. Decision 028.
 */
export const pastoralNotes = pgTable(
  "pastoral_notes",
  {
    id: uuid("id").primaryKey(),
    visitId: uuid("visit_id").references(() => pastoralVisits.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => people.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    confidential: boolean("confidential").notNull().default(false),
    body: text("body"),
    ciphertext: text("ciphertext"),
    iv: text("iv"),
    authTag: text("auth_tag"),
    keyId: text("key_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pastoral_notes_visit_unique").on(t.visitId),
    index("pastoral_notes_person_idx").on(t.personId, t.createdAt.desc()),
    index("pastoral_notes_key_idx").on(t.keyId),
    check("pastoral_notes_subject_check", sql`(${t.visitId} is null) <> (${t.personId} is null)`),
    // Plain text, or sealed with everything needed to open it: never both, never half.
    check(
      "pastoral_notes_sealed_check",
      sql`case when ${t.confidential} then ${t.body} is null and ${t.ciphertext} is not null and ${t.iv} is not null and ${t.authTag} is not null and ${t.keyId} is not null else ${t.body} is not null and ${t.ciphertext} is null and ${t.iv} is null and ${t.authTag} is null and ${t.keyId} is null end`,
    ),
  ],
);
