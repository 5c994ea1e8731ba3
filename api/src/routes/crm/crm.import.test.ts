import { importRecordsResponseSchema, recordsListResponseSchema } from "@church/contracts";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const good = [
  "Date,Attendance,Tithes,Offerings,Notes",
  "2025-12-28,61,1200.50,300.25,Last Sunday of the year",
  "2026-01-04,58,1100,280,",
  '2026-01-11,64,"1,310.10",$95.05,"Snow, ""few"" came"',
].join("\r\n");

const withBadRow = [
  "Date,Attendance,Tithes,Offerings,Notes",
  "2026-02-01,61,1200.50,300.25,",
  "2026-02-08,-3,1100,abc,",
  "2026-02-15,64,1310.10,95.05,",
].join("\n");

async function importCsv(cookie: string, csv: string, dryRun?: boolean) {
  return call("POST", "/api/crm/import", {
    cookie,
    body: { csv, ...(dryRun === undefined ? {} : { dryRun }) },
  });
}

async function savedRecords(cookie: string) {
  const list = await call("GET", "/api/crm/records", { cookie });
  return recordsListResponseSchema.parse(list.body).records;
}

async function importAudit() {
  const { deps } = await getTestApp();
  const result = await deps.db.execute(
    sql`select count(*)::int as count from audit_log where action = 'crm.record.import'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { count: number }[];
  return Number(rows[0]?.count ?? 0);
}

describe(`CSV import [${testDriver}]`, () => {
  let pastor: string;
  beforeEach(async () => {
    pastor ??= await signIn("pastor");
    // Closed offering batches add to their date's record in the export: other files' batches (the
    // worker's database is shared) would be read back as the records' own money.
    await truncate("church_records", "offering_batches");
    const { deps } = await getTestApp();
    await deps.db.execute(sql`delete from audit_log where entity_type = 'church_record'`);
  });

  it("previews a good file without writing anything", async () => {
    const result = await importCsv(pastor, good, true);
    expect(result.status).toBe(200);
    const preview = importRecordsResponseSchema.parse(result.body);
    expect(preview).toMatchObject({ dryRun: true, imported: 0, issues: [] });
    expect(preview.rows.map((r) => r.record)).toEqual([
      {
        date: "2025-12-28",
        attendance: 61,
        tithes: 1200.5,
        offerings: 300.25,
        notes: "Last Sunday of the year",
      },
      { date: "2026-01-04", attendance: 58, tithes: 1100, offerings: 280, notes: null },
      { date: "2026-01-11", attendance: 64, tithes: 1310.1, offerings: 95.05, notes: 'Snow, "few" came' },
    ]);
    expect(preview.rows[2]?.cells).toMatchObject({ tithes: "1,310.10", offerings: "$95.05" });
    expect(await savedRecords(pastor)).toEqual([]);
  });

  it("answers each bad row's number, field and message in the preview", async () => {
    const preview = importRecordsResponseSchema.parse((await importCsv(pastor, withBadRow, true)).body);
    expect(preview.issues).toEqual([
      { row: 3, field: "attendance", code: "min", message: "Must be 0 or more" },
      { row: 3, field: "offerings", code: "number", message: "Must be a number" },
    ]);
    expect(preview.rows.map((r) => [r.row, r.record === null])).toEqual([
      [2, false],
      [3, true],
      [4, false],
    ]);
  });

  it("writes nothing, not even the good rows, when one row is invalid", async () => {
    const result = await importCsv(pastor, withBadRow);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: {
        code: "validation_error",
        message: "The file has errors in 1 row; nothing was imported",
        fields: { "rows.3.attendance": "Must be 0 or more", "rows.3.offerings": "Must be a number" },
      },
    });
    expect(await savedRecords(pastor)).toEqual([]);
    expect(await importAudit()).toBe(0);
  });

  it("writes every row of a good file, with an audit entry each, and refuses the same file twice", async () => {
    const result = await importCsv(pastor, good);
    expect(result.status).toBe(200);
    expect(importRecordsResponseSchema.parse(result.body)).toMatchObject({ dryRun: false, imported: 3 });
    const saved = await savedRecords(pastor);
    expect(saved.map((r) => [r.date, r.attendance, r.tithes, r.offerings, r.notes])).toEqual([
      ["2026-01-11", 64, 1310.1, 95.05, 'Snow, "few" came'],
      ["2026-01-04", 58, 1100, 280, null],
      ["2025-12-28", 61, 1200.5, 300.25, "Last Sunday of the year"],
    ]);
    expect(await importAudit()).toBe(3);

    const again = await importCsv(pastor, good);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: { fields: { "rows.2.date": "This record already exists" } },
    });
    expect(await savedRecords(pastor)).toHaveLength(3);
  });

  it("reads back its own CSV export: same records, same totals to the cent", async () => {
    for (let week = 0; week < 30; week++) {
      const date = new Date(Date.UTC(2025, 10, 2 + 7 * week)).toISOString().slice(0, 10);
      const body = {
        date,
        attendance: 40 + (week % 9),
        tithes: Math.round((900 + week * 13.37) * 100) / 100,
        offerings: Math.round((100 + week * 0.07) * 100) / 100,
        notes: week % 5 === 0 ? `=Note ${week}, "quoted"` : null,
      };
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }
    const before = await savedRecords(pastor);
    const csv = String((await call("GET", "/api/crm/export?format=csv", { cookie: pastor })).body);

    // The export opens with a real CSV parser: its records' columns sum to the saved totals, and its
    // Total column to them with the online gifts of the same days (other tests' gifts may be there).
    const table = parse(csv, { columns: true }) as Record<string, string>[];
    const cents = (list: number[]) => list.reduce((sum, value) => sum + Math.round(value * 100), 0);
    const column = (name: string) => cents(table.map((row) => Number(row[name] || 0)));
    expect(column("Tithes") + column("Offerings")).toBe(
      cents(before.map((r) => r.tithes)) + cents(before.map((r) => r.offerings)),
    );
    expect(column("Total")).toBe(
      column("Tithes") + column("Offerings") + column("Online tithes") + column("Online offerings"),
    );

    await truncate("church_records");
    const result = await importCsv(pastor, csv);
    expect(result.status).toBe(200);
    const after = await savedRecords(pastor);
    const shape = (list: typeof before) =>
      list.map(({ date, attendance, tithes, offerings, notes }) => ({
        date,
        attendance,
        tithes,
        offerings,
        notes,
      }));
    expect(shape(after)).toEqual(shape(before));
  });

  it.each([
    [
      "a missing column",
      "Date,Tithes,Offerings\n2026-01-04,1,1\n",
      "rows.1.attendance",
      "The column Attendance is missing",
    ],
    ["a header only", "Date,Attendance,Tithes,Offerings,Notes\n", "rows.1.file", "The file has no records"],
    [
      "an unclosed quote",
      'Date,Attendance,Tithes,Offerings,Notes\n2026-01-04,1,1,1,"open\n',
      "rows.1.file",
      expect.stringContaining("could not be read as CSV"),
    ],
  ])("refuses %s, naming it", async (_, csv, field, message) => {
    const result = await importCsv(pastor, csv);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { fields: { [field]: message } } });
    expect(await savedRecords(pastor)).toEqual([]);
  });

  it("refuses a file larger than the limit, naming the field", async () => {
    const csv = `${good}\n${"x".repeat(1_000_001)}`;
    const result = await importCsv(pastor, csv, true);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { fields: { csv: "The file is too large" } } });
  });

  it("validates the body and the role", async () => {
    expect((await call("POST", "/api/crm/import", { cookie: pastor, body: { csv: "" } })).status).toBe(400);
    expect((await call("POST", "/api/crm/import", { cookie: pastor, body: {} })).status).toBe(400);
    expect((await call("POST", "/api/crm/import", { body: { csv: good } })).status).toBe(401);
    const editor = await signIn("content_editor");
    expect((await importCsv(editor, good)).status).toBe(403);
    expect(await savedRecords(pastor)).toEqual([]);
  });
});
