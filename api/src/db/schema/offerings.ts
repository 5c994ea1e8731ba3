import { donationFunds, offeringBatchStatuses, offeringMethods } from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { oneOf, timestamps } from "./columns.ts";
import { people } from "./people.ts";

/**
 * One count of gifts handed in at a service, dated by its Sunday (Buffalo calendar). Open while the
 * treasurer enters it; closed once the counted cash and cheques match the entries, after which its
 * gifts never change (a mistake is corrected by a new entry in an open batch, pointing at the gift).
 */
export const offeringBatches = pgTable(
  "offering_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date", { mode: "string" }).notNull(),
    status: text("status", { enum: offeringBatchStatuses }).notNull().default("open"),
    note: text("note"),
    countedCashCents: integer("counted_cash_cents"),
    countedChequeCents: integer("counted_cheque_cents"),
    openedBy: uuid("opened_by").references(() => users.id, { onDelete: "set null" }),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("offering_batches_date_idx").on(t.date),
    check("offering_batches_status_check", oneOf(t.status, offeringBatchStatuses)),
    check("offering_batches_closed_check", sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check(
      "offering_batches_counted_check",
      sql`coalesce(${t.countedCashCents}, 0) >= 0 and coalesce(${t.countedChequeCents}, 0) >= 0`,
    ),
  ],
);

/**
 * One gift of a batch. `person_id` null is anonymous (never on a statement); an erased giver's gifts
 * stay for the books, anonymous. A correcting entry may be negative and names the gift it corrects.
 */
export const offeringEntries = pgTable(
  "offering_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => offeringBatches.id, { onDelete: "restrict" }),
    personId: uuid("person_id").references(() => people.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    fund: text("fund", { enum: donationFunds }).notNull(),
    method: text("method", { enum: offeringMethods }).notNull(),
    reference: text("reference"),
    correctsEntryId: uuid("corrects_entry_id").references((): AnyPgColumn => offeringEntries.id, {
      onDelete: "restrict",
    }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("offering_entries_batch_idx").on(t.batchId),
    index("offering_entries_person_idx").on(t.personId),
    check("offering_entries_fund_check", oneOf(t.fund, donationFunds)),
    check("offering_entries_method_check", oneOf(t.method, offeringMethods)),
    check(
      "offering_entries_amount_check",
      sql`${t.amountCents} > 0 or (${t.correctsEntryId} is not null and ${t.amountCents} <> 0)`,
    ),
    check("offering_entries_reference_check", sql`(${t.method} = 'cash') = (${t.reference} is null)`),
  ],
);
