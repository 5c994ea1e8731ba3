import { describe, expect, it } from "vitest";
import { checkImportTable, importRecordKey, recordFromCells } from "./crm.import.ts";

const header = ["Date", "Attendance", "Tithes", "Offerings", "Notes"];
const cells = { date: "2026-03-01", attendance: "42", tithes: "1234.56", offerings: "78.90", notes: "" };

describe("recordFromCells", () => {
  it("reads a row as Export CSV writes it", () => {
    expect(recordFromCells(cells)).toEqual({
      record: { date: "2026-03-01", attendance: 42, tithes: 1234.56, offerings: 78.9, notes: null },
      issues: [],
    });
  });

  it("accepts what a US spreadsheet saves: M/D/YYYY dates, $ and thousands separators", () => {
    expect(
      recordFromCells({
        date: "3/1/2026",
        attendance: "1,042",
        tithes: "$1,234.50",
        offerings: "0",
        notes: " x ",
      }).record,
    ).toEqual({ date: "2026-03-01", attendance: 1042, tithes: 1234.5, offerings: 0, notes: "x" });
  });

  it("takes off the apostrophe that Export CSV puts before a formula-like note", () => {
    expect(recordFromCells({ ...cells, notes: "'=SUM(A1)" }).record?.notes).toBe("=SUM(A1)");
  });

  it.each([
    [{ date: "" }, "date", "required"],
    [{ date: "2026-02-30" }, "date", "invalid_date"],
    [{ date: "March 1" }, "date", "invalid_date"],
    [{ attendance: "" }, "attendance", "required"],
    [{ attendance: "-3" }, "attendance", "min"],
    [{ attendance: "4.5" }, "attendance", "whole_number"],
    [{ attendance: "many" }, "attendance", "whole_number"],
    [{ tithes: "abc" }, "tithes", "number"],
    [{ tithes: "-1" }, "tithes", "min"],
    [{ offerings: "1.001" }, "offerings", "cents"],
    [{ offerings: "1000000000" }, "offerings", "too_big"],
    [{ notes: "x".repeat(2001) }, "notes", "too_long"],
  ])("rejects %j as %s: %s", (change, field, code) => {
    expect(recordFromCells({ ...cells, ...change })).toEqual({ record: null, issues: [{ field, code }] });
  });

  it("names every bad cell of a row, not just the first", () => {
    const { issues } = recordFromCells({ ...cells, date: "x", tithes: "y" });
    expect(issues.map((i) => i.field)).toEqual(["date", "tithes"]);
  });
});

describe("checkImportTable", () => {
  it("finds columns by name in any order, skips blank lines and numbers rows like a spreadsheet", () => {
    const { rows, issues } = checkImportTable([
      ["notes", "OFFERINGS", "Tithes", "Total", "Attendance", "Date"],
      ["", "10", "20", "30", "5", "2026-01-04"],
      [""],
      ["Snow", "1", "2", "3", "4", "2026-01-11"],
    ]);
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.row, r.record])).toEqual([
      [2, { date: "2026-01-04", attendance: 5, tithes: 20, offerings: 10, notes: null }],
      [4, { date: "2026-01-11", attendance: 4, tithes: 2, offerings: 1, notes: "Snow" }],
    ]);
  });

  it("reports row number, field and message for each bad row, keeping the good rows", () => {
    const { rows, issues } = checkImportTable([
      header,
      ["2026-01-04", "5", "1", "1", ""],
      ["2026-01-11", "-1", "1", "1", ""],
    ]);
    expect(rows.map((r) => r.record === null)).toEqual([false, true]);
    expect(issues).toEqual([{ row: 3, field: "attendance", code: "min", message: "Must be 0 or more" }]);
  });

  it("names a missing column and reads no rows", () => {
    expect(
      checkImportTable([
        ["Date", "Tithes", "Offerings"],
        ["2026-01-04", "1", "1"],
      ]),
    ).toEqual({
      rows: [],
      issues: [
        { row: 1, field: "attendance", code: "missing_column", message: "The column Attendance is missing" },
      ],
    });
  });

  it("refuses a file with only a header", () => {
    expect(checkImportTable([header]).issues.map((i) => i.code)).toEqual(["no_rows"]);
  });

  it("marks a row repeated in the file, or already saved, as a duplicate", () => {
    const saved = importRecordKey({ date: "2026-01-18", attendance: 7, tithes: 1, offerings: 2 });
    const { issues } = checkImportTable(
      [
        header,
        ["2026-01-04", "5", "1", "1", ""],
        ["2026-01-04", "5", "1.00", "1", "again"],
        ["2026-01-04", "6", "1", "1", "second service"],
        ["2026-01-18", "7", "1", "2", ""],
      ],
      new Set([saved]),
    );
    expect(issues.map((i) => [i.row, i.code])).toEqual([
      [3, "duplicate"],
      [5, "duplicate"],
    ]);
  });
});
