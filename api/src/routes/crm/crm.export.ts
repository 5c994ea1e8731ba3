import { type ExportReport, type endpoints, fromCents } from "@church/contracts";
import { asc, sql } from "drizzle-orm";
import { churchRecords } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import {
  batchMoneyByRecord,
  closedBatchDayMap,
  closedBatchDays,
} from "../../services/offerings/batch-books.ts";
import { csvCell } from "../shared/csv.ts";
import { toRecord } from "./crm.model.ts";
import { renderRecordsPdf } from "./crm.pdf.ts";

const money = (cents: number) => (cents / 100).toFixed(2);

export function createCrmExportHandler({ db }: AppDeps): Handler<typeof endpoints.crm.exportRecords> {
  return async ({ c, query }) => {
    const [rows, days] = await Promise.all([
      db.select().from(churchRecords).orderBy(asc(churchRecords.date), asc(churchRecords.createdAt)),
      closedBatchDayMap(db),
    ]);
    const batches = batchMoneyByRecord(rows, days);
    const records = rows.map((row) => toRecord(row, batches.get(row.id)));
    // The exports tell the books: a Sunday's tithes and offerings with what its closed batches add.
    const [batchSum] = rowsOf<{ tithes: string | number; offerings: string | number }>(
      await db.execute(
        sql`select coalesce(sum(d.tithes), 0)::bigint as tithes, coalesce(sum(d.offerings), 0)::bigint as offerings from (${closedBatchDays}) d`,
      ),
    );
    const batchTithes = Number(batchSum?.tithes ?? 0);
    const batchOfferings = Number(batchSum?.offerings ?? 0);
    const [sum] = await db
      .select({
        count: sql<number>`count(*)::int`,
        attendance: sql<number>`coalesce(sum(${churchRecords.attendance}), 0)::bigint`,
        tithes: sql<number>`coalesce(sum(${churchRecords.tithesCents}), 0)::bigint`,
        offerings: sql<number>`coalesce(sum(${churchRecords.offeringsCents}), 0)::bigint`,
      })
      .from(churchRecords);
    const count = sum?.count ?? 0;
    const format = query.format ?? "json";
    if (format === "csv") {
      const lines = [["Date", "Attendance", "Tithes", "Offerings", "Total", "Notes"].join(",")];
      for (const row of rows) {
        const batch = batches.get(row.id);
        const tithes = row.tithesCents + (batch?.tithesCents ?? 0);
        const offerings = row.offeringsCents + (batch?.offeringsCents ?? 0);
        lines.push(
          [
            row.date,
            row.attendance,
            money(tithes),
            money(offerings),
            money(tithes + offerings),
            csvCell(row.notes),
          ].join(","),
        );
      }
      return c.body(`${lines.join("\r\n")}\r\n`, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="church-records-${churchToday()}.csv"`,
      });
    }
    const report: ExportReport = {
      summary: {
        totalRecords: count,
        totalAttendance: Number(sum?.attendance ?? 0),
        totalTithes: fromCents(Number(sum?.tithes ?? 0) + batchTithes),
        totalOfferings: fromCents(Number(sum?.offerings ?? 0) + batchOfferings),
        averageAttendance: count > 0 ? Math.round((Number(sum?.attendance ?? 0) / count) * 10) / 10 : 0,
      },
      generatedAt: new Date().toISOString(),
      records,
    };
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
