import { HttpResponse } from "msw";
import { addDays, calendarDate } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { donationsStore } from "../donations/donations.mocks.ts";
import { crmEndpoints } from "./crm.endpoints.ts";
import { checkImportTable, importRecordKey, unreadableImport } from "./crm.import.ts";
import {
  type ChurchRecord,
  crmMessages,
  type DashboardStats,
  ledgerFunds,
  type PeriodTotals,
  type Trends,
  type TrendWeek,
  type WeeklySummary,
} from "./crm.schema.ts";

const today = () => calendarDate(new Date());

/** The Sunday on or before a date. */
const weekStartOf = (date: string) => addDays(date, -new Date(`${date}T12:00:00Z`).getUTCDay());

/** Eight recent Sundays of records, dated from today so the stats cards always have data. */
function buildRecords(): ChurchRecord[] {
  const lastSunday = weekStartOf(today());
  const rows: Array<[number, number, number, string | null]> = [
    [64, 1240.5, 310, null],
    [58, 1105, 285.25, null],
    [71, 1390, 402, "Guest speaker from our Congo mission partner"],
    [55, 980, 260.75, null],
    [62, 1215.25, 298, null],
    [80, 1650, 515.5, "Harvest thanksgiving service"],
    [57, 1010, 240, null],
    [60, 1120, 275, "Youth Sunday"],
  ];
  return rows.map(([attendance, tithes, offerings, notes], i) => {
    const date = addDays(lastSunday, -7 * i);
    const stamp = `${date}T23:30:00.000Z`;
    return {
      id: `a6000000-0000-4000-8000-00000000000${i + 1}`,
      date,
      attendance,
      tithes,
      offerings,
      batchTithes: 0,
      batchOfferings: 0,
      notes,
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

export const crmFixtures: readonly ChurchRecord[] = buildRecords();
export const crmStore = createMockStore(() => crmFixtures);

const byDateDesc = (a: ChurchRecord, b: ChurchRecord) => b.date.localeCompare(a.date);
/** Tithes and offerings count what the batches add (as the API sums them). */
const sum = (
  records: ChurchRecord[],
  key: "attendance" | "tithes" | "offerings" | "batchTithes" | "batchOfferings",
) =>
  Math.round(
    records.reduce(
      (total, r) =>
        total +
        r[key] +
        (key === "tithes" ? r.batchTithes : 0) +
        (key === "offerings" ? r.batchOfferings : 0),
      0,
    ) * 100,
  ) / 100;
const average = (records: ChurchRecord[]) =>
  records.length ? Math.round(sum(records, "attendance") / records.length) : 0;

function dashboardStats(): DashboardStats {
  const now = today();
  const records = crmStore.all();
  const month = records.filter((r) => r.date.slice(0, 7) === now.slice(0, 7));
  const year = records.filter((r) => r.date.slice(0, 4) === now.slice(0, 4));
  const recent = records.filter((r) => r.date > addDays(now, -28) && r.date <= now);
  return {
    thisMonth: {
      totalAttendance: sum(month, "attendance"),
      totalTithes: sum(month, "tithes"),
      totalOfferings: sum(month, "offerings"),
    },
    thisYear: {
      totalAttendance: sum(year, "attendance"),
      averageAttendance: average(year),
      totalTithes: sum(year, "tithes"),
      totalOfferings: sum(year, "offerings"),
    },
    last4Weeks: { averageAttendance: average(recent) },
  };
}

/** One ledger: the mock gifts in the tithe fund and the General Fund, by their Buffalo week. */
function onlineOfWeek(weekStart: string) {
  const gifts = donationsStore
    .all()
    .filter((d) => weekStartOf(calendarDate(new Date(d.donatedAt))) === weekStart);
  const cents = (fund: string) =>
    gifts.filter((d) => d.category === fund).reduce((s, d) => s + Math.round(d.amount * 100), 0);
  const ledger = gifts.filter(
    (d) => d.category === ledgerFunds.tithes || d.category === ledgerFunds.offerings,
  );
  // The test provider's order ids start with TEST- (mock mode is a demo: its gifts count, marked).
  const tests = ledger.filter((d) => d.paypalPaymentId?.startsWith("TEST-"));
  return {
    onlineTithes: cents(ledgerFunds.tithes) / 100,
    onlineOfferings: cents(ledgerFunds.offerings) / 100,
    onlineGiftCount: ledger.length,
    testGiftCount: tests.length,
    testGiftTotal: tests.reduce((s, d) => s + Math.round(d.amount * 100), 0) / 100,
  };
}

function weeklySummaries(weeks: number): WeeklySummary[] {
  const groups = new Map<string, ChurchRecord[]>();
  for (const record of crmStore.all()) {
    const start = weekStartOf(record.date);
    groups.set(start, [...(groups.get(start) ?? []), record]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .slice(0, weeks)
    .map(([weekStart, records]) => ({
      weekStart,
      weekEnd: addDays(weekStart, 6),
      totalAttendance: sum(records, "attendance"),
      totalTithes: sum(records, "tithes"),
      totalOfferings: sum(records, "offerings"),
      recordCount: records.length,
      batchTithes: sum(records, "batchTithes"),
      batchOfferings: sum(records, "batchOfferings"),
      ...onlineOfWeek(weekStart),
    }));
}

/** Attendance and giving of the days [from, to], both included. */
function totalsBetween(from: string, to: string): Omit<TrendWeek, "weekStart" | "weekEnd"> {
  const inRange = crmStore.all().filter((r) => r.date >= from && r.date <= to);
  return {
    attendance: sum(inRange, "attendance"),
    tithes: sum(inRange, "tithes"),
    offerings: sum(inRange, "offerings"),
    services: inRange.length,
  };
}

const week = (weekStart: string): TrendWeek => {
  const weekEnd = addDays(weekStart, 6);
  return { weekStart, weekEnd, ...totalsBetween(weekStart, weekEnd) };
};

const period = (from: string, to: string): PeriodTotals => {
  const totals = totalsBetween(from, to);
  const averageAttendance = totals.services ? Math.round((totals.attendance / totals.services) * 10) / 10 : 0;
  return { from, to, ...totals, averageAttendance };
};

const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

function trends(weeks: number): Trends {
  const now = today();
  const current = weekStartOf(now);
  const sameDayLastYear = `${Number(now.slice(0, 4)) - 1}${now.slice(4) === "-02-29" ? "-02-28" : now.slice(4)}`;
  const thisYear = period(`${now.slice(0, 4)}-01-01`, now);
  const lastYear = period(`${sameDayLastYear.slice(0, 4)}-01-01`, sameDayLastYear);
  return {
    weeks: Array.from({ length: weeks }, (_, i) => {
      const start = addDays(current, -7 * (weeks - 1 - i));
      return { thisYear: week(start), lastYear: week(addDays(start, -364)) };
    }),
    comparison: {
      thisYear,
      lastYear,
      change: {
        attendance: change(thisYear.attendance, lastYear.attendance),
        averageAttendance: change(thisYear.averageAttendance, lastYear.averageAttendance),
        tithes: change(thisYear.tithes, lastYear.tithes),
        offerings: change(thisYear.offerings, lastYear.offerings),
      },
    },
  };
}

/** A small RFC 4180 reader, enough for the mocks (the API uses csv-parse); null on an unclosed quote. */
function readCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      rows.push([...row, cell]);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const inRange =
  ({ from, to }: { from?: string; to?: string }) =>
  (r: ChurchRecord) =>
    (!from || r.date >= from) && (!to || r.date <= to);

const notFound = () => mockError(404, "not_found", "Record not found");

export const crmHandlers = [
  mockEndpoint(crmEndpoints.listRecords, ({ query }) => ({
    records: [...crmStore.all()].filter(inRange(query)).sort(byDateDesc),
  })),
  mockEndpoint(crmEndpoints.createRecord, ({ body }) => {
    const now = nowIso();
    const record = crmStore.insert({
      id: newId(),
      ...body,
      batchTithes: 0,
      batchOfferings: 0,
      notes: body.notes ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return { record };
  }),
  mockEndpoint(crmEndpoints.updateRecord, ({ params, body }) => {
    const record = crmStore.update(params.id, { ...body, notes: body.notes ?? null, updatedAt: nowIso() });
    return record ? { record } : notFound();
  }),
  mockEndpoint(crmEndpoints.deleteRecord, ({ params }) =>
    crmStore.remove(params.id)
      ? { success: true as const }
      : mockError(404, "not_found", crmMessages.deleteFailed),
  ),
  mockEndpoint(crmEndpoints.dashboardStats, () => dashboardStats()),
  mockEndpoint(crmEndpoints.weeklySummaries, ({ query }) => weeklySummaries(query.weeks ?? 12)),
  mockEndpoint(crmEndpoints.trends, ({ query }) => trends(query.weeks ?? 26)),
  mockEndpoint(crmEndpoints.importRecords, ({ body }) => {
    const table = readCsv(body.csv);
    const existing = new Set(crmStore.all().map(importRecordKey));
    const { rows, issues } = table ? checkImportTable(table, existing) : unreadableImport();
    const dryRun = body.dryRun ?? false;
    if (!dryRun && issues.length > 0) {
      const fields = Object.fromEntries(issues.map((i) => [`rows.${i.row}.${i.field}`, i.message]));
      return mockError(400, "validation_error", "The file has errors; nothing was imported", fields);
    }
    if (!dryRun) {
      const now = nowIso();
      for (const { record } of rows) {
        if (record) {
          crmStore.insert({
            id: newId(),
            ...record,
            batchTithes: 0,
            batchOfferings: 0,
            createdAt: now,
            updatedAt: now,
          });
        }
      }
    }
    return { dryRun, imported: dryRun ? 0 : rows.length, rows, issues };
  }),
  mockEndpoint(crmEndpoints.exportRecords, ({ query }) => {
    const records = [...crmStore.all()].filter(inRange(query)).sort(byDateDesc);
    if (query.format === "csv") {
      const lines = [
        "Date,Attendance,Tithes,Offerings,Online tithes,Online offerings,Total,Notes",
        ...records.map((r) =>
          [
            r.date,
            r.attendance,
            (r.tithes + r.batchTithes).toFixed(2),
            (r.offerings + r.batchOfferings).toFixed(2),
            "0.00",
            "0.00",
            (r.tithes + r.batchTithes + r.offerings + r.batchOfferings).toFixed(2),
            JSON.stringify(r.notes ?? ""),
          ].join(","),
        ),
      ];
      return new HttpResponse(`${lines.join("\n")}\n`, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="church-records-${today()}.csv"`,
        },
      });
    }
    if (query.format === "pdf") {
      return new HttpResponse("%PDF-1.4\n% mock church records report\n", {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="church-records-${today()}.pdf"`,
        },
      });
    }
    // The mock has no online gifts: its totals are the records'.
    const tithes = sum(records, "tithes");
    const offerings = sum(records, "offerings");
    return {
      from: query.from ?? null,
      to: query.to ?? null,
      summary: {
        totalRecords: records.length,
        totalAttendance: sum(records, "attendance"),
        totalTithes: tithes,
        totalOfferings: offerings,
        averageAttendance: average(records),
        onlineTithes: 0,
        onlineOfferings: 0,
        onlineGiftCount: 0,
        totalGiving: Math.round((tithes + offerings) * 100) / 100,
      },
      generatedAt: nowIso(),
      records,
      onlineDays: [],
    };
  }),
];
