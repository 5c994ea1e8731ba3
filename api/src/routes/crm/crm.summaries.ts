import { fromCents, ledgerFunds, type WeeklySummary } from "@church/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { churchRecords, donations } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { closedBatchDays } from "../../services/offerings/batch-books.ts";

/** One week of the weekly summaries as the database answers it (sums in cents). */
interface WeekRow {
  week_start: string;
  services: number | string;
  attendance: number | string;
  tithes: number | string;
  offerings: number | string;
  batch_tithes: number | string;
  batch_offerings: number | string;
  online_tithes: number | string;
  online_offerings: number | string;
  online_gifts: number | string;
  test_gifts: number | string;
  test_cents: number | string;
}

/**
 * The newest `weeks` weeks of the books: what was counted at the services (records and closed offering
 * batches) and what was given online.
 * Weeks run Sunday to Saturday; a date's week starts on the Sunday on or before it. Online gifts count
 * by their date in Buffalo (one ledger: see `ledgerFunds`); a week with only one kind shows.
 * `includeTestGifts` (demo mode) counts the test provider's gifts too, and says how many they were.
 */
export async function weeklySummariesOf(
  db: Db,
  weeks: number,
  { includeTestGifts }: { includeTestGifts: boolean },
): Promise<WeeklySummary[]> {
  const zone = sql.raw(`'${churchTimeZone}'`);
  const result = await db.execute(sql`
    with counted as (
      select ${churchRecords.date} - extract(dow from ${churchRecords.date})::int as week,
        count(*)::int as services,
        coalesce(sum(${churchRecords.attendance}), 0)::bigint as attendance,
        coalesce(sum(${churchRecords.tithesCents}), 0)::bigint as tithes,
        coalesce(sum(${churchRecords.offeringsCents}), 0)::bigint as offerings
      from ${churchRecords} group by 1
    ), batched as (
      select d.day - extract(dow from d.day)::int as week,
        coalesce(sum(d.tithes), 0)::bigint as tithes, coalesce(sum(d.offerings), 0)::bigint as offerings
      from (${closedBatchDays}) d group by 1
    ), bound as (
      -- The oldest week that can be listed when the records alone fill the list: older gifts never
      -- show, so they are not read (null while there are fewer weeks of records than asked for).
      select week from counted order by week desc offset ${weeks - 1} limit 1
    ), gifts as (
      select (${donations.donatedAt} at time zone ${zone})::date as day, ${donations.amountCents} as cents,
        ${donations.fund} as fund, ${donations.provider} = 'test' as test
      from ${donations}
      where ${donations.status} = 'completed'
        and (${donations.provider} <> 'test' or ${includeTestGifts ? sql`true` : sql`false`})
        and ${donations.donatedAt} is not null
        and ${donations.fund} in (${ledgerFunds.tithes}, ${ledgerFunds.offerings})
        and ${donations.donatedAt} >= coalesce(
          ((select week from bound)::timestamp at time zone ${zone}), '-infinity'::timestamptz)
    ), online as (
      select day - extract(dow from day)::int as week,
        coalesce(sum(cents) filter (where fund = ${ledgerFunds.tithes}), 0)::bigint as tithes,
        coalesce(sum(cents) filter (where fund = ${ledgerFunds.offerings}), 0)::bigint as offerings,
        count(*)::int as gifts,
        (count(*) filter (where test))::int as test_gifts,
        coalesce(sum(cents) filter (where test), 0)::bigint as test_cents
      from gifts group by 1
    )
    select to_char(coalesce(counted.week, online.week, batched.week), 'YYYY-MM-DD') as week_start,
      coalesce(counted.services, 0) as services, coalesce(counted.attendance, 0) as attendance,
      coalesce(counted.tithes, 0) + coalesce(batched.tithes, 0) as tithes,
      coalesce(counted.offerings, 0) + coalesce(batched.offerings, 0) as offerings,
      coalesce(batched.tithes, 0) as batch_tithes, coalesce(batched.offerings, 0) as batch_offerings,
      coalesce(online.tithes, 0) as online_tithes, coalesce(online.offerings, 0) as online_offerings,
      coalesce(online.gifts, 0) as online_gifts, coalesce(online.test_gifts, 0) as test_gifts,
      coalesce(online.test_cents, 0) as test_cents
    from counted full outer join online on online.week = counted.week
      full outer join batched on batched.week = coalesce(counted.week, online.week)
    order by coalesce(counted.week, online.week, batched.week) desc
    limit ${weeks}`);
  return rowsOf<WeekRow>(result).map((row) => {
    const end = new Date(`${row.week_start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 6);
    return {
      weekStart: row.week_start,
      weekEnd: end.toISOString().slice(0, 10),
      totalAttendance: Number(row.attendance),
      totalTithes: fromCents(Number(row.tithes)),
      totalOfferings: fromCents(Number(row.offerings)),
      recordCount: Number(row.services),
      batchTithes: fromCents(Number(row.batch_tithes)),
      batchOfferings: fromCents(Number(row.batch_offerings)),
      onlineTithes: fromCents(Number(row.online_tithes)),
      onlineOfferings: fromCents(Number(row.online_offerings)),
      onlineGiftCount: Number(row.online_gifts),
      testGiftCount: Number(row.test_gifts),
      testGiftTotal: fromCents(Number(row.test_cents)),
    };
  });
}
