import {
  type AnalyticsSummary,
  analyticsExportExtension,
  type analyticsExportTexts,
  churchInfo,
  type Language,
} from "@church/contracts";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { csvCell } from "../shared/csv.ts";

type Texts = (typeof analyticsExportTexts)[Language];

/** One line of the export: the same rows in the CSV, the spreadsheet and the PDF. */
export interface ExportRow {
  section: string;
  item: string;
  value: number;
}

export function exportRows(summary: AnalyticsSummary, t: Texts): ExportRow[] {
  return [
    { section: t.visitors, item: t.today, value: summary.visitors.today },
    { section: t.visitors, item: t.thisWeek, value: summary.visitors.thisWeek },
    { section: t.visitors, item: t.thisMonth, value: summary.visitors.thisMonth },
    { section: t.visitors, item: t.total, value: summary.visitors.total },
    { section: t.devices, item: t.desktop, value: summary.devices.desktop },
    { section: t.devices, item: t.mobile, value: summary.devices.mobile },
    { section: t.devices, item: t.tablet, value: summary.devices.tablet },
    ...summary.topPages.map((p) => ({ section: t.topPages, item: p.page, value: p.views })),
  ];
}

export function renderCsv(rows: ExportRow[], t: Texts): string {
  const lines = [[t.section, t.item, t.value].map(csvCell).join(",")];
  for (const row of rows) lines.push([row.section, row.item, row.value].map(csvCell).join(","));
  // A byte-order mark so spreadsheet programs read the Swahili headings and paths as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function renderXlsx(rows: ExportRow[], t: Texts, generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = churchInfo.name;
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet(t.title.slice(0, 31));
  sheet.columns = [
    { header: t.section, key: "section", width: 28 },
    { header: t.item, key: "item", width: 48 },
    { header: t.value, key: "value", width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn("value").numFmt = "#,##0";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Characters the built-in PDF fonts (WinAnsi) can draw; others become their base letter or "?". */
function printable(text: string): string {
  let out = "";
  for (const char of text) {
    if (/^[\x20-\x7e\xa1-\xff]$/.test(char)) out += char;
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base && /^[\x20-\x7e]+$/.test(base) ? base : "?";
    }
  }
  return out;
}

const number = new Intl.NumberFormat("en-US");

export function renderPdf(
  rows: ExportRow[],
  t: Texts,
  language: Language,
  generatedAt: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 50,
    lang: language,
    displayTitle: true,
    info: {
      Title: t.title,
      Author: language === "sw" ? churchInfo.nameSw : churchInfo.name,
      CreationDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = 50;
  const valueRight = 562;
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(printable(`${language === "sw" ? churchInfo.nameSw : churchInfo.name}: ${t.title}`));
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#444444")
    .text(`${t.generated}: ${generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`)
    .moveDown(0.3)
    .text(printable(t.note))
    .fillColor("#000000")
    .moveDown(1);

  let section = "";
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      if (doc.y > 680) doc.addPage();
      doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).text(printable(section), left);
      doc.font("Helvetica").fontSize(10);
    }
    if (doc.y > 720) doc.addPage();
    const y = doc.y;
    doc.text(printable(row.item), left + 10, y, { width: 400, lineBreak: false, ellipsis: true });
    doc.text(number.format(row.value), valueRight - 100, y, { width: 100, align: "right" });
    doc.x = left;
  }
  doc.end();
  return done;
}

export const exportContentTypes = {
  csv: "text/csv; charset=utf-8",
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;

export const exportFileName = (format: keyof typeof analyticsExportExtension, day: string) =>
  `analytics-${day}.${analyticsExportExtension[format]}`;
