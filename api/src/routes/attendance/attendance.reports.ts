import {
  byNameReportCsv,
  type endpoints,
  RETENTION_WINDOW_DAYS,
  retentionReportCsv,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import { attendance, churchRecords, people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { renderByNamePdf, renderRetentionPdf } from "./attendance.reports-pdf.ts";

const csvHeaders = (name: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${name}-${churchToday()}.csv"`,
});
const pdfHeaders = (name: string) => ({
  "content-type": "application/pdf",
  "content-disposition": `attachment; filename="${name}-${churchToday()}.pdf"`,
});

export function createAttendanceReportHandlers({ db }: AppDeps) {
  /**
   * Each service date of the last weeks with a count by name or a church record. The head count is
   * the record's attendance (everyone in the room, the named among them); several records of one day
   * add up, as the records' totals do.
   */
  const byNameReport: Handler<typeof endpoints.attendance.byNameReport> = async ({ c, query }) => {
    const today = churchToday();
    const weeks = query.weeks ?? 26;
    const from = sql`${today}::date - ${7 * weeks}::int`;
    const rows = rowsOf<{ date: string; named: number; head: number | null }>(
      await db.execute(sql`
        with named as (
          select service_date as date, count(*) filter (where present)::int as named
          from ${attendance} where service_date > ${from} group by service_date
        ), heads as (
          select ${churchRecords.date} as date, sum(${churchRecords.attendance})::int as head
          from ${churchRecords} where ${churchRecords.date} > ${from} group by ${churchRecords.date}
        )
        select to_char(coalesce(n.date, h.date), 'YYYY-MM-DD') as date, coalesce(n.named, 0) as named, h.head
        from named n full join heads h on h.date = n.date
        where coalesce(n.named, 0) > 0 or h.head is not null
        order by 1`),
    );
    const report = {
      services: rows.map((r) => ({
        date: r.date,
        countedByName: Number(r.named),
        headCount: r.head === null ? null : Number(r.head),
      })),
    };
    if (query.format === "pdf") {
      const pdf = await renderByNamePdf(report, weeks, query.lang ?? "en");
      return c.body(new Uint8Array(pdf), 200, pdfHeaders("attendance-by-name"));
    }
    return query.format === "csv"
      ? c.body(byNameReportCsv(report), 200, csvHeaders("attendance-by-name"))
      : report;
  };

  /**
   * The people first seen in each month (whatever brought them: an RSVP, a form, the door), and how
   * many were counted by name at 2+ and 4+ later services within 8 weeks of that first day.
   */
  const retentionReport: Handler<typeof endpoints.attendance.retentionReport> = async ({ c, query }) => {
    const today = churchToday();
    const months = query.months ?? 12;
    const rows = rowsOf<{
      month: string;
      first_seen: number;
      came2: number;
      came4: number;
      complete: boolean;
    }>(
      await db.execute(sql`
        with m as (
          select (date_trunc('month', ${today}::date) - make_interval(months => i))::date as start
          from generate_series(0, ${months - 1}::int) as i
        ), cohort as (
          select p.id, p.first_seen_on,
            (select count(*) from ${attendance} a
              where a.person_id = p.id and a.present and a.service_date > p.first_seen_on
                and a.service_date <= p.first_seen_on + ${RETENTION_WINDOW_DAYS}::int) as returns
          from ${people} p
          where p.first_seen_on >= (select min(start) from m) and p.first_seen_on <= ${today}::date
        )
        select to_char(m.start, 'YYYY-MM') as month,
          count(c.id)::int as first_seen,
          count(c.id) filter (where c.returns >= 2)::int as came2,
          count(c.id) filter (where c.returns >= 4)::int as came4,
          ((m.start + interval '1 month')::date - 1 + ${RETENTION_WINDOW_DAYS}::int <= ${today}::date) as complete
        from m left join cohort c on date_trunc('month', c.first_seen_on)::date = m.start
        group by m.start order by m.start`),
    );
    const report = {
      months: rows.map((r) => ({
        month: r.month,
        firstSeen: Number(r.first_seen),
        cameBack2: Number(r.came2),
        cameBack4: Number(r.came4),
        complete: Boolean(r.complete),
      })),
    };
    if (query.format === "pdf") {
      const pdf = await renderRetentionPdf(report, months, query.lang ?? "en");
      return c.body(new Uint8Array(pdf), 200, pdfHeaders("newcomer-retention"));
    }
    return query.format === "csv"
      ? c.body(retentionReportCsv(report), 200, csvHeaders("newcomer-retention"))
      : report;
  };

  return { byNameReport, retentionReport };
}
