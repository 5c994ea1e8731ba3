import {
  genders,
  householdRoles,
  membershipStages,
  type PostalAddress,
  relationshipKinds,
  timelineKinds,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { nullOrOneOf, oneOf, timestamps } from "./columns.ts";
import { languages } from "./events.ts";

/** "child" is never stored: it is a parent row read from the parent's side. */
const storedRelationshipKinds = relationshipKinds.filter((k) => k !== "child");

/**
 * A person the church knows: entered by the pastor, or found or created (as a visitor) behind a
 * public action (`services/people/link-person.ts`). Phones are E.164; `search` is the lower-case
 * names, e-mail and phone digits that the list's search matches (written with every change).
 */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    givenName: text("given_name").notNull(),
    familyName: text("family_name"),
    knownAs: text("known_as"),
    language: text("language", { enum: languages }).notNull().default("en"),
    phones: text("phones").array().notNull().default(sql`'{}'::text[]`),
    email: text("email"),
    address: jsonb("address").$type<PostalAddress>(),
    birthMonth: smallint("birth_month"),
    birthDay: smallint("birth_day"),
    birthYear: smallint("birth_year"),
    /** The wedding anniversary, like the birthday: month and day together, the year only with them. */
    anniversaryMonth: smallint("anniversary_month"),
    anniversaryDay: smallint("anniversary_day"),
    anniversaryYear: smallint("anniversary_year"),
    gender: text("gender", { enum: genders }),
    stage: text("stage", { enum: membershipStages }).notNull().default("visitor"),
    firstSeenOn: date("first_seen_on", { mode: "string" }),
    lastSeenOn: date("last_seen_on", { mode: "string" }),
    /** The photo in the object storage (`people/<id>/<random>.webp`): staff-only, never a public file. */
    photoKey: text("photo_key"),
    search: text("search").notNull().default(""),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("people_email_idx").on(sql`lower(${t.email})`),
    index("people_phones_idx").using("gin", t.phones),
    index("people_name_idx").on(t.familyName, t.givenName),
    check("people_stage_check", oneOf(t.stage, membershipStages)),
    check("people_language_check", oneOf(t.language, languages)),
    check("people_gender_check", nullOrOneOf(t.gender, genders)),
    // Month and day together or neither; a year only with them.
    check(
      "people_birthday_check",
      sql`(${t.birthMonth} is null) = (${t.birthDay} is null) and (${t.birthYear} is null or ${t.birthMonth} is not null) and (${t.birthMonth} is null or ${t.birthMonth} between 1 and 12) and (${t.birthDay} is null or ${t.birthDay} between 1 and 31)`,
    ),
    check(
      "people_anniversary_check",
      sql`(${t.anniversaryMonth} is null) = (${t.anniversaryDay} is null) and (${t.anniversaryYear} is null or ${t.anniversaryMonth} is not null) and (${t.anniversaryMonth} is null or ${t.anniversaryMonth} between 1 and 12) and (${t.anniversaryDay} is null or ${t.anniversaryDay} between 1 and 31)`,
    ),
  ],
);

export const households = pgTable("households", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  address: jsonb("address").$type<PostalAddress>(),
  ...timestamps,
});

/** A person lives in one household at most (the key), as adult or child; `is_contact`: write to them. */
export const householdMembers = pgTable(
  "household_members",
  {
    personId: uuid("person_id")
      .primaryKey()
      .references(() => people.id, { onDelete: "cascade" }),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    role: text("role", { enum: householdRoles }).notNull(),
    isContact: boolean("is_contact").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("household_members_household_idx").on(t.householdId),
    check("household_members_role_check", oneOf(t.role, householdRoles)),
  ],
);

/**
 * `from` is `kind` of `to` (a parent of, a sibling of...). Symmetric kinds are stored once per pair,
 * the smaller id first, so "A sibling of B" and "B sibling of A" are the same row.
 */
export const personRelationships = pgTable(
  "person_relationships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromPersonId: uuid("from_person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    toPersonId: uuid("to_person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: relationshipKinds }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("person_relationships_unique").on(t.fromPersonId, t.toPersonId, t.kind),
    index("person_relationships_to_idx").on(t.toPersonId),
    check("person_relationships_kind_check", oneOf(t.kind, storedRelationshipKinds)),
    check("person_relationships_not_self_check", sql`${t.fromPersonId} <> ${t.toPersonId}`),
  ],
);

/**
 * What a person did, pointing at the row of it (`kind` names the table, `ref_id` its id). The
 * summary never carries a message, a purpose or an amount: those stay on their own rows and screens.
 * One entry per row (the unique key), so linking again, or the data migration, adds nothing twice.
 */
export const personTimeline = pgTable(
  "person_timeline",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: timelineKinds }).notNull(),
    refId: uuid("ref_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    summary: text("summary").notNull(),
  },
  (t) => [
    uniqueIndex("person_timeline_ref_unique").on(t.kind, t.refId),
    index("person_timeline_person_idx").on(t.personId, t.occurredAt.desc()),
    check("person_timeline_kind_check", oneOf(t.kind, timelineKinds)),
  ],
);
