import { churchInfo, crmReportTexts, type Language } from "@church/contracts";
import PDFDocument from "pdfkit";
import { churchTimeZone } from "../../lib/church-time.ts";

/**
 * The portal's reports as PDF (US Letter): the church's name, a title, when it was made, an optional
 * summary, then tables whose header row repeats on each page, and page numbers. The records export and
 * the care reports (retention, counted by name, giving) all go through here; each says only what its
 * columns and cells are. Cells arrive as finished text, formatted as in the report's CSV.
 */
export interface PdfColumn {
  label: string;
  /** Relative width: the columns share the page's width in these proportions. */
  width: number;
  align?: "left" | "right";
}

export interface PdfTable {
  heading: string;
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** Said instead of the table when it has no rows. */
  empty: string;
}

export interface TablePdf {
  language: Language;
  title: string;
  /** A line under the title, e.g. the months or weeks the report covers. */
  subtitle?: string;
  generatedAt: Date;
  summary?: { heading: string; items: readonly (readonly [string, string])[] };
  tables: readonly PdfTable[];
  /** For tables too wide for a portrait page (a column per fund). */
  landscape?: boolean;
}

export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** Characters the built-in PDF fonts (Helvetica, WinAnsi encoding) can draw. */
const winAnsi = /^[\x20-\x7e\xa1-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\n]$/u;

/**
 * Text the built-in fonts can draw: ICU's narrow spaces become spaces, a letter outside Latin-1 its
 * base letter when it has one (ŝ → s), anything else (an emoji) a "?" rather than a wrong glyph.
 */
export function printable(text: string): string {
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

const PAGE_MARGIN = 50;
const FOOTER_SPACE = 30;
const CELL_GAP = 8;

export function renderTablePdf(input: TablePdf): Promise<Buffer> {
  const { language } = input;
  const texts = crmReportTexts[language];
  const church = language === "sw" ? churchInfo.nameSw : churchInfo.name;
  const doc = new PDFDocument({
    size: "LETTER",
    layout: input.landscape ? "landscape" : "portrait",
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: { Title: input.title, Author: church, CreationDate: input.generatedAt },
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
  }).format(input.generatedAt);

  doc.font("Helvetica").fontSize(10).fillColor("#555555").text(printable(church), left, PAGE_MARGIN);
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#111111").text(printable(input.title));
  doc.font("Helvetica").fontSize(10).fillColor("#555555");
  if (input.subtitle) doc.text(printable(input.subtitle));
  doc.text(printable(fillText(texts.generatedAt, { date: generated })));
  doc.moveDown(1.2);

  if (input.summary) {
    doc.font("Helvetica-Bold").fontSize(13).fillColor("#111111").text(printable(input.summary.heading));
    doc.moveDown(0.3);
    for (const [label, value] of input.summary.items) {
      const y = doc.y;
      doc.font("Helvetica").fontSize(11).text(printable(label), left, y, { width: 200 });
      doc.font("Helvetica-Bold").text(printable(value), left + 200, y, { width: 150, align: "right" });
      doc.moveDown(0.2);
    }
    doc.moveDown(1);
  }

  const bottom = () => doc.page.height - PAGE_MARGIN - FOOTER_SPACE;
  for (const table of input.tables) {
    const total = table.columns.reduce((sum, c) => sum + c.width, 0);
    const widths = table.columns.map((c) => (c.width / total) * width);
    const drawRow = (cells: readonly string[], bold: boolean) => {
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(9)
        .fillColor("#111111");
      const texts = table.columns.map((_, i) => printable(cells[i] ?? ""));
      const height =
        Math.max(
          ...texts.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - CELL_GAP })),
        ) + 6;
      if (doc.y + height > bottom()) {
        doc.addPage();
        if (!bold) drawRow(header, true);
        doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      }
      const top = doc.y;
      let x = left;
      table.columns.forEach((column, i) => {
        const w = widths[i] ?? 0;
        doc.text(texts[i] ?? "", x, top + 3, { width: w - CELL_GAP, align: column.align ?? "left" });
        x += w;
      });
      doc
        .moveTo(left, top + height)
        .lineTo(left + width, top + height)
        .lineWidth(bold ? 1 : 0.5)
        .strokeColor(bold ? "#333333" : "#cccccc")
        .stroke();
      doc.x = left;
      doc.y = top + height;
    };
    const header = table.columns.map((c) => c.label);

    // A heading never sits alone at the foot of a page.
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.font("Helvetica-Bold").fontSize(13).fillColor("#111111").text(printable(table.heading), left);
    doc.moveDown(0.4);
    if (table.rows.length === 0) {
      doc.font("Helvetica").fontSize(11).text(printable(table.empty), left);
    } else {
      drawRow(header, true);
      for (const row of table.rows) drawRow(row, false);
    }
    doc.moveDown(1.5);
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
      .text(fillText(texts.page, { page: i + 1, pages: range.count }), left, doc.page.height - PAGE_MARGIN, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
