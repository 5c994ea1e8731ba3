import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { analyticsExportTexts, analyticsSummarySchema, churchInfo } from "@church/contracts";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { crashReports, pageViews } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { deviceClassOf } from "./analytics.device.ts";
import { churchDay } from "./analytics.queries.ts";

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join(" ").replace(/\s+/g, " ");
}

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const iPad =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const androidTablet =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const androidPhone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** Buffalo's today and the day `n` days before it, as YYYY-MM-DD. */
const dayBefore = (today: string, n: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const { deps } = await getTestApp();
  const result = await deps.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe("device classes", () => {
  it("tells desktops, phones and tablets apart", () => {
    expect(deviceClassOf(iPhone)).toBe("mobile");
    expect(deviceClassOf(androidPhone)).toBe("mobile");
    expect(deviceClassOf(iPad)).toBe("tablet");
    expect(deviceClassOf(androidTablet)).toBe("tablet");
    expect(deviceClassOf(desktop)).toBe("desktop");
    expect(deviceClassOf("")).toBe("desktop");
  });
});

describe(`analytics [${testDriver}]`, () => {
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    admin = await signIn("admin");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("page_views", "crash_reports", "rate_limit_buckets"));

  const track = (body: unknown, headers: Record<string, string> = {}) =>
    call("POST", "/api/analytics/track", { body, headers });

  it("stores a page view with Buffalo's day, the bare path, the device class and the referring host, and no IP", async () => {
    const result = await track(
      {
        page: "/events?email=someone@example.com#top",
        userAgent: iPhone,
        timestamp: "2020-01-01T00:00:00.000Z",
        referrer: "https://www.google.com/search?q=church",
      },
      { "x-forwarded-for": "203.0.113.9", host: "amani-friends.example" },
    );
    expect(result.status).toBe(202);
    expect(result.body).toEqual({ success: true });
    await track(
      { page: "/give", timestamp: "2026-11-21T15:00:00.000Z", referrer: "https://amani-friends.example/" },
      {
        host: "amani-friends.example",
        "user-agent": iPad,
      },
    );
    const stored = await rows<Record<string, unknown>>(sql`select * from ${pageViews} order by created_at`);
    expect(stored).toHaveLength(2);
    const today = churchDay(new Date());
    expect(stored[0]).toMatchObject({
      day: today,
      path: "/events",
      device_class: "mobile",
      referrer: "www.google.com",
    });
    // The browser's agent from the header when the body has none; our own site is not a referrer.
    expect(stored[1]).toMatchObject({ path: "/give", device_class: "tablet", referrer: "" });
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual([
      "created_at",
      "day",
      "device_class",
      "id",
      "path",
      "referrer",
    ]);
    expect(JSON.stringify(stored)).not.toContain("203.0.113.9");
  });

  it("stores a crash report from the fallback screen", async () => {
    const result = await track({
      type: "error",
      error: { message: "Cannot read properties of undefined", stack: "at App", componentStack: "in Layout" },
      timestamp: "2026-11-21T15:00:00.000Z",
      page: "/announcements/x",
    });
    expect(result.status).toBe(202);
    const stored = await rows<Record<string, unknown>>(sql`select * from ${crashReports}`);
    expect(stored).toEqual([
      expect.objectContaining({
        path: "/announcements/x",
        message: "Cannot read properties of undefined",
        stack: "at App",
        component_stack: "in Layout",
      }),
    ]);
  });

  it("refuses bad payloads with 400 naming the field, storing nothing", async () => {
    const notPath = await track({ page: "https://evil.example", timestamp: "2026-11-21T15:00:00.000Z" });
    expect(notPath.status).toBe(400);
    expect(JSON.stringify(notPath.body)).toContain("page");
    const noTime = await track({ page: "/" });
    expect(noTime.status).toBe(400);
    expect(JSON.stringify(noTime.body)).toContain("timestamp");
    expect(
      (await track({ page: "/", timestamp: "2026-11-21T15:00:00.000Z", userAgent: "x".repeat(1001) })).status,
    ).toBe(400);
    expect((await track("not json")).status).toBe(400);
    expect(await rows(sql`select 1 from ${pageViews}`)).toEqual([]);
  });

  it("limits how many views one address may send", async () => {
    const body = { page: "/", timestamp: "2026-11-21T15:00:00.000Z" };
    const statuses = await Promise.all(Array.from({ length: 125 }, () => track(body).then((r) => r.status)));
    expect(statuses.filter((s) => s === 202)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("sums visitors today, this week (from Sunday), this month and in total, devices and top pages, for staff", async () => {
    const today = churchDay(new Date());
    const { deps } = await getTestApp();
    const spec: Array<[number, string, "desktop" | "mobile" | "tablet", number]> = [
      [0, "/", "mobile", 3],
      [0, "/events", "desktop", 2],
      [1, "/", "desktop", 4],
      [6, "/give", "tablet", 1],
      [12, "/events", "mobile", 5],
      [40, "/", "desktop", 7],
      [400, "/live-stream", "mobile", 2],
    ];
    const values = spec.flatMap(([ago, path, deviceClass, n]) =>
      Array.from({ length: n }, () => ({ day: dayBefore(today, ago), path, deviceClass, referrer: "" })),
    );
    await deps.db.insert(pageViews).values(values);

    const weekStart = dayBefore(today, new Date(`${today}T12:00:00Z`).getUTCDay());
    const monthStart = `${today.slice(0, 7)}-01`;
    const within = (from: string) =>
      spec.filter(([ago]) => dayBefore(today, ago) >= from).reduce((sum, [, , , n]) => sum + n, 0);

    expect((await call("GET", "/api/analytics")).status).toBe(401);
    const result = await call("GET", "/api/analytics", { cookie: editor });
    expect(result.status).toBe(200);
    expect(analyticsSummarySchema.parse(result.body)).toEqual({
      visitors: { today: 5, thisWeek: within(weekStart), thisMonth: within(monthStart), total: 24 },
      devices: { desktop: 13, mobile: 10, tablet: 1 },
      topPages: [
        { page: "/", views: 14 },
        { page: "/events", views: 7 },
        { page: "/live-stream", views: 2 },
        { page: "/give", views: 1 },
      ],
    });
  });

  it("answers zeros and no pages when nothing was tracked", async () => {
    const result = await call("GET", "/api/analytics", { cookie: editor });
    expect(result.body).toEqual({
      visitors: { today: 0, thisWeek: 0, thisMonth: 0, total: 0 },
      devices: { desktop: 0, mobile: 0, tablet: 0 },
      topPages: [],
    });
  });

  it("exports the same rows and totals as CSV, Excel and PDF, for administrators only", async () => {
    const today = churchDay(new Date());
    const { deps, app } = await getTestApp();
    await deps.db.insert(pageViews).values([
      ...Array.from({ length: 3 }, () => ({
        day: today,
        path: "/",
        deviceClass: "mobile" as const,
        referrer: "",
      })),
      ...Array.from({ length: 2 }, () => ({
        day: today,
        path: "/events",
        deviceClass: "desktop" as const,
        referrer: "",
      })),
      { day: dayBefore(today, 100), path: "/=cmd()", deviceClass: "tablet" as const, referrer: "" },
    ]);
    expect((await call("GET", "/api/analytics/export?format=csv", { cookie: editor })).status).toBe(403);
    expect((await call("GET", "/api/analytics/export?format=doc", { cookie: admin })).status).toBe(400);

    const download = async (format: string) => {
      const response = await app.request(`/api/analytics/export?format=${format}`, {
        headers: { cookie: admin },
      });
      expect(response.status).toBe(200);
      return response;
    };

    const csvResponse = await download("csv");
    expect(csvResponse.headers.get("content-type")).toContain("text/csv");
    expect(csvResponse.headers.get("content-disposition")).toBe(
      `attachment; filename="analytics-${today}.csv"`,
    );
    const csvRows = parse(await csvResponse.text(), { bom: true }) as string[][];

    const xlsxResponse = await download("excel");
    expect(xlsxResponse.headers.get("content-disposition")).toBe(
      `attachment; filename="analytics-${today}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxResponse.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const xlsxRows: string[][] = [];
    sheet?.eachRow((row) => {
      xlsxRows.push((row.values as unknown[]).slice(1).map((v) => String(v)));
    });

    const t = analyticsExportTexts.en;
    const expected = [
      [t.section, t.item, t.value],
      [t.visitors, t.today, "5"],
      [t.visitors, t.thisWeek, "5"],
      [t.visitors, t.thisMonth, "5"],
      [t.visitors, t.total, "6"],
      [t.devices, t.desktop, "2"],
      [t.devices, t.mobile, "3"],
      [t.devices, t.tablet, "1"],
      [t.topPages, "/", "3"],
      [t.topPages, "/events", "2"],
      [t.topPages, "/=cmd()", "1"],
    ];
    expect(xlsxRows).toEqual(expected);
    // The CSV defuses a cell a spreadsheet would run as a formula; otherwise the same rows.
    expect(csvRows).toEqual(expected.map((r) => (r[1] === "/=cmd()" ? [r[0], "/=cmd()", r[2]] : r)));

    const pdfResponse = await download("pdf");
    expect(pdfResponse.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdfResponse.arrayBuffer()));
    expect(text).toContain(`${churchInfo.name}: ${t.title}`);
    for (const [section, item, value] of expected.slice(1)) {
      expect(text).toContain(section);
      expect(text).toContain(`${item} ${value}`);
    }

    const swahili = await app.request("/api/analytics/export?format=pdf&lang=sw", {
      headers: { cookie: admin },
    });
    const swText = await pdfText(new Uint8Array(await swahili.arrayBuffer()));
    expect(swText).toContain(`${analyticsExportTexts.sw.total} 6`);
    expect(swText).toContain(analyticsExportTexts.sw.title);
  });

  it("keeps the daily counts in step with the views, whoever inserts or deletes them", async () => {
    const today = churchDay(new Date());
    const { deps } = await getTestApp();
    await deps.db.insert(pageViews).values([
      { day: today, path: "/", deviceClass: "mobile", referrer: "" },
      { day: today, path: "/", deviceClass: "mobile", referrer: "" },
      { day: today, path: "/give", deviceClass: "desktop", referrer: "" },
    ]);
    await track({ page: "/", timestamp: "2026-11-21T15:00:00.000Z", userAgent: iPhone });
    const daily = () =>
      rows<{ path: string; device_class: string; views: number }>(
        sql`select path, device_class, views from page_view_days order by path`,
      );
    expect(await daily()).toEqual([
      { path: "/", device_class: "mobile", views: 3 },
      { path: "/give", device_class: "desktop", views: 1 },
    ]);
    await rows(sql`delete from ${pageViews} where path = '/give'`);
    await rows(sql`delete from ${pageViews} where id in (select id from ${pageViews} limit 1)`);
    expect(await daily()).toEqual([{ path: "/", device_class: "mobile", views: 2 }]);
    expect(
      analyticsSummarySchema.parse((await call("GET", "/api/analytics", { cookie: editor })).body),
    ).toMatchObject({
      visitors: { today: 2, total: 2 },
      topPages: [{ page: "/", views: 2 }],
    });
    await truncate("page_views");
    expect(await daily()).toEqual([]);
  });

  it("sums a year of page views in the database quickly", async () => {
    const today = churchDay(new Date());
    // 365 days x 150 views, spread over 20 paths and three device classes.
    await rows(sql`
      insert into ${pageViews} (day, path, device_class, referrer)
      select ${today}::date - (g % 365), '/page-' || (g % 20), (array['desktop','mobile','tablet'])[1 + g % 3], ''
      from generate_series(0, 54749) g`);
    await rows(sql`analyze ${pageViews}`);
    const started = performance.now();
    const result = await call("GET", "/api/analytics", { cookie: editor });
    const elapsed = performance.now() - started;
    const summary = analyticsSummarySchema.parse(result.body);
    expect(summary.visitors.total).toBe(54_750);
    expect(summary.visitors.today).toBe(150);
    expect(summary.devices).toEqual({ desktop: 18_250, mobile: 18_250, tablet: 18_250 });
    expect(summary.topPages).toHaveLength(10);
    expect(summary.topPages[0]?.views).toBe(2738);
    expect(elapsed).toBeLessThan(testDriver === "postgres" ? 500 : 2000);
  });
});
