import type { AnalyticsSummary } from "@church/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageViewDays } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** "Today" in Buffalo, as the database sees it, so every instance agrees. */
const today = sql.raw(`(now() at time zone '${churchTimeZone}')::date`);

/**
 * The Analytics tab's figures, aggregated in the database from the daily counts (`page_view_days`, kept
 * by triggers): visitors (page views) today, this week (from Sunday), this month and in total in one
 * pass with aggregate filters, device classes and the most viewed pages. A year of views is at most
 * a few rows per day and path, so the sums stay fast as views pile up.
 */
export async function analyticsSummary(
  db: Db,
  topPagesLimit: number,
): Promise<AnalyticsSummary & { today: string }> {
  const d = pageViewDays;
  const [visitorsResult, devicesResult, pagesResult] = await Promise.all([
    db.execute(sql`
      select
        to_char(${today}, 'YYYY-MM-DD') as today,
        coalesce(sum(${d.views}) filter (where ${d.day} = ${today}), 0)::int as today_count,
        coalesce(sum(${d.views}) filter (where ${d.day} >= ${today} - extract(dow from ${today})::int), 0)::int as week_count,
        coalesce(sum(${d.views}) filter (where ${d.day} >= date_trunc('month', ${today})::date), 0)::int as month_count,
        coalesce(sum(${d.views}), 0)::bigint as total_count
      from ${d}`),
    db.execute(sql`select ${d.deviceClass} as device, sum(${d.views})::bigint as n from ${d} group by 1`),
    db.execute(sql`
      select ${d.path} as page, sum(${d.views})::bigint as views from ${d}
      group by 1 order by 2 desc, 1 asc limit ${topPagesLimit}`),
  ]);
  const v = rowsOf<{
    today: string;
    today_count: number;
    week_count: number;
    month_count: number;
    total_count: number;
  }>(visitorsResult)[0];
  const devices = { desktop: 0, mobile: 0, tablet: 0 };
  for (const row of rowsOf<{ device: keyof typeof devices; n: number }>(devicesResult)) {
    if (row.device in devices) devices[row.device] = Number(row.n);
  }
  return {
    today: v?.today ?? "",
    visitors: {
      today: Number(v?.today_count ?? 0),
      thisWeek: Number(v?.week_count ?? 0),
      thisMonth: Number(v?.month_count ?? 0),
      total: Number(v?.total_count ?? 0),
    },
    devices,
    topPages: rowsOf<{ page: string; views: number }>(pagesResult).map((r) => ({
      page: r.page,
      views: Number(r.views),
    })),
  };
}

/** Buffalo's calendar day of an instant, as stored in `page_views.day`. */
export function churchDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: churchTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}
