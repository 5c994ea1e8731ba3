import { followUpChannels, welcomeVias } from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { nullOrOneOf, oneOf } from "./columns.ts";
import { people } from "./people.ts";
import { textConsents } from "./text-messages.ts";

/**
 * A newcomer's follow-up: opened once, by the first contact that created the person
 * (services/people/insert-person.ts), so the person is its key. The church's plan (app_settings
 * "care") is copied into its steps when it opens: a later edit of the plan leaves it as it was.
 */
export const followUps = pgTable("follow_ups", {
  id: uuid("id").primaryKey().defaultRandom(),
  personId: uuid("person_id")
    .notNull()
    .unique("follow_ups_person_unique")
    .references(() => people.id, { onDelete: "cascade" }),
  /** The Buffalo date of the first contact; every step's due date counts from it. */
  openedOn: date("opened_on", { mode: "string" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One step: due on a Buffalo calendar date, given to a staff member, done once (with a note). */
export const followUpSteps = pgTable(
  "follow_up_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    followUpId: uuid("follow_up_id")
      .notNull()
      .references(() => followUps.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    titleEn: text("title_en").notNull(),
    titleSw: text("title_sw").notNull(),
    channel: text("channel", { enum: followUpChannels }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneById: uuid("done_by_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    sentVia: text("sent_via", { enum: welcomeVias }),
    /** The welcome text's consent row (every text has one): erased with the person. */
    textConsentId: uuid("text_consent_id").references(() => textConsents.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("follow_up_steps_follow_up_idx").on(t.followUpId, t.position),
    // The digest and the "mine" list: open steps of one staff member by due date.
    index("follow_up_steps_assignee_due_idx").on(t.assigneeId, t.dueOn).where(sql`${t.doneAt} is null`),
    check("follow_up_steps_channel_check", oneOf(t.channel, followUpChannels)),
    check("follow_up_steps_sent_via_check", nullOrOneOf(t.sentVia, welcomeVias)),
  ],
);

/**
 * The weekly digest e-mails sent: one row per staff member and week (its Monday), written in the
 * transaction that queues the e-mail, so a second run (a restart, another instance) sends nothing.
 */
export const followUpDigests = pgTable(
  "follow_up_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekOf: date("week_of", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekOf] })],
);
