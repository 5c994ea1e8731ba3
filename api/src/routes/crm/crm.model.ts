import {
  type ChurchRecord,
  type ChurchRecordInput,
  fromCents,
  type ImportedRecord,
  toCents,
} from "@church/contracts";
import type { churchRecords } from "../../db/schema.ts";

export type RecordRow = typeof churchRecords.$inferSelect;

export const toRecord = (row: RecordRow): ChurchRecord => ({
  id: row.id,
  date: row.date,
  attendance: row.attendance,
  tithes: fromCents(row.tithesCents),
  offerings: fromCents(row.offeringsCents),
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
