import { trendsSchema } from "@church/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

/** Today's date in the church's time zone, as the server computes it. */
function churchToday(): Date {
  const text = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  return new Date(`${text}T00:00:00Z`);
}
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

type Row = { date: string; attendance: number; tithes: number; offerings: number };

describe(`trends: weekly series and this year against last year [${testDriver}]`, () => {
  let pastor: string;
  beforeEach(async () => {
    pastor ??= await signIn("pastor");
    // The trends add what closed offering batches count: another file's batches must not be in them.
    await truncate("offering_entries", "offering_batches", "church_records");
  });

  it("matches totals computed here, week by week and year to date, with empty weeks as zeros", async () => {
    // Two years and more of Sundays (crossing months, years and daylight-saving changes), a midweek
    // service some weeks, and gaps, with cents that would drift as floating point.
    const today = churchToday();
    const lastSunday = addDays(today, -today.getUTCDay());
    const rows: Row[] = [];
    for (let week = 0; week < 120; week++) {
      if (week % 11 === 3) continue;
      const sunday = addDays(lastSunday, -7 * week);
      rows.push({
        date: iso(sunday),
        attendance: 30 + (week % 13),
        tithes: Math.round((100.1 + week * 0.07) * 100) / 100,
        offerings: Math.round((20.3 + (week % 5) * 0.11) * 100) / 100,
      });
      const wednesday = addDays(sunday, 3);
      if (week % 4 === 1 && wednesday <= today) {
        rows.push({ date: iso(wednesday), attendance: 9, tithes: 0.01, offerings: 0.02 });
      }
    }
    for (const body of rows) {
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }

    const cents = (list: Row[], key: "tithes" | "offerings") =>
      list.reduce((sum, r) => sum + Math.round(r[key] * 100), 0) / 100;
    const totals = (list: Row[]) => ({
      attendance: list.reduce((sum, r) => sum + r.attendance, 0),
      tithes: cents(list, "tithes"),
      offerings: cents(list, "offerings"),
      services: list.length,
    });
    const between = (from: Date, toExclusive: Date) =>
      rows.filter((r) => r.date >= iso(from) && r.date < iso(toExclusive));
    const week = (start: Date) => ({
      weekStart: iso(start),
      weekEnd: iso(addDays(start, 6)),
      ...totals(between(start, addDays(start, 7))),
    });

    const result = await call("GET", "/api/crm/trends?weeks=60", { cookie: pastor });
    expect(result.status).toBe(200);
    const trends = trendsSchema.parse(result.body);
    expect(trends.weeks).toHaveLength(60);
    for (const [index, pair] of trends.weeks.entries()) {
      const start = addDays(lastSunday, -7 * (59 - index));
      expect(pair).toEqual({ thisYear: week(start), lastYear: week(addDays(start, -364)) });
    }
    // The gaps really are in the series, as zeros.
    expect(trends.weeks.some((pair) => pair.thisYear.services === 0)).toBe(true);

    const year = today.getUTCFullYear();
    const sameDayLastYear =
      today.getUTCMonth() === 1 && today.getUTCDate() === 29
        ? new Date(Date.UTC(year - 1, 1, 28))
        : new Date(Date.UTC(year - 1, today.getUTCMonth(), today.getUTCDate()));
    const period = (from: Date, to: Date) => {
      const t = totals(between(from, addDays(to, 1)));
      const averageAttendance = t.services ? Math.round((t.attendance / t.services) * 10) / 10 : 0;
      return { from: iso(from), to: iso(to), ...t, averageAttendance };
    };
    const thisYear = period(new Date(Date.UTC(year, 0, 1)), today);
    const lastYear = period(new Date(Date.UTC(year - 1, 0, 1)), sameDayLastYear);
    const change = (now: number, before: number) =>
      before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10 + 0;
    expect(trends.comparison).toEqual({
      thisYear,
      lastYear,
      change: {
        attendance: change(thisYear.attendance, lastYear.attendance),
        averageAttendance: change(thisYear.averageAttendance, lastYear.averageAttendance),
        tithes: change(thisYear.tithes, lastYear.tithes),
        offerings: change(thisYear.offerings, lastYear.offerings),
      },
    });
  });

  it("answers 26 zero weeks and no change when there are no records", async () => {
    const trends = trendsSchema.parse((await call("GET", "/api/crm/trends", { cookie: pastor })).body);
    expect(trends.weeks).toHaveLength(26);
    expect(trends.weeks.every((w) => w.thisYear.services === 0 && w.lastYear.attendance === 0)).toBe(true);
    expect(trends.comparison.change).toEqual({
      attendance: null,
      averageAttendance: null,
      tithes: null,
      offerings: null,
    });
  });

  it("validates weeks and the role", async () => {
    expect((await call("GET", "/api/crm/trends?weeks=3", { cookie: pastor })).status).toBe(400);
    expect((await call("GET", "/api/crm/trends?weeks=105", { cookie: pastor })).status).toBe(400);
    expect((await call("GET", "/api/crm/trends")).status).toBe(401);
    const editor = await signIn("content_editor");
    expect((await call("GET", "/api/crm/trends", { cookie: editor })).status).toBe(403);
  });
});
