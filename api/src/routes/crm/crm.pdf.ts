import {
  type ChurchRecord,
  type CrmReportTexts,
  crmReportTexts,
  type ExportReport,
  type Language,
} from "@church/contracts";
import { fillText, printable, renderTablePdf } from "../shared/table-pdf.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const money = (dollars: number) => usd.format(Math.round(dollars * 100) / 100);

/** "1 March 2026 to 31 March 2026", or the open end's words. */
function rangeText(report: ExportReport, texts: CrmReportTexts): string {
  if (!report.from && !report.to) return texts.allDates;
  if (!report.to) return fillText(texts.since, { from: report.from ?? "" });
  if (!report.from) return fillText(texts.until, { to: report.to });
  return fillText(texts.range, { from: report.from, to: report.to });
}

function cellsOf(record: ChurchRecord): string[] {
  // With what the closed offering batches of the date add, as the portal shows them.
  const tithes = record.tithes + record.batchTithes;
  const offerings = record.offerings + record.batchOfferings;
  return [
    record.date,
    count.format(record.attendance),
    money(tithes),
    money(offerings),
    money(tithes + offerings),
    record.notes?.trim() ? printable(record.notes.trim()) : "-",
  ];
}

/**
 * The church records report as a PDF: the summary, and every record in a table. Texts in `language`;
 * money in US dollars and dates as YYYY-MM-DD in both languages, as in the CSV.
 */
export function renderRecordsPdf(report: ExportReport, language: Language): Promise<Buffer> {
  const texts = crmReportTexts[language];
  const { summary } = report;
  const c = texts.columns;
  return renderTablePdf({
    language,
    title: texts.title,
    subtitle: rangeText(report, texts),
    generatedAt: new Date(report.generatedAt),
    summary: {
      heading: texts.summary,
      items: [
        [texts.totalRecords, count.format(summary.totalRecords)],
        [texts.totalAttendance, count.format(summary.totalAttendance)],
        [texts.averageAttendance, count.format(summary.averageAttendance)],
        [texts.totalTithes, usd.format(summary.totalTithes)],
        [texts.totalOfferings, usd.format(summary.totalOfferings)],
        [texts.onlineTithes, usd.format(summary.onlineTithes)],
        [texts.onlineOfferings, usd.format(summary.onlineOfferings)],
        [texts.totalGiving, usd.format(summary.totalGiving)],
      ],
    },
    tables: [
      {
        heading: texts.records,
        empty: texts.noRecords,
        columns: [
          { label: c.date, width: 72 },
          { label: c.attendance, width: 68, align: "right" },
          { label: c.tithes, width: 78, align: "right" },
          { label: c.offerings, width: 78, align: "right" },
          { label: c.total, width: 82, align: "right" },
          { label: c.notes, width: 134 },
        ],
        rows: report.records.map(cellsOf),
      },
    ],
  });
}
