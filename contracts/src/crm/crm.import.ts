import {
  churchRecordInputSchema,
  crmCsvColumns,
  crmCsvOnlineColumns,
  type ImportCells,
  type ImportedRecord,
  type ImportField,
  type ImportIssue,
  type ImportIssueCode,
  type ImportRow,
} from "./crm.schema.ts";

/*
 * The rules of a CSV import, shared by the API and the mocks. The CSV text is split into cells by a
 * real CSV parser first (the API uses csv-parse); from the cells on, everything is decided here.
 */

export const IMPORT_MAX_ROWS = 5000;

export const importMessages: Record<ImportIssueCode, string> = {
  unreadable: "The file could not be read as CSV",
  missing_column: "A column is missing",
  no_rows: "The file has no records",
  too_many_rows: "At most 5000 rows can be imported at once",
  required: "This value is required",
  invalid_date: "Use a date like 2026-03-01",
  whole_number: "Attendance must be a whole number",
  number: "Must be a number",
  min: "Must be 0 or more",
  cents: "At most two decimals (cents)",
  too_big: "This number is too large",
  too_long: "Notes can be at most 2000 characters",
  duplicate: "This record already exists",
};

type CellIssue = { field: ImportField; code: ImportIssueCode };

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD as exported, or M/D/YYYY as a US spreadsheet saves it again. */
function parseDate(text: string): string | CellIssue {
  if (!text) return { field: "date", code: "required" };
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${pad(Number(us[1]))}-${pad(Number(us[2]))}` : text;
  const parsed = churchRecordInputSchema.shape.date.safeParse(iso);
  return parsed.success ? parsed.data : { field: "date", code: "invalid_date" };
}

function parseAttendance(text: string): number | CellIssue {
  const field = "attendance";
  const plain = text.replace(/,/g, "");
  if (!plain) return { field, code: "required" };
  if (/^-\d/.test(plain)) return { field, code: "min" };
  if (!/^\d+$/.test(plain)) return { field, code: "whole_number" };
  const value = Number(plain);
  return churchRecordInputSchema.shape.attendance.safeParse(value).success
    ? value
    : { field, code: "too_big" };
}

/** Dollars with optional "$" and thousands separators, as a spreadsheet may format them. */
function parseMoney(text: string, field: "tithes" | "offerings"): number | CellIssue {
  const plain = text.replace(/^\$/, "").replace(/,/g, "");
  if (!plain) return { field, code: "required" };
  if (/^-\$?\d/.test(plain)) return { field, code: "min" };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return { field, code: "number" };
  if ((match[2] ?? "").replace(/0+$/, "").length > 2) return { field, code: "cents" };
  const value = Number(plain);
  return churchRecordInputSchema.shape[field].safeParse(value).success ? value : { field, code: "too_big" };
}

/** Export CSV puts an apostrophe before text a spreadsheet would run as a formula; take it off again. */
function parseNotes(text: string): string | null | CellIssue {
  const notes = text.replace(/^'(?=[=+\-@\t\r])/, "").trim();
  if (!notes) return null;
  return churchRecordInputSchema.shape.notes.safeParse(notes).success
    ? notes
    : { field: "notes", code: "too_long" };
}

const isIssue = (value: unknown): value is CellIssue =>
  typeof value === "object" && value !== null && "code" in value;

/** One row's cells to a record, or the issues of its cells (all of them, not just the first). */
export function recordFromCells(cells: ImportCells): { record: ImportedRecord | null; issues: CellIssue[] } {
  const date = parseDate(cells.date.trim());
  const attendance = parseAttendance(cells.attendance.trim());
  const tithes = parseMoney(cells.tithes.trim(), "tithes");
  const offerings = parseMoney(cells.offerings.trim(), "offerings");
  const notes = parseNotes(cells.notes);
  const issues = [date, attendance, tithes, offerings, notes].filter(isIssue);
  if (isIssue(date) || isIssue(attendance) || isIssue(tithes) || isIssue(offerings) || isIssue(notes)) {
    return { record: null, issues };
  }
  return { record: { date, attendance, tithes, offerings, notes }, issues: [] };
}

/** What makes two records the same service: same day and the same figures. */
export const importRecordKey = (r: Pick<ImportedRecord, "date" | "attendance" | "tithes" | "offerings">) =>
  `${r.date}|${r.attendance}|${Math.round(r.tithes * 100)}|${Math.round(r.offerings * 100)}`;

const issue = (row: number, field: ImportField, code: ImportIssueCode, message?: string): ImportIssue => ({
  row,
  field,
  code,
  message: message ?? importMessages[code],
});

export interface ImportCheck {
  rows: ImportRow[];
  issues: ImportIssue[];
}

/**
 * Checks a parsed CSV table (the header first). Columns are found by name in any order and case;
 * blank lines are skipped but still counted, so row numbers match the spreadsheet's. A row equal to
 * an earlier one, or to a saved record (`existing` keys), is a duplicate: importing a file twice must
 * not count a service twice.
 */
export function checkImportTable(
  table: readonly string[][],
  existing: ReadonlySet<string> = new Set(),
): ImportCheck {
  const [header, ...body] = table;
  const names = (header ?? []).map((name) =>
    name
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
  const issues: ImportIssue[] = [];
  const index = {} as Record<keyof ImportCells, number>;
  for (const column of crmCsvColumns) {
    const at = names.indexOf(column.toLowerCase());
    const key = column.toLowerCase() as keyof ImportCells;
    if (at >= 0) index[key] = at;
    else if (key !== "notes") issues.push(issue(1, key, "missing_column", `The column ${column} is missing`));
  }
  if (issues.length > 0) return { rows: [], issues };
  const onlineAt = crmCsvOnlineColumns
    .map((column) => names.indexOf(column.toLowerCase()))
    .filter((at) => at >= 0);

  const rows: ImportRow[] = [];
  const seen = new Set(existing);
  body.forEach((cellsOfRow, i) => {
    if (cellsOfRow.every((cell) => cell.trim() === "")) return;
    const row = i + 2;
    const cell = (key: keyof ImportCells) => {
      const at = index[key];
      return at === undefined ? "" : (cellsOfRow[at] ?? "");
    };
    // Export CSV's line for a day of online gifts without a service: nothing to import.
    const serviceCells = (["attendance", "tithes", "offerings", "notes"] as const).map(cell);
    const online = onlineAt.some((at) => (cellsOfRow[at] ?? "").trim() !== "");
    if (online && serviceCells.every((text) => text.trim() === "")) return;
    const cells: ImportCells = {
      date: cell("date"),
      attendance: cell("attendance"),
      tithes: cell("tithes"),
      offerings: cell("offerings"),
      notes: cell("notes"),
    };
    const parsed = recordFromCells(cells);
    for (const found of parsed.issues) issues.push(issue(row, found.field, found.code));
    let record = parsed.record;
    if (record) {
      const key = importRecordKey(record);
      if (seen.has(key)) {
        issues.push(issue(row, "date", "duplicate"));
        record = null;
      } else seen.add(key);
    }
    rows.push({ row, cells, record });
  });
  if (rows.length === 0) issues.push(issue(1, "file", "no_rows"));
  if (rows.length > IMPORT_MAX_ROWS) issues.push(issue(1, "file", "too_many_rows"));
  return { rows, issues };
}

/** The issue of a file that is not CSV at all (an unclosed quote, a binary file). */
export const unreadableImport = (detail?: string): ImportCheck => ({
  rows: [],
  issues: [issue(1, "file", "unreadable", detail ? `${importMessages.unreadable}: ${detail}` : undefined)],
});
