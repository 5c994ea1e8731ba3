import type { ExportReport } from "@church/contracts";
import { formatDay } from "../../../lib/names.ts";
import { formatCount, formatMoney } from "./format.ts";

export interface ReportTexts {
  title: string;
  generatedAt: string;
  summary: string;
  totalRecords: string;
  totalAttendance: string;
  totalTithes: string;
  totalOfferings: string;
  onlineTithes: string;
  onlineOfferings: string;
  totalGiving: string;
  averageAttendance: string;
  records: string;
  columns: {
    date: string;
    attendance: string;
    tithes: string;
    offerings: string;
    total: string;
    notes: string;
  };
  noNotes: string;
}

const printStyles = `
  body { font-family: system-ui, sans-serif; color: #111; margin: 2rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content auto; gap: .25rem 1.5rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: .35rem .5rem; text-align: left; }
  td.amount { text-align: right; }
`;

/**
 * Opens the report in a print view and prints it. The DOM is built node by node (never from an HTML
 * string) so notes typed by staff cannot inject markup. A blocked popup does nothing, as in the spec.
 */
export function printReport(report: ExportReport, texts: ReportTexts, language: string): boolean {
  const view = window.open("", "_blank");
  if (!view) return false;
  const doc = view.document;
  doc.documentElement.lang = language;
  doc.title = texts.title;

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };

  doc.head.append(element("style", printStyles));
  doc.body.append(element("h1", texts.title), element("p", texts.generatedAt), element("h2", texts.summary));

  const { summary } = report;
  const summaryList = element("dl");
  for (const [term, value] of [
    [texts.totalRecords, formatCount(summary.totalRecords)],
    [texts.totalAttendance, formatCount(summary.totalAttendance)],
    [texts.averageAttendance, formatCount(summary.averageAttendance)],
    [texts.totalTithes, formatMoney(summary.totalTithes)],
    [texts.totalOfferings, formatMoney(summary.totalOfferings)],
    [texts.onlineTithes, formatMoney(summary.onlineTithes)],
    [texts.onlineOfferings, formatMoney(summary.onlineOfferings)],
    [texts.totalGiving, formatMoney(summary.totalGiving)],
  ] as const) {
    summaryList.append(element("dt", term), element("dd", value));
  }
  doc.body.append(summaryList, element("h2", texts.records));

  const table = element("table");
  const headRow = element("tr");
  const { columns } = texts;
  for (const header of [
    columns.date,
    columns.attendance,
    columns.tithes,
    columns.offerings,
    columns.total,
    columns.notes,
  ]) {
    const cell = element("th", header);
    cell.scope = "col";
    headRow.append(cell);
  }
  table.append(element("thead"));
  table.tHead?.append(headRow);
  const body = element("tbody");
  for (const record of report.records) {
    const row = element("tr");
    row.append(
      element("td", formatDay(record.date, language)),
      element("td", formatCount(record.attendance), "amount"),
      element("td", formatMoney(record.tithes), "amount"),
      element("td", formatMoney(record.offerings), "amount"),
      element("td", formatMoney(record.tithes + record.offerings), "amount"),
      element("td", record.notes?.trim() ? record.notes : texts.noNotes),
    );
    body.append(row);
  }
  table.append(body);
  doc.body.append(table);

  view.focus();
  view.print();
  return true;
}
