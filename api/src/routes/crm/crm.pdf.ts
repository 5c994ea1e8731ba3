import {
  type ChurchRecord,
  type CrmReportTexts,
  churchInfo,
  crmReportTexts,
  type ExportReport,
  type Language,
} from "@church/contracts";
import PDFDocument from "pdfkit";
import { churchTimeZone } from "../../lib/church-time.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** Characters the built-in PDF fonts (Helvetica, WinAnsi encoding) can draw. */
const winAnsi = /^[\x20-\x7e\xa1-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\n]$/u;

/**
 * Text the built-in fonts can draw: ICU's narrow spaces become spaces, a letter outside Latin-1 its
 * base letter when it has one (ŝ → s), anything else (an emoji) a "?" rather than a wrong glyph.
 */
function printable(text: string): string {
  let out = "";
  for (const char of text.replace(/[\u00a0\u202f\u2009]/g, " ")) {
    if (winAnsi.test(char)) out += char;
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += [...base].every((c) => winAnsi.test(c)) && base ? base : "?";
    }
  }
  return out;
}

/** "1 March 2026 to 31 March 2026", or the open end's words. */
function rangeText(report: ExportReport, texts: CrmReportTexts): string {
  if (!report.from && !report.to) return texts.allDates;
  if (!report.to) return fill(texts.since, { from: report.from ?? "" });
  if (!report.from) return fill(texts.until, { to: report.to });
  return fill(texts.range, { from: report.from, to: report.to });
}

const PAGE_MARGIN = 50;
const FOOTER_SPACE = 30;
const columns = [
  { key: "date", width: 72, align: "left" },
  { key: "attendance", width: 68, align: "right" },
  { key: "tithes", width: 78, align: "right" },
  { key: "offerings", width: 78, align: "right" },
  { key: "total", width: 82, align: "right" },
  { key: "notes", width: 134, align: "left" },
] as const;
const CELL_GAP = 8;

function cellsOf(record: ChurchRecord): Record<(typeof columns)[number]["key"], string> {
  return {
    date: record.date,
    attendance: count.format(record.attendance),
    // With what the closed offering batches of the date add, as the portal shows them.
    tithes: usd.format(Math.round((record.tithes + record.batchTithes) * 100) / 100),
    offerings: usd.format(Math.round((record.offerings + record.batchOfferings) * 100) / 100),
    total: usd.format(
      Math.round((record.tithes + record.batchTithes + record.offerings + record.batchOfferings) * 100) / 100,
    ),
    notes: record.notes?.trim() ? printable(record.notes.trim()) : "-",
  };
}

/**
 * The church records report as a PDF (US Letter): title, when it was made, the summary, and every
 * record in a table whose header repeats on each page, with page numbers. Texts in `language`;
 * money in US dollars and dates as YYYY-MM-DD in both languages, as in the CSV.
 */
export function renderRecordsPdf(report: ExportReport, language: Language): Promise<Buffer> {
  const texts = crmReportTexts[language];
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: texts.title,
      Author: language === "sw" ? churchInfo.nameSw : churchInfo.name,
      Subject: texts.summary,
      CreationDate: new Date(report.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const generated = new Intl.DateTimeFormat(language === "sw" ? "sw-TZ" : "en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: churchTimeZone,
  }).format(new Date(report.generatedAt));

  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#555555")
    .text(printable(language === "sw" ? churchInfo.nameSw : churchInfo.name), left, PAGE_MARGIN);
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#111111").text(texts.title);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#555555")
    .text(printable(fill(texts.generatedAt, { date: generated })));
  doc.text(printable(rangeText(report, texts)));
  doc.moveDown(1.2);

  doc.font("Helvetica-Bold").fontSize(13).fillColor("#111111").text(texts.summary);
  doc.moveDown(0.3);
  const { summary } = report;
  for (const [label, value] of [
    [texts.totalRecords, count.format(summary.totalRecords)],
    [texts.totalAttendance, count.format(summary.totalAttendance)],
    [texts.averageAttendance, count.format(summary.averageAttendance)],
    [texts.totalTithes, usd.format(summary.totalTithes)],
    [texts.totalOfferings, usd.format(summary.totalOfferings)],
    [texts.onlineTithes, usd.format(summary.onlineTithes)],
    [texts.onlineOfferings, usd.format(summary.onlineOfferings)],
    [texts.totalGiving, usd.format(summary.totalGiving)],
  ] as const) {
    const y = doc.y;
    doc.font("Helvetica").fontSize(11).text(label, left, y, { width: 200 });
    doc.font("Helvetica-Bold").text(value, left + 200, y, { width: 150, align: "right" });
    doc.moveDown(0.2);
  }
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(13).text(texts.records, left);
  doc.moveDown(0.4);

  const bottom = () => doc.page.height - PAGE_MARGIN - FOOTER_SPACE;
  const drawRow = (cells: Record<(typeof columns)[number]["key"], string>, bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const height =
      Math.max(...columns.map((c) => doc.heightOfString(cells[c.key], { width: c.width - CELL_GAP }))) + 6;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!bold) drawHeader();
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    }
    const top = doc.y;
    let x = left;
    for (const column of columns) {
      doc.text(cells[column.key], x, top + 3, { width: column.width - CELL_GAP, align: column.align });
      x += column.width;
    }
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(bold ? 1 : 0.5)
      .strokeColor(bold ? "#333333" : "#cccccc")
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  const drawHeader = () => drawRow(texts.columns, true);

  if (report.records.length === 0) {
    doc.font("Helvetica").fontSize(11).text(texts.noRecords, left);
  } else {
    drawHeader();
    for (const record of report.records) drawRow(cellsOf(record), false);
  }

  // Page numbers once the page count is known; the bottom margin is lifted so they fit below it.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#555555")
      .text(fill(texts.page, { page: i + 1, pages: range.count }), left, doc.page.height - PAGE_MARGIN, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
