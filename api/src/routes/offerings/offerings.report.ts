import {
  donationFundLabels,
  donationFunds,
  type endpoints,
  fromCents,
  type GivingMonth,
  type GivingSource,
  givingSourceLabels,
  givingSources,
  zeroByFund,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import { donations, offeringBatches, offeringEntries } from "../../db/schema.ts";
import { churchTimeZone, churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { validationError } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { csvText } from "../shared/csv.ts";
import { renderGivingPdf } from "./offerings.report-pdf.ts";

const MAX_MONTHS = 120;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

const csvHeaders = {
  en: ["Month", "Method", "Fund", "Amount (USD)"],
  sw: ["Mwezi", "Njia", "Mfuko", "Kiasi (USD)"],
} as const;

/**
 * Giving per Buffalo calendar month, by method (the batches' cash, cheque and M-Pesa, and online) and
 * by fund, every sum made by the database. Only closed batches count (an open one may still change);
 * online gifts count when completed, the test provider's only in demo mode (as in the weekly summaries).
 */
export function createGivingReportHandler({
  db,
  env,
}: AppDeps): Handler<typeof endpoints.offerings.givingReport> {
  return async ({ c, query }) => {
    const thisMonth = churchToday().slice(0, 7);
    const to = query.to ?? thisMonth;
    const from = query.from ?? monthOf(monthIndex(to) - 11);
    if (monthIndex(from) > monthIndex(to))
      throw validationError({ from: "The first month comes after the last" });
    if (monthIndex(to) - monthIndex(from) >= MAX_MONTHS) {
      throw validationError({ from: `At most ${MAX_MONTHS} months at a time` });
    }
    const start = `${from}-01`;
    const end = `${monthOf(monthIndex(to) + 1)}-01`;
    const zone = sql.raw(`'${churchTimeZone}'`);
    const includeTest = env.DEMO_MODE ? sql`true` : sql`false`;
    const result = await db.execute(sql`
      select to_char(m, 'YYYY-MM') as month, source, fund, sum(cents)::bigint as cents from (
        select date_trunc('month', ${offeringBatches.date})::date as m, ${offeringEntries.method} as source,
          ${offeringEntries.fund} as fund, ${offeringEntries.amountCents} as cents
        from ${offeringEntries} join ${offeringBatches} on ${offeringBatches.id} = ${offeringEntries.batchId}
        where ${offeringBatches.status} = 'closed'
          and ${offeringBatches.date} >= ${start}::date and ${offeringBatches.date} < ${end}::date
        union all
        select date_trunc('month', ${donations.donatedAt} at time zone ${zone})::date, 'online',
          ${donations.fund}, ${donations.amountCents}
        from ${donations}
        where ${donations.status} = 'completed' and ${donations.donatedAt} is not null
          and (${donations.provider} <> 'test' or ${includeTest})
          and ${donations.donatedAt} >= (${start}::timestamp at time zone ${zone})
          and ${donations.donatedAt} < (${end}::timestamp at time zone ${zone})
      ) gifts group by 1, 2, 3 order by 1, 2, 3`);
    const rows = rowsOf<{
      month: string;
      source: GivingSource;
      fund: (typeof donationFunds)[number];
      cents: string | number;
    }>(result);

    const months = new Map<
      string,
      { bySource: Record<GivingSource, number>; byFund: ReturnType<typeof zeroByFund> }
    >();
    for (let i = monthIndex(from); i <= monthIndex(to); i++) {
      months.set(monthOf(i), {
        bySource: Object.fromEntries(givingSources.map((s) => [s, 0])) as Record<GivingSource, number>,
        byFund: zeroByFund(),
      });
    }
    for (const row of rows) {
      const month = months.get(row.month);
      if (!month) continue;
      month.bySource[row.source] += Number(row.cents);
      month.byFund[row.fund] += Number(row.cents);
    }

    if (query.format === "csv") {
      const lang = query.lang ?? "en";
      const lines: (string | number)[][] = [[...csvHeaders[lang]]];
      for (const row of rows) {
        lines.push([
          row.month,
          givingSourceLabels[row.source][lang],
          donationFundLabels[row.fund][lang],
          (Number(row.cents) / 100).toFixed(2),
        ]);
      }
      return c.body(csvText(lines), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="giving-${from}-to-${to}.csv"`,
      });
    }

    const list: GivingMonth[] = [...months].map(([month, m]) => ({
      month,
      bySource: Object.fromEntries(givingSources.map((s) => [s, fromCents(m.bySource[s])])) as Record<
        GivingSource,
        number
      >,
      byFund: Object.fromEntries(donationFunds.map((f) => [f, fromCents(m.byFund[f])])) as ReturnType<
        typeof zeroByFund
      >,
      total: fromCents(givingSources.reduce((sum, s) => sum + m.bySource[s], 0)),
    }));
    const report = { from, to, months: list };
    if (query.format === "pdf") {
      const pdf = await renderGivingPdf(report, query.lang ?? "en");
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="giving-${from}-to-${to}.pdf"`,
      });
    }
    return report;
  };
}
