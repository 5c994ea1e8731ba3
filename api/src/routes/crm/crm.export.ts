import { crmCsvColumns, crmCsvOnlineColumns, type ExportReport, type endpoints } from "@church/contracts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { csvCell } from "../shared/csv.ts";
import { recordsReport } from "./crm.books.ts";
import { renderRecordsPdf } from "./crm.pdf.ts";

const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The report as CSV: one line per record (its tithes and offerings with what its closed batches add),
 * the date's online gifts on the first record of that date, and a line of its own for a day of online
 * gifts without a service (skipped on import). The columns sum to the report's totals.
 */
function recordsCsv(report: ExportReport): string {
  const [date, attendance, tithes, offerings, notes] = crmCsvColumns;
  const lines = [[date, attendance, tithes, offerings, ...crmCsvOnlineColumns, "Total", notes].join(",")];
  const online = new Map(report.onlineDays.map((day) => [day.date, day]));
  type Line = { date: string; cells: (string | number)[]; notes: string | null };
  const rows: Line[] = [];
  for (const record of report.records) {
    const gifts = online.get(record.date);
    online.delete(record.date);
    const t = cents(record.tithes) + cents(record.batchTithes);
    const o = cents(record.offerings) + cents(record.batchOfferings);
    const ot = cents(gifts?.tithes ?? 0);
    const oo = cents(gifts?.offerings ?? 0);
    rows.push({
      date: record.date,
      cells: [record.attendance, money(t), money(o), money(ot), money(oo), money(t + o + ot + oo)],
      notes: record.notes,
    });
  }
  for (const day of online.values()) {
    const ot = cents(day.tithes);
    const oo = cents(day.offerings);
    rows.push({ date: day.date, cells: ["", "", "", money(ot), money(oo), money(ot + oo)], notes: null });
  }
  // By date; a date's record lines keep their order (the first carries the batch and online money).
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const row of rows) lines.push([row.date, ...row.cells, csvCell(row.notes)].join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function createCrmExportHandler({ db, env }: AppDeps): Handler<typeof endpoints.crm.exportRecords> {
  return async ({ c, query }) => {
    // Demo mode counts the test provider's gifts, as the portal's weekly summaries do.
    const report = await recordsReport(
      db,
      { from: query.from, to: query.to },
      { includeTestGifts: env.DEMO_MODE },
    );
    const format = query.format ?? "json";
    if (format === "csv") {
      return c.body(recordsCsv(report), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="church-records-${churchToday()}.csv"`,
      });
    }
    if (format === "pdf") {
      const pdf = await renderRecordsPdf(report, query.lang ?? "en");
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="church-records-${churchToday()}.pdf"`,
      });
    }
    return report;
  };
}
