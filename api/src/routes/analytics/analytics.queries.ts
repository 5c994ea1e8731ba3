import { type AnalyticsSummary, churchInfo } from "@church/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** "Today" in Buffalo, as the database sees it, so every instance agrees. */
const today = sql.raw(`(now() at time zone '${churchInfo.timeZone}')::date`);

/**
 * The Analytics tab's figures, aggregated in the database: visitors (page views) today, this week
 * (from Sunday), this month and in total in one pass with aggregate filters (the `day` index serves
 * the recent ranges), device classes and the most viewed pages grouped in SQL.
 */
export async function analyticsSummary(
  db: Db,
  topPagesLimit: number,
): Promise<AnalyticsSummary & { today: string }> {
  const pv = pageViews;
  const [visitorsResult, devicesResult, pagesResult] = await Promise.all([
    db.execute(sql`
      select
        to_char(${today}, 'YYYY-MM-DD') as today,
        count(*) filter (where ${pv.day} = ${today})::int as today_count,
        count(*) filter (where ${pv.day} >= ${today} - extract(dow from ${today})::int)::int as week_count,
        count(*) filter (where ${pv.day} >= date_trunc('month', ${today})::date)::int as month_count,
        count(*)::int as total_count
      from ${pv}`),
    db.execute(sql`select ${pv.deviceClass} as device, count(*)::int as n from ${pv} group by 1`),
    db.execute(sql`
      select ${pv.path} as page, count(*)::int as views from ${pv}
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
    timeZone: churchInfo.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}
