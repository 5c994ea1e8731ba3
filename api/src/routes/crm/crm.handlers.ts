import { crmMessages, type endpoints, fromCents } from "@church/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { churchRecords } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import {
  type BatchDay,
  batchMoneyByRecord,
  closedBatchDayMap,
  closedBatchDays,
} from "../../services/offerings/batch-books.ts";
import { auditRecordChanges } from "./crm.audit.ts";
import { recordsInRange } from "./crm.books.ts";
import { type RecordRow, toColumns, toRecord } from "./crm.model.ts";
import { weeklySummariesOf } from "./crm.summaries.ts";

/** What the closed batches add to this record (0 unless it is the first record of its date). */
async function batchOf(db: Db, row: RecordRow): Promise<BatchDay | undefined> {
  const [sameDay, days] = await Promise.all([
    db
      .select({ id: churchRecords.id, date: churchRecords.date, createdAt: churchRecords.createdAt })
      .from(churchRecords)
      .where(eq(churchRecords.date, row.date)),
    closedBatchDayMap(db),
  ]);
  return batchMoneyByRecord(sameDay, days).get(row.id);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function createCrmHandlers({ db, env }: AppDeps) {
  const listRecords: Handler<typeof endpoints.crm.listRecords> = async ({ query }) => ({
    records: await recordsInRange(db, { from: query.from, to: query.to }, "newest"),
  });

  const createRecord: Handler<typeof endpoints.crm.createRecord> = async ({ body, user }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(churchRecords)
        .values({ ...toColumns(body), createdBy: user.id })
        .returning();
      if (!row) throw new Error(crmMessages.saveFailed);
      const record = toRecord(row, await batchOf(tx, row));
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
      const batch = await batchOf(tx, row);
      const record = toRecord(row, batch);
      await auditRecordChanges(tx, user.id, [
        {
          action: "crm.record.update",
          recordId: record.id,
          before: toRecord(previous, batch),
          after: record,
        },
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
    const today = sql`${churchToday()}::date`;
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
    // The closed offering batches of the same days add their tithes and offerings.
    const day = sql.raw("d.day");
    const batchRanges = {
      m: sql`${day} >= ${monthStart} and ${day} < (${monthStart} + interval '1 month')`,
      y: sql`${day} >= ${yearStart} and ${day} < (${yearStart} + interval '1 year')`,
      l: sql`${day} > ${today} - 28 and ${day} <= ${today}`,
    };
    const batchResult = await db.execute(sql`select
      ${sql.join(
        Object.entries(batchRanges).flatMap(([prefix, range]) => [
          sql`coalesce(sum(d.tithes) filter (where ${range}), 0)::bigint as ${sql.raw(`${prefix}_tithes`)}`,
          sql`coalesce(sum(d.offerings) filter (where ${range}), 0)::bigint as ${sql.raw(`${prefix}_offerings`)}`,
        ]),
        sql`, `,
      )}
      from (${closedBatchDays}) d`);
    const [batchRow] = rowsOf<Record<string, string | number>>(batchResult);
    const pick = (prefix: "m" | "y" | "l") => ({
      count: Number(row?.[`${prefix}_count`] ?? 0),
      attendance: Number(row?.[`${prefix}_attendance`] ?? 0),
      tithes: Number(row?.[`${prefix}_tithes`] ?? 0) + Number(batchRow?.[`${prefix}_tithes`] ?? 0),
      offerings: Number(row?.[`${prefix}_offerings`] ?? 0) + Number(batchRow?.[`${prefix}_offerings`] ?? 0),
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

  const weeklySummaries: Handler<typeof endpoints.crm.weeklySummaries> = ({ query }) =>
    // Demo mode shows the test provider's gifts (marked as such), so the pastor sees how online giving
    // will look; in production they stay out of the books.
    weeklySummariesOf(db, query.weeks ?? 12, { includeTestGifts: env.DEMO_MODE });

  return { listRecords, createRecord, updateRecord, deleteRecord, dashboardStats, weeklySummaries };
}
