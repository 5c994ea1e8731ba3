import type { DonationPeriod, endpoints } from "@church/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { donations } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { toDonation } from "./donations.model.ts";

/** Period filters in SQL on Buffalo's calendar (staff-area.md section 9). */
function periodFilter(period: DonationPeriod): SQL | undefined {
  const local = sql`(${donations.donatedAt} at time zone ${churchTimeZone})`;
  const nowLocal = sql`(now() at time zone ${churchTimeZone})`;
  switch (period) {
    case "today":
      return sql`${local}::date = ${nowLocal}::date`;
    case "week":
      return sql`${donations.donatedAt} > now() - interval '7 days' and ${donations.donatedAt} <= now()`;
    case "month":
      return sql`date_trunc('month', ${local}) = date_trunc('month', ${nowLocal})`;
    default:
      return undefined;
  }
}

/** The staff list of gifts with its totals. */
export function createListHandlers(deps: AppDeps) {
  const { db } = deps;

  const list: Handler<typeof endpoints.donations.list> = async ({ query }) => {
    const where = and(
      eq(donations.status, "completed"),
      query.type === "all" ? undefined : eq(donations.type, query.type),
      periodFilter(query.period),
    );
    const [rows, totals] = await Promise.all([
      db.select().from(donations).where(where).orderBy(desc(donations.donatedAt)),
      db
        .select({
          totalCents: sql<string>`coalesce(sum(${donations.amountCents}), 0)`,
          count: sql<string>`count(*)`,
        })
        .from(donations)
        .where(where),
    ]);
    return {
      donations: rows.map(toDonation),
      total: Number(totals[0]?.totalCents ?? 0) / 100,
      count: Number(totals[0]?.count ?? 0),
    };
  };

  return { list };
}
