import { ledgerFunds } from "@church/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offeringBatches, offeringEntries } from "../../db/schema.ts";
import { rowsOf } from "../jobs/rows.ts";

/**
 * What the closed offering batches add to the church records, per Sunday: the tithe fund as tithes and
 * the General Fund as offerings (the same `ledgerFunds` the online gifts are counted by; designated
 * funds stay out of the weekly books). Columns: `day` (date), `tithes`, `offerings` (cents).
 * Read at query time rather than copied into the record, so a record can never count a batch twice,
 * and a correcting entry shows in its own Sunday's record.
 */
export const closedBatchDays = sql`select ${offeringBatches.date} as day,
    coalesce(sum(${offeringEntries.amountCents}) filter (where ${offeringEntries.fund} = ${ledgerFunds.tithes}), 0)::bigint as tithes,
    coalesce(sum(${offeringEntries.amountCents}) filter (where ${offeringEntries.fund} = ${ledgerFunds.offerings}), 0)::bigint as offerings
  from ${offeringEntries} join ${offeringBatches} on ${offeringBatches.id} = ${offeringEntries.batchId}
  where ${offeringBatches.status} = 'closed'
  group by ${offeringBatches.date}`;

export interface BatchDay {
  tithesCents: number;
  offeringsCents: number;
}

/** Closed-batch tithes and offerings by date (YYYY-MM-DD). */
export async function closedBatchDayMap(db: Db): Promise<Map<string, BatchDay>> {
  const result = await db.execute(
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.tithes, d.offerings from (${closedBatchDays}) d`,
  );
  return new Map(
    rowsOf<{ day: string; tithes: string | number; offerings: string | number }>(result).map((r) => [
      r.day,
      { tithesCents: Number(r.tithes), offeringsCents: Number(r.offerings) },
    ]),
  );
}

/**
 * Each date's batch money goes to one record only: the first entered for that date (several records
 * on one date must not count a batch twice). Answers the record id → its batch money.
 */
export function batchMoneyByRecord(
  records: readonly { id: string; date: string; createdAt: Date }[],
  days: Map<string, BatchDay>,
): Map<string, BatchDay> {
  const first = new Map<string, { id: string; createdAt: Date }>();
  for (const r of records) {
    const seen = first.get(r.date);
    if (
      !seen ||
      r.createdAt < seen.createdAt ||
      (r.createdAt.getTime() === seen.createdAt.getTime() && r.id < seen.id)
    ) {
      first.set(r.date, r);
    }
  }
  const byRecord = new Map<string, BatchDay>();
  for (const [date, r] of first) {
    const day = days.get(date);
    if (day) byRecord.set(r.id, day);
  }
  return byRecord;
}
