import { parse } from "csv-parse/sync";

/** Quotes a CSV cell when needed, and defuses cells a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends (what spreadsheets expect). */
export const csvText = (rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string =>
  `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;

/** A CSV's cells, read by csv-parse (a BOM and ragged rows allowed); the parser's reason when the text is not CSV. */
export function readCsv(text: string): string[][] | string {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
