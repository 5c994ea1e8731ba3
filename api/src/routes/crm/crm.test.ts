import {
  dashboardStatsSchema,
  exportReportSchema,
  recordResponseSchema,
  recordsListResponseSchema,
  weeklySummarySchema,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { donations } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { weeklySummariesOf } from "./crm.summaries.ts";

const record = {
  date: "2026-03-01",
  attendance: 42,
  tithes: 1234.56,
  offerings: 78.9,
  notes: "Guest speaker",
};

/** Today's date in the church's time zone, as the server computes it. */
function churchToday(): Date {
  const text = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  return new Date(`${text}T00:00:00Z`);
}
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

describe(`church records [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(async () => {
    await truncate("church_records", "donations");
  });

  it("needs a session (401) and a pastor-capable role (403)", async () => {
    expect((await call("GET", "/api/crm/records")).status).toBe(401);
    const editor = await signIn("content_editor");
    expect((await call("GET", "/api/crm/records", { cookie: editor })).status).toBe(403);
    expect((await call("POST", "/api/crm/records", { cookie: editor, body: record })).status).toBe(403);
    const admin = await signIn("admin");
    expect((await call("GET", "/api/crm/records", { cookie: admin })).status).toBe(200);
  });

  it("creates, lists, updates and deletes a record, keeping money exact", async () => {
    const created = await call("POST", "/api/crm/records", { cookie: pastor, body: record });
    expect(created.status).toBe(201);
    const { record: saved } = recordResponseSchema.parse(created.body);
    expect(saved).toMatchObject(record);

    const list = recordsListResponseSchema.parse(
      (await call("GET", "/api/crm/records", { cookie: pastor })).body,
    );
    expect(list.records.map((r) => r.id)).toEqual([saved.id]);

    const updated = await call("PUT", `/api/crm/records/${saved.id}`, {
      cookie: pastor,
      body: { ...record, attendance: 50, tithes: 0.1, offerings: 0.2, notes: "" },
    });
    expect(updated.status).toBe(200);
    expect(recordResponseSchema.parse(updated.body).record).toMatchObject({
      attendance: 50,
      tithes: 0.1,
      offerings: 0.2,
      notes: null,
    });

    expect((await call("DELETE", `/api/crm/records/${saved.id}`, { cookie: pastor })).status).toBe(200);
    expect((await call("DELETE", `/api/crm/records/${saved.id}`, { cookie: pastor })).status).toBe(404);
    expect(
      recordsListResponseSchema.parse((await call("GET", "/api/crm/records", { cookie: pastor })).body)
        .records,
    ).toEqual([]);
  });

  it("writes who, what, when, before and after of each change to the audit log", async () => {
    const { deps, credentials } = await getTestApp();
    await deps.db.execute(sql`delete from audit_log where entity_type = 'church_record'`);
    const startedAt = Date.now();
    const { record: saved } = recordResponseSchema.parse(
      (await call("POST", "/api/crm/records", { cookie: pastor, body: record })).body,
    );
    const { record: edited } = recordResponseSchema.parse(
      (
        await call("PUT", `/api/crm/records/${saved.id}`, {
          cookie: pastor,
          body: { ...record, attendance: 43 },
        })
      ).body,
    );
    expect((await call("DELETE", `/api/crm/records/${saved.id}`, { cookie: pastor })).status).toBe(200);
    // Refused changes leave no entry.
    await call("POST", "/api/crm/records", { cookie: pastor, body: { ...record, attendance: -1 } });
    await call("DELETE", `/api/crm/records/${saved.id}`, { cookie: pastor });

    const result = await deps.db.execute(sql`
      select a.action, a.entity_id, a.details, a.created_at, u.email
      from audit_log a left join users u on u.id = a.user_id
      where a.entity_type = 'church_record' order by a.created_at, a.action`);
    const entries = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      action: string;
      entity_id: string;
      details: unknown;
      created_at: Date | string;
      email: string;
    }>;
    const pastorEmail = credentials.find((c) => c.role === "pastor")?.email;
    expect(
      entries.map(({ action, entity_id, details, email }) => ({ action, entity_id, details, email })),
    ).toEqual([
      {
        action: "crm.record.create",
        entity_id: saved.id,
        details: { before: null, after: saved },
        email: pastorEmail,
      },
      {
        action: "crm.record.update",
        entity_id: saved.id,
        details: { before: saved, after: edited },
        email: pastorEmail,
      },
      {
        action: "crm.record.delete",
        entity_id: saved.id,
        details: { before: edited, after: null },
        email: pastorEmail,
      },
    ]);
    for (const entry of entries) {
      expect(new Date(entry.created_at).getTime()).toBeGreaterThanOrEqual(startedAt - 5_000);
    }
  });

  it.each([
    [{ ...record, date: "" }, "date"],
    [{ ...record, date: "2026-02-30" }, "date"],
    // PostgreSQL has no year 0: this answered 500 (outside review, issue 26).
    [{ ...record, date: "0000-01-01" }, "date"],
    [{ ...record, attendance: -1 }, "attendance"],
    [{ ...record, attendance: 1.5 }, "attendance"],
    [{ ...record, attendance: "12" }, "attendance"],
    [{ ...record, tithes: -0.01 }, "tithes"],
    [{ ...record, offerings: 1.001 }, "offerings"],
    [{ ...record, notes: "x".repeat(2001) }, "notes"],
  ])("rejects %j naming the field %s, writing nothing", async (body, field) => {
    const result = await call("POST", "/api/crm/records", { cookie: pastor, body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: { code: "validation_error", fields: { [field]: expect.any(String) } },
    });
    const list = recordsListResponseSchema.parse(
      (await call("GET", "/api/crm/records", { cookie: pastor })).body,
    );
    expect(list.records).toEqual([]);
  });

  it("rejects a malformed id with 400", async () => {
    const result = await call("PUT", "/api/crm/records/not-a-uuid", { cookie: pastor, body: record });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { fields: { "params.id": expect.any(String) } } });
  });

  it("computes stats and weekly summaries that match totals computed here", async () => {
    // Sundays going back 60 weeks from today (crosses months, a year and daylight-saving changes),
    // plus a midweek record in some weeks, with amounts that would drift as floating point.
    const today = churchToday();
    const lastSunday = addDays(today, -today.getUTCDay());
    const rows: Array<{ date: string; attendance: number; tithes: number; offerings: number }> = [];
    for (let week = 0; week < 60; week++) {
      const sunday = addDays(lastSunday, -7 * week);
      rows.push({
        date: iso(sunday),
        attendance: 30 + (week % 17),
        tithes: 100.1 + week * 0.07,
        offerings: 20.3 + (week % 5) * 0.11,
      });
      if (week % 4 === 1)
        rows.push({ date: iso(addDays(sunday, 3)), attendance: 9, tithes: 0.01, offerings: 0.02 });
    }
    for (const row of rows) {
      const body = {
        ...row,
        tithes: Math.round(row.tithes * 100) / 100,
        offerings: Math.round(row.offerings * 100) / 100,
      };
      Object.assign(row, body);
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }
    const cents = (n: number) => Math.round(n * 100);
    const sum = (list: typeof rows, key: "attendance" | "tithes" | "offerings") =>
      key === "attendance"
        ? list.reduce((s, r) => s + r.attendance, 0)
        : list.reduce((s, r) => s + cents(r[key]), 0) / 100;
    const inRange = (from: Date, to: Date) => rows.filter((r) => r.date >= iso(from) && r.date < iso(to));

    const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
    const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const yearStart = new Date(Date.UTC(today.getUTCFullYear(), 0, 1));
    const nextYear = new Date(Date.UTC(today.getUTCFullYear() + 1, 0, 1));
    const month = inRange(monthStart, nextMonth);
    const year = inRange(yearStart, nextYear);
    const last4 = inRange(addDays(today, -27), addDays(today, 1));

    const stats = dashboardStatsSchema.parse(
      (await call("GET", "/api/crm/dashboard-stats", { cookie: pastor })).body,
    );
    expect(stats.thisMonth).toEqual({
      totalAttendance: sum(month, "attendance"),
      totalTithes: sum(month, "tithes"),
      totalOfferings: sum(month, "offerings"),
    });
    expect(stats.thisYear.totalAttendance).toBe(sum(year, "attendance"));
    expect(stats.thisYear.totalTithes).toBe(sum(year, "tithes"));
    expect(stats.thisYear.averageAttendance).toBeCloseTo(
      year.length ? sum(year, "attendance") / year.length : 0,
      1,
    );
    expect(stats.last4Weeks.averageAttendance).toBeCloseTo(sum(last4, "attendance") / last4.length, 1);

    const weekly = z
      .array(weeklySummarySchema)
      .parse((await call("GET", "/api/crm/summaries/weekly?weeks=60", { cookie: pastor })).body);
    expect(weekly).toHaveLength(60);
    for (const [index, summary] of weekly.entries()) {
      const sunday = addDays(lastSunday, -7 * index);
      const inWeek = inRange(sunday, addDays(sunday, 7));
      expect(summary).toEqual({
        weekStart: iso(sunday),
        weekEnd: iso(addDays(sunday, 6)),
        totalAttendance: sum(inWeek, "attendance"),
        totalTithes: sum(inWeek, "tithes"),
        totalOfferings: sum(inWeek, "offerings"),
        recordCount: inWeek.length,
        batchTithes: 0,
        batchOfferings: 0,
        onlineTithes: 0,
        onlineOfferings: 0,
        onlineGiftCount: 0,
        testGiftCount: 0,
        testGiftTotal: 0,
      });
    }
    const defaultWeeks = (await call("GET", "/api/crm/summaries/weekly", { cookie: pastor }))
      .body as unknown[];
    expect(defaultWeeks).toHaveLength(12);

    const report = exportReportSchema.parse((await call("GET", "/api/crm/export", { cookie: pastor })).body);
    expect(report.summary.totalRecords).toBe(rows.length);
    expect(report.summary.totalTithes).toBe(sum(rows, "tithes"));
    expect(report.summary.totalOfferings).toBe(sum(rows, "offerings"));
  });

  it("puts online tithes and General Fund gifts beside the counted amounts of their Buffalo week (one ledger)", async () => {
    const lastSunday = addDays(churchToday(), -churchToday().getUTCDay());
    const sunday = (weeksAgo: number) => addDays(lastSunday, -7 * weeksAgo);
    // Counted at services in weeks 0, 1 and 3 (none in week 2).
    const counted = [
      { date: iso(sunday(0)), attendance: 40, tithes: 300.5, offerings: 40.25 },
      { date: iso(sunday(1)), attendance: 35, tithes: 250, offerings: 30 },
      { date: iso(sunday(3)), attendance: 31, tithes: 120.1, offerings: 10.1 },
    ];
    for (const body of counted) {
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }
    /** The instant a Buffalo wall-clock time names (EST or EDT, whichever is in force that day). */
    const buffalo = (day: Date, hour: number, minute: number) => {
      for (const offset of [4, 5]) {
        const at = new Date(day.getTime() + ((hour + offset) * 60 + minute) * 60_000);
        const wall = new Intl.DateTimeFormat("en-CA", {
          timeZone: "America/New_York",
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
        }).format(at);
        if (wall === `${iso(day)}, ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`)
          return at;
      }
      throw new Error("no such Buffalo time");
    };
    const gifts = [
      // Saturday 11:30 PM in Buffalo is already Sunday in UTC: still the week before.
      { cents: 1001, fund: "tithe", at: buffalo(addDays(sunday(0), -1), 23, 30) },
      { cents: 2002, fund: "general", at: buffalo(sunday(0), 0, 30) },
      { cents: 3003, fund: "tithe", at: buffalo(sunday(0), 15, 0) },
      { cents: 606, fund: "general", at: buffalo(sunday(1), 0, 1) },
      { cents: 4004, fund: "general", at: buffalo(addDays(sunday(2), 2), 12, 0) },
      { cents: 5005, fund: "tithe", at: buffalo(addDays(sunday(3), 6), 23, 59) },
      // Not in the ledger: a designated fund, a test payment (outside demo mode), a pending and a refunded gift.
      { cents: 100_000, fund: "building", at: buffalo(sunday(0), 12, 0) },
      { cents: 200_000, fund: "tithe", at: buffalo(sunday(0), 12, 0), provider: "test" },
      { cents: 300_000, fund: "tithe", at: buffalo(sunday(0), 12, 0), status: "pending" },
      { cents: 400_000, fund: "general", at: buffalo(sunday(1), 12, 0), status: "refunded" },
    ] as const;
    const { deps } = await getTestApp();
    await deps.db.insert(donations).values(
      gifts.map((g, i) => ({
        amountCents: g.cents,
        type: "one-time" as const,
        fund: g.fund,
        donorName: "Donor",
        donorEmail: "donor@example.com",
        provider: "provider" in g ? g.provider : ("paypal" as const),
        providerId: `LEDGER-${i}`,
        status: "status" in g ? g.status : ("completed" as const),
        donatedAt: g.at,
      })),
    );

    // Expected weeks computed here: Buffalo calendar day of each gift, back to its Sunday.
    const weekOf = (at: Date) => {
      const day = new Date(
        `${new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(at)}T00:00:00Z`,
      );
      return iso(addDays(day, -day.getUTCDay()));
    };
    const expected = new Map<
      string,
      { tithes: number; offerings: number; online: number[]; count: number; rec: typeof counted }
    >();
    const entry = (week: string) => {
      const found = expected.get(week) ?? { tithes: 0, offerings: 0, online: [0, 0], count: 0, rec: [] };
      expected.set(week, found);
      return found;
    };
    for (const r of counted) entry(weekOf(new Date(`${r.date}T12:00:00-05:00`))).rec.push(r);
    for (const g of gifts) {
      if ("provider" in g || "status" in g || g.fund === "building") continue;
      const e = entry(weekOf(g.at));
      e.online[g.fund === "tithe" ? 0 : 1] = (e.online[g.fund === "tithe" ? 0 : 1] ?? 0) + g.cents;
      e.count++;
    }
    const weeks = [...expected.keys()].sort().reverse();
    expect(weeks).toEqual([iso(sunday(0)), iso(sunday(1)), iso(sunday(2)), iso(sunday(3))]);

    // Production's books: the test payment stays out.
    const weekly = await weeklySummariesOf(deps.db, 10, { includeTestGifts: false });
    expect(weekly.map((w) => w.weekStart)).toEqual(weeks);
    for (const w of weekly) {
      const e = expected.get(w.weekStart);
      const centsOf = (list: typeof counted, key: "tithes" | "offerings") =>
        list.reduce((s, r) => s + Math.round(r[key] * 100), 0) / 100;
      expect(w).toMatchObject({
        totalAttendance: e?.rec.reduce((s, r) => s + r.attendance, 0),
        totalTithes: centsOf(e?.rec ?? [], "tithes"),
        totalOfferings: centsOf(e?.rec ?? [], "offerings"),
        recordCount: e?.rec.length,
        onlineTithes: (e?.online[0] ?? 0) / 100,
        onlineOfferings: (e?.online[1] ?? 0) / 100,
        onlineGiftCount: e?.count,
      });
    }
    // Spelled out: this week's two gifts after Saturday night, and last week's Saturday-night tithe.
    expect(weekly[0]).toMatchObject({ onlineTithes: 30.03, onlineOfferings: 20.02, onlineGiftCount: 2 });
    expect(weekly[1]).toMatchObject({ onlineTithes: 10.01, onlineOfferings: 6.06, recordCount: 1 });
    expect(weekly[2]).toMatchObject({ recordCount: 0, totalAttendance: 0, onlineOfferings: 40.04 });
    expect(weekly.every((w) => w.testGiftCount === 0)).toBe(true);
    // Demo mode (the test server runs in it): the test provider's $2,000 tithe shows, marked as a test.
    const demo = z
      .array(weeklySummarySchema)
      .parse((await call("GET", "/api/crm/summaries/weekly?weeks=10", { cookie: pastor })).body);
    expect(demo[0]).toEqual({
      ...weekly[0],
      onlineTithes: 2030.03,
      onlineGiftCount: 3,
      testGiftCount: 1,
      testGiftTotal: 2000,
    });
    expect(demo.slice(1)).toEqual(weekly.slice(1));
    // Fewer weeks asked for than there are weeks of records: the same newest weeks, gifts and all
    // (the first minute of the oldest listed week included).
    const two = z
      .array(weeklySummarySchema)
      .parse((await call("GET", "/api/crm/summaries/weekly?weeks=2", { cookie: pastor })).body);
    expect(two).toEqual(demo.slice(0, 2));
  });

  it("exports CSV named church-records-{date}.csv whose rows sum to the totals", async () => {
    await call("POST", "/api/crm/records", { cookie: pastor, body: record });
    await call("POST", "/api/crm/records", {
      cookie: pastor,
      body: { ...record, date: "2026-03-08", notes: '=HYPERLINK("x"), "quoted"' },
    });
    const result = await call("GET", "/api/crm/export?format=csv", { cookie: pastor });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="church-records-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = String(result.body).trim().split("\r\n");
    expect(lines[0]).toBe("Date,Attendance,Tithes,Offerings,Online tithes,Online offerings,Total,Notes");
    expect(lines[1]).toBe("2026-03-01,42,1234.56,78.90,0.00,0.00,1313.46,Guest speaker");
    expect(lines[2]).toBe(`2026-03-08,42,1234.56,78.90,0.00,0.00,1313.46,"'=HYPERLINK(""x""), ""quoted"""`);
  });
});
