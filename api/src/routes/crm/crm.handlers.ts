import {
  type ChurchRecord,
  type ChurchRecordInput,
  crmMessages,
  type endpoints,
  fromCents,
  type ImportedRecord,
  toCents,
} from "@church/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import { churchRecords } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { auditRecordChanges } from "./crm.audit.ts";

/** The church's calendar: months, years and weeks are counted in Buffalo's time zone. */
export const CHURCH_TIME_ZONE = "America/New_York";
const today = sql`(now() at time zone ${sql.raw(`'${CHURCH_TIME_ZONE}'`)})::date`;

type RecordRow = typeof churchRecords.$inferSelect;

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

/** Sums as exact integers (cents) computed by the database; one row per call. */
const totals = {
  count: sql<number>`count(*)::int`,
  attendance: sql<number>`coalesce(sum(${churchRecords.attendance}), 0)::bigint`,
  tithes: sql<number>`coalesce(sum(${churchRecords.tithesCents}), 0)::bigint`,
  offerings: sql<number>`coalesce(sum(${churchRecords.offeringsCents}), 0)::bigint`,
};

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
    const [[month], [year], [last4]] = await Promise.all([
      db
        .select(totals)
        .from(churchRecords)
        .where(
          and(
            sql`${churchRecords.date} >= ${monthStart}`,
            sql`${churchRecords.date} < (${monthStart} + interval '1 month')`,
          ),
        ),
      db
        .select(totals)
        .from(churchRecords)
        .where(
          and(
            sql`${churchRecords.date} >= ${yearStart}`,
            sql`${churchRecords.date} < (${yearStart} + interval '1 year')`,
          ),
        ),
      db
        .select(totals)
        .from(churchRecords)
        .where(and(sql`${churchRecords.date} > ${today} - 28`, sql`${churchRecords.date} <= ${today}`)),
    ]);
    const avg = (t: typeof month) => (t && t.count > 0 ? round1(Number(t.attendance) / t.count) : 0);
    return {
      thisMonth: {
        totalAttendance: Number(month?.attendance ?? 0),
        totalTithes: fromCents(Number(month?.tithes ?? 0)),
        totalOfferings: fromCents(Number(month?.offerings ?? 0)),
      },
      thisYear: {
        totalAttendance: Number(year?.attendance ?? 0),
        averageAttendance: avg(year),
        totalTithes: fromCents(Number(year?.tithes ?? 0)),
        totalOfferings: fromCents(Number(year?.offerings ?? 0)),
      },
      last4Weeks: { averageAttendance: avg(last4) },
    };
  };

  const weeklySummaries: Handler<typeof endpoints.crm.weeklySummaries> = async ({ query }) => {
    // Weeks run Sunday to Saturday; a service date's week starts on the Sunday on or before it.
    const weekStart = sql<string>`(${churchRecords.date} - extract(dow from ${churchRecords.date})::int)`;
    const rows = await db
      .select({ weekStart: sql<string>`to_char(${weekStart}, 'YYYY-MM-DD')`, ...totals })
      .from(churchRecords)
      .groupBy(weekStart)
      .orderBy(desc(weekStart))
      .limit(query.weeks ?? 12);
    return rows.map((row) => {
      const end = new Date(`${row.weekStart}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 6);
      return {
        weekStart: row.weekStart,
        weekEnd: end.toISOString().slice(0, 10),
        totalAttendance: Number(row.attendance),
        totalTithes: fromCents(Number(row.tithes)),
        totalOfferings: fromCents(Number(row.offerings)),
        recordCount: row.count,
      };
    });
  };

  return { listRecords, createRecord, updateRecord, deleteRecord, dashboardStats, weeklySummaries };
}
