import {
  type ChurchRecord,
  type ChurchRecordInput,
  fromCents,
  type ImportedRecord,
  toCents,
} from "@church/contracts";
import type { churchRecords } from "../../db/schema.ts";
import type { BatchDay } from "../../services/offerings/batch-books.ts";

export type RecordRow = typeof churchRecords.$inferSelect;

/** A record as answered; `batch` is what its date's closed offering batches add (see batch-books). */
export const toRecord = (row: RecordRow, batch?: BatchDay): ChurchRecord => ({
  id: row.id,
  date: row.date,
  attendance: row.attendance,
  tithes: fromCents(row.tithesCents),
  offerings: fromCents(row.offeringsCents),
  batchTithes: fromCents(batch?.tithesCents ?? 0),
  batchOfferings: fromCents(batch?.offeringsCents ?? 0),
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A record's input as table columns (money in cents). */
export const toColumns = (input: ChurchRecordInput | ImportedRecord) => ({
  date: input.date,
  attendance: input.attendance,
  tithesCents: toCents(input.tithes),
  offeringsCents: toCents(input.offerings),
  notes: input.notes || null,
});
