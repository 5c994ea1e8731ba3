import { type ExportReport, fromCents, ledgerFunds, type RecordsRange } from "@church/contracts";
import { and, asc, desc, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { churchRecords, donations } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { batchMoneyByRecord, closedBatchDayMap } from "../../services/offerings/batch-books.ts";
import { type RecordRow, toRecord } from "./crm.model.ts";

const inRange = (range: RecordsRange): SQL | undefined =>
  and(
    range.from ? gte(churchRecords.date, range.from) : undefined,
    range.to ? lte(churchRecords.date, range.to) : undefined,
  );

/**
 * The records of a range (both ends included, a missing end open) with what their closed batches add.
 * Batch money is read per record (the first of its date): closing a batch makes its Sunday's record.
 */
export async function recordsInRange(db: Db, range: RecordsRange, order: "newest" | "oldest") {
  const by = order === "newest" ? desc : asc;
  const [rows, days] = await Promise.all([
    db
      .select()
      .from(churchRecords)
      .where(inRange(range))
      .orderBy(by(churchRecords.date), by(churchRecords.createdAt)),
    closedBatchDayMap(db),
  ]);
  // The first record of a date is found among all of that date's records, and a range keeps whole dates.
  const batches = batchMoneyByRecord(rows, days);
  return rows.map((row: RecordRow) => toRecord(row, batches.get(row.id)));
}

/**
 * The online gifts in the ledger per Buffalo day of the range, as the weekly summaries count them:
 * completed, in the tithe fund or the General Fund, the test provider's only in demo mode.
 */
async function onlineGiftDays(db: Db, range: RecordsRange, includeTestGifts: boolean) {
  const zone = sql.raw(`'${churchTimeZone}'`);
  const day = sql`(${donations.donatedAt} at time zone ${zone})::date`;
  const result = await db.execute(sql`
    select to_char(${day}, 'YYYY-MM-DD') as day,
      coalesce(sum(${donations.amountCents}) filter (where ${donations.fund} = ${ledgerFunds.tithes}), 0)::bigint as tithes,
      coalesce(sum(${donations.amountCents}) filter (where ${donations.fund} = ${ledgerFunds.offerings}), 0)::bigint as offerings,
      count(*)::int as gifts
    from ${donations}
    where ${donations.status} = 'completed'
      and (${donations.provider} <> 'test' or ${includeTestGifts ? sql`true` : sql`false`})
      and ${donations.donatedAt} is not null
      and ${donations.fund} in (${ledgerFunds.tithes}, ${ledgerFunds.offerings})
      ${range.from ? sql`and ${day} >= ${range.from}::date` : sql``}
      ${range.to ? sql`and ${day} <= ${range.to}::date` : sql``}
    group by 1 order by 1`);
  return rowsOf<{ day: string; tithes: string | number; offerings: string | number; gifts: number }>(
    result,
  ).map((r) => ({
    date: r.day,
    tithesCents: Number(r.tithes),
    offeringsCents: Number(r.offerings),
    gifts: Number(r.gifts),
  }));
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The records report of a range: the portal's range totals, the CSV and the PDF all come from it.
 * Every total is the sum of the rows it lists, in cents.
 */
export async function recordsReport(
  db: Db,
  range: RecordsRange,
  { includeTestGifts }: { includeTestGifts: boolean },
): Promise<ExportReport> {
  const [records, online] = await Promise.all([
    recordsInRange(db, range, "oldest"),
    onlineGiftDays(db, range, includeTestGifts),
  ]);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const attendance = sum(records.map((r) => r.attendance));
  const tithes = sum(records.map((r) => cents(r.tithes) + cents(r.batchTithes)));
  const offerings = sum(records.map((r) => cents(r.offerings) + cents(r.batchOfferings)));
  const onlineTithes = sum(online.map((d) => d.tithesCents));
  const onlineOfferings = sum(online.map((d) => d.offeringsCents));
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    summary: {
      totalRecords: records.length,
      totalAttendance: attendance,
      totalTithes: fromCents(tithes),
      totalOfferings: fromCents(offerings),
      averageAttendance: records.length > 0 ? Math.round((attendance / records.length) * 10) / 10 : 0,
      onlineTithes: fromCents(onlineTithes),
      onlineOfferings: fromCents(onlineOfferings),
      onlineGiftCount: sum(online.map((d) => d.gifts)),
      totalGiving: fromCents(tithes + offerings + onlineTithes + onlineOfferings),
    },
    generatedAt: new Date().toISOString(),
    records,
    onlineDays: online.map((d) => ({
      date: d.date,
      tithes: fromCents(d.tithesCents),
      offerings: fromCents(d.offeringsCents),
    })),
  };
}
