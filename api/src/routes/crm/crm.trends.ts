import { type endpoints, fromCents, type PeriodTotals, type TrendWeek } from "@church/contracts";
import { type SQL, sql } from "drizzle-orm";
import { churchRecords } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { closedBatchDays } from "../../services/offerings/batch-books.ts";

/** The rows of `db.execute`, which postgres-js answers as an array and PGlite as `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

type Sums = { services: number; attendance: string; tithes: string; offerings: string };
type WeekRow = Record<`t_${keyof Sums}` | `l_${keyof Sums}`, string | number> & { week_start: string };

const r = churchRecords;
/** count and sums (attendance, cents) of the records in [from, to), with what their closed batches add. */
const sums = (from: SQL, to: SQL) => sql`
  select count(*)::int as services,
    coalesce(sum(${r.attendance}), 0)::bigint as attendance,
    coalesce(sum(${r.tithesCents}), 0)::bigint
      + (select coalesce(sum(d.tithes), 0) from batch_days d where d.day >= ${from} and d.day < ${to})::bigint as tithes,
    coalesce(sum(${r.offeringsCents}), 0)::bigint
      + (select coalesce(sum(d.offerings), 0) from batch_days d where d.day >= ${from} and d.day < ${to})::bigint as offerings
  from ${r} where ${r.date} >= ${from} and ${r.date} < ${to}`;

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const round1 = (value: number) => Math.round(value * 10) / 10;
// `+ 0` turns -0 (a fall too small to show) into 0.
const change = (now: number, before: number) =>
  before === 0 ? null : round1(((now - before) / before) * 100) + 0;

function toWeek(weekStart: string, row: WeekRow, prefix: "t" | "l"): TrendWeek {
  return {
    weekStart,
    weekEnd: addDays(weekStart, 6),
    services: Number(row[`${prefix}_services`]),
    attendance: Number(row[`${prefix}_attendance`]),
    tithes: fromCents(Number(row[`${prefix}_tithes`])),
    offerings: fromCents(Number(row[`${prefix}_offerings`])),
  };
}

/**
 * Weekly series and the year-on-year comparison, both aggregated by the database. Weeks run Sunday to
 * Saturday in the church's time zone; "last year" of a week is 52 weeks (364 days) earlier, so it is a
 * whole Sunday-to-Saturday week too. Weeks without records are generated (zeros), not left out.
 */
export function createCrmTrendsHandler({ db }: AppDeps): Handler<typeof endpoints.crm.trends> {
  return async ({ query }) => {
    const today = sql`${churchToday()}::date`;
    const weeks = query.weeks ?? 26;
    const weekStart = sql`w.week_start`;
    const [weekResult, periodResult] = await Promise.all([
      db.execute(sql`
        with batch_days as (${closedBatchDays}), w as (
          select (${today} - extract(dow from ${today})::int - 7 * i) as week_start
          from generate_series(0, ${weeks - 1}::int) as i
        )
        select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
          t.services as t_services, t.attendance as t_attendance, t.tithes as t_tithes, t.offerings as t_offerings,
          l.services as l_services, l.attendance as l_attendance, l.tithes as l_tithes, l.offerings as l_offerings
        from w
        cross join lateral (${sums(weekStart, sql`${weekStart} + 7`)}) t
        cross join lateral (${sums(sql`${weekStart} - 364`, sql`${weekStart} - 357`)}) l
        order by w.week_start`),
      db.execute(sql`
        with batch_days as (${closedBatchDays}), b as (
          select ${today} as this_to,
            make_date(extract(year from ${today})::int, 1, 1) as this_from,
            (${today} - interval '1 year')::date as last_to,
            make_date(extract(year from ${today})::int - 1, 1, 1) as last_from
        )
        select to_char(b.this_from, 'YYYY-MM-DD') as this_from, to_char(b.this_to, 'YYYY-MM-DD') as this_to,
          to_char(b.last_from, 'YYYY-MM-DD') as last_from, to_char(b.last_to, 'YYYY-MM-DD') as last_to,
          t.services as t_services, t.attendance as t_attendance, t.tithes as t_tithes, t.offerings as t_offerings,
          l.services as l_services, l.attendance as l_attendance, l.tithes as l_tithes, l.offerings as l_offerings
        from b
        cross join lateral (${sums(sql`b.this_from`, sql`b.this_to + 1`)}) t
        cross join lateral (${sums(sql`b.last_from`, sql`b.last_to + 1`)}) l`),
    ]);

    const [period] = rowsOf<WeekRow & Record<"this_from" | "this_to" | "last_from" | "last_to", string>>(
      periodResult,
    );
    if (!period) throw new Error("the comparison query returned no row");
    const totals = (prefix: "t" | "l", from: string, to: string): PeriodTotals => {
      const { services, attendance, tithes, offerings } = toWeek(from, period, prefix);
      const averageAttendance = services > 0 ? round1(attendance / services) : 0;
      return { from, to, services, attendance, averageAttendance, tithes, offerings };
    };
    const thisYear = totals("t", period.this_from, period.this_to);
    const lastYear = totals("l", period.last_from, period.last_to);

    return {
      weeks: rowsOf<WeekRow>(weekResult).map((row) => ({
        thisYear: toWeek(row.week_start, row, "t"),
        lastYear: toWeek(addDays(row.week_start, -364), row, "l"),
      })),
      comparison: {
        thisYear,
        lastYear,
        change: {
          attendance: change(thisYear.attendance, lastYear.attendance),
          averageAttendance: change(thisYear.averageAttendance, lastYear.averageAttendance),
          tithes: change(thisYear.tithes, lastYear.tithes),
          offerings: change(thisYear.offerings, lastYear.offerings),
        },
      },
    };
  };
}
