import {
  type ChurchRecord,
  type ChurchRecordInput,
  crmMessages,
  type endpoints,
  fromCents,
  type ImportedRecord,
  ledgerFunds,
  toCents,
} from "@church/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { churchRecords, donations } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { auditRecordChanges } from "./crm.audit.ts";

/** The church's calendar: months, years and weeks are counted in Buffalo's time zone. */
export const CHURCH_TIME_ZONE = "America/New_York";
const today = sql`(now() at time zone ${sql.raw(`'${CHURCH_TIME_ZONE}'`)})::date`;

type RecordRow = typeof churchRecords.$inferSelect;

/** One week of the weekly summaries as the database answers it (sums in cents). */
interface WeekRow {
  week_start: string;
  services: number | string;
  attendance: number | string;
  tithes: number | string;
  offerings: number | string;
  online_tithes: number | string;
  online_offerings: number | string;
  online_gifts: number | string;
}

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

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A record's input as table columns (money in cents). */
export const toColumns = (input: ChurchRecordInput | ImportedRecord) => ({
  date: input.date,
  attendance: input.attendance,
  tithesCents: toCents(input.tithes),
  offeringsCents: toCents(input.offerings),
  notes: input.notes || null,
});

export function createCrmHandlers({ db }: AppDeps) {
  const listRecords: Handler<typeof endpoints.crm.listRecords> = async () => {
    const rows = await db
      .select()
      .from(churchRecords)
      .orderBy(desc(churchRecords.date), desc(churchRecords.createdAt));
    return { records: rows.map(toRecord) };
  };

  const createRecord: Handler<typeof endpoints.crm.createRecord> = async ({ body, user }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(churchRecords)
        .values({ ...toColumns(body), createdBy: user.id })
        .returning();
      if (!row) throw new Error(crmMessages.saveFailed);
      const record = toRecord(row);
      await auditRecordChanges(tx, user.id, [
        { action: "crm.record.create", recordId: record.id, before: null, after: record },
      ]);
      return { record };
    });

  const updateRecord: Handler<typeof endpoints.crm.updateRecord> = async ({ params, body, user }) =>
    db.transaction(async (tx) => {
      // Locked until the transaction ends, so the audit's "before" is what this update replaced.
      const [previous] = await tx
        .select()
        .from(churchRecords)
        .where(eq(churchRecords.id, params.id))
        .for("update");
      if (!previous) throw notFound("Record not found");
      const [row] = await tx
        .update(churchRecords)
        .set(toColumns(body))
        .where(eq(churchRecords.id, params.id))
        .returning();
      if (!row) throw notFound("Record not found");
      const record = toRecord(row);
      await auditRecordChanges(tx, user.id, [
        { action: "crm.record.update", recordId: record.id, before: toRecord(previous), after: record },
      ]);
      return { record };
    });

  const deleteRecord: Handler<typeof endpoints.crm.deleteRecord> = async ({ params, user }) =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(churchRecords).where(eq(churchRecords.id, params.id)).returning();
      if (!row) throw notFound("Record not found");
      await auditRecordChanges(tx, user.id, [
        { action: "crm.record.delete", recordId: row.id, before: toRecord(row), after: null },
      ]);
      return { success: true as const };
    });

  const dashboardStats: Handler<typeof endpoints.crm.dashboardStats> = async () => {
    const monthStart = sql`date_trunc('month', ${today})::date`;
    const yearStart = sql`date_trunc('year', ${today})::date`;
    const inMonth = sql`${churchRecords.date} >= ${monthStart} and ${churchRecords.date} < (${monthStart} + interval '1 month')`;
    const inYear = sql`${churchRecords.date} >= ${yearStart} and ${churchRecords.date} < (${yearStart} + interval '1 year')`;
    const inLast4 = sql`${churchRecords.date} > ${today} - 28 and ${churchRecords.date} <= ${today}`;
    // One statement over one index range (from the earlier of January 1 and four weeks ago to the
    // year's end), each figure an aggregate FILTER: a single round trip, whatever the size of the books.
    const fields: Record<string, SQL<number>> = {};
    for (const [prefix, range] of Object.entries({ m: inMonth, y: inYear, l: inLast4 })) {
      fields[`${prefix}_count`] = sql<number>`count(*) filter (where ${range})::int`;
      fields[`${prefix}_attendance`] =
        sql<number>`coalesce(sum(${churchRecords.attendance}) filter (where ${range}), 0)::bigint`;
      fields[`${prefix}_tithes`] =
        sql<number>`coalesce(sum(${churchRecords.tithesCents}) filter (where ${range}), 0)::bigint`;
      fields[`${prefix}_offerings`] =
        sql<number>`coalesce(sum(${churchRecords.offeringsCents}) filter (where ${range}), 0)::bigint`;
    }
    const [row] = await db
      .select(fields)
      .from(churchRecords)
      .where(
        and(
          sql`${churchRecords.date} >= least(${yearStart}, ${today} - 27)`,
          sql`${churchRecords.date} < (${yearStart} + interval '1 year')`,
        ),
      );
    const pick = (prefix: "m" | "y" | "l") => ({
      count: Number(row?.[`${prefix}_count`] ?? 0),
      attendance: Number(row?.[`${prefix}_attendance`] ?? 0),
      tithes: Number(row?.[`${prefix}_tithes`] ?? 0),
      offerings: Number(row?.[`${prefix}_offerings`] ?? 0),
    });
    const [month, year, last4] = [pick("m"), pick("y"), pick("l")];
    const avg = (t: typeof month) => (t.count > 0 ? round1(t.attendance / t.count) : 0);
    return {
      thisMonth: {
        totalAttendance: month.attendance,
        totalTithes: fromCents(month.tithes),
        totalOfferings: fromCents(month.offerings),
      },
      thisYear: {
        totalAttendance: year.attendance,
        averageAttendance: avg(year),
        totalTithes: fromCents(year.tithes),
        totalOfferings: fromCents(year.offerings),
      },
      last4Weeks: { averageAttendance: avg(last4) },
    };
  };

  const weeklySummaries: Handler<typeof endpoints.crm.weeklySummaries> = async ({ query }) => {
    // Weeks run Sunday to Saturday; a date's week starts on the Sunday on or before it. Online gifts
    // count by their date in Buffalo (one ledger: see `ledgerFunds`); a week with only one kind shows.
    const zone = sql.raw(`'${CHURCH_TIME_ZONE}'`);
    const weeks = query.weeks ?? 12;
    const result = await db.execute(sql`
      with counted as (
        select ${churchRecords.date} - extract(dow from ${churchRecords.date})::int as week,
          count(*)::int as services,
          coalesce(sum(${churchRecords.attendance}), 0)::bigint as attendance,
          coalesce(sum(${churchRecords.tithesCents}), 0)::bigint as tithes,
          coalesce(sum(${churchRecords.offeringsCents}), 0)::bigint as offerings
        from ${churchRecords} group by 1
      ), bound as (
        -- The oldest week that can be listed when the records alone fill the list: older gifts never
        -- show, so they are not read (null while there are fewer weeks of records than asked for).
        select week from counted order by week desc offset ${weeks - 1} limit 1
      ), gifts as (
        select (${donations.donatedAt} at time zone ${zone})::date as day, ${donations.amountCents} as cents,
          ${donations.fund} as fund
        from ${donations}
        where ${donations.status} = 'completed' and ${donations.provider} <> 'test'
          and ${donations.donatedAt} is not null
          and ${donations.fund} in (${ledgerFunds.tithes}, ${ledgerFunds.offerings})
          and ${donations.donatedAt} >= coalesce(
            ((select week from bound)::timestamp at time zone ${zone}), '-infinity'::timestamptz)
      ), online as (
        select day - extract(dow from day)::int as week,
          coalesce(sum(cents) filter (where fund = ${ledgerFunds.tithes}), 0)::bigint as tithes,
          coalesce(sum(cents) filter (where fund = ${ledgerFunds.offerings}), 0)::bigint as offerings,
          count(*)::int as gifts
        from gifts group by 1
      )
      select to_char(coalesce(counted.week, online.week), 'YYYY-MM-DD') as week_start,
        coalesce(counted.services, 0) as services, coalesce(counted.attendance, 0) as attendance,
        coalesce(counted.tithes, 0) as tithes, coalesce(counted.offerings, 0) as offerings,
        coalesce(online.tithes, 0) as online_tithes, coalesce(online.offerings, 0) as online_offerings,
        coalesce(online.gifts, 0) as online_gifts
      from counted full outer join online on online.week = counted.week
      order by coalesce(counted.week, online.week) desc
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
        onlineTithes: fromCents(Number(row.online_tithes)),
        onlineOfferings: fromCents(Number(row.online_offerings)),
        onlineGiftCount: Number(row.online_gifts),
      };
    });
  };

  return { listRecords, createRecord, updateRecord, deleteRecord, dashboardStats, weeklySummaries };
}
