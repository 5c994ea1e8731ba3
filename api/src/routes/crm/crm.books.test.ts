import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  exportReportSchema,
  importRecordsResponseSchema,
  offeringBatchResponseSchema,
  recordsListResponseSchema,
  weeklySummarySchema,
} from "@church/contracts";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { donations } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages.join(" ").replace(/\s+/g, " ");
}

/** Dollars from "$1,925.50" or "1925.50", summed in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "") || "0") * 100);

// Two whole weeks (Sunday 1 March to Saturday 14 March 2026, EST), so the weekly tiles line up with it.
const FROM = "2026-03-01";
const TO = "2026-03-14";

describe(`records report of a date range [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(() => truncate("offering_entries", "offering_batches", "church_records", "donations"));

  async function seedBooks() {
    const records = [
      { date: "2026-02-22", attendance: 40, tithes: 999, offerings: 999, notes: "before the range" },
      { date: "2026-03-01", attendance: 60, tithes: 1000, offerings: 200.5, notes: "Communion" },
      { date: "2026-03-08", attendance: 55, tithes: 300, offerings: 155, notes: null },
      { date: "2026-03-15", attendance: 50, tithes: 888, offerings: 888, notes: "after the range" },
    ];
    for (const body of records) {
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }
    // A closed offering batch on 8 March (in the range) and one on 15 March (out of it).
    for (const [date, tithe, general] of [
      ["2026-03-08", 50, 80],
      ["2026-03-15", 70, 70],
    ] as const) {
      const opened = await call("POST", "/api/crm/offerings/batches", { cookie: pastor, body: { date } });
      const batch = offeringBatchResponseSchema.parse(opened.body).batch;
      for (const [fund, amount] of [
        ["tithe", tithe],
        ["general", general],
      ] as const) {
        const added = await call("POST", `/api/crm/offerings/batches/${batch.id}/entries`, {
          cookie: pastor,
          body: { personId: null, amount, fund, method: "cash" },
        });
        expect(added.status).toBe(201);
      }
      await call("PUT", `/api/crm/offerings/batches/${batch.id}/count`, {
        cookie: pastor,
        body: { countedCash: tithe + general, countedCheque: 0 },
      });
      const closed = await call("POST", `/api/crm/offerings/batches/${batch.id}/close`, { cookie: pastor });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    }
    // Online gifts, by their day in Buffalo: 14 March 11:30 PM EDT... is EST until 8 March, EDT after.
    const gifts = [
      { cents: 10_000, fund: "tithe", at: "2026-03-01T17:00:00Z" },
      { cents: 3_000, fund: "general", at: "2026-03-04T15:00:00Z" }, // a weekday: no record
      { cents: 1_000, fund: "tithe", at: "2026-03-15T03:30:00Z" }, // Sat 14 March 11:30 PM EDT
      { cents: 7_000, fund: "tithe", at: "2026-03-01T04:30:00Z" }, // Sat 28 Feb 11:30 PM EST: out
      { cents: 7_000, fund: "general", at: "2026-03-15T04:30:00Z" }, // Sun 15 March 0:30 AM EDT: out
      { cents: 50_000, fund: "building", at: "2026-03-02T15:00:00Z" }, // a designated fund: out
      { cents: 60_000, fund: "tithe", at: "2026-03-02T15:00:00Z", status: "pending" }, // not given
    ] as const;
    const { deps } = await getTestApp();
    await deps.db.insert(donations).values(
      gifts.map((g, i) => ({
        amountCents: g.cents,
        type: "one-time" as const,
        fund: g.fund,
        donorName: "Donor",
        donorEmail: "donor@example.com",
        provider: "paypal" as const,
        providerId: `RANGE-${i}`,
        status: "status" in g ? g.status : ("completed" as const),
        donatedAt: new Date(g.at),
      })),
    );
  }

  it("gives the portal, the CSV and the PDF the same totals for the range: records, batches and online gifts", async () => {
    await seedBooks();
    const range = `from=${FROM}&to=${TO}`;

    // The portal: the records it lists for the range and the range's totals it shows.
    const listed = recordsListResponseSchema.parse(
      (await call("GET", `/api/crm/records?${range}`, { cookie: pastor })).body,
    ).records;
    expect(listed.map((r) => r.date)).toEqual(["2026-03-08", "2026-03-01"]);
    const portal = exportReportSchema.parse(
      (await call("GET", `/api/crm/export?${range}`, { cookie: pastor })).body,
    );
    expect(portal.summary).toEqual({
      totalRecords: 2,
      totalAttendance: 115,
      averageAttendance: 57.5,
      totalTithes: 1350, // 1000 + 300 + the batch's 50
      totalOfferings: 435.5, // 200.50 + 155 + the batch's 80
      onlineTithes: 110,
      onlineOfferings: 30,
      onlineGiftCount: 3,
      totalGiving: 1925.5,
    });
    // The weekly tiles of those two weeks say the same.
    const weeks = z
      .array(weeklySummarySchema)
      .parse((await call("GET", "/api/crm/summaries/weekly?weeks=10", { cookie: pastor })).body)
      .filter((w) => w.weekStart >= FROM && w.weekEnd <= TO);
    expect(weeks).toHaveLength(2);
    const tiles = weeks.reduce(
      (total, w) =>
        total + cents(String(w.totalTithes + w.totalOfferings + w.onlineTithes + w.onlineOfferings)),
      0,
    );
    expect(tiles).toBe(192_550);

    // The CSV: its columns sum to the same totals, and each line's Total is its parts.
    const csv = await call("GET", `/api/crm/export?${range}&format=csv`, { cookie: pastor });
    const [header, ...lines] = String(csv.body).trim().split("\r\n");
    expect(header).toBe("Date,Attendance,Tithes,Offerings,Online tithes,Online offerings,Total,Notes");
    const rows = lines.map((line) => line.split(","));
    expect(rows.map((r) => r[0])).toEqual(["2026-03-01", "2026-03-04", "2026-03-08", "2026-03-14"]);
    const column = (at: number) => rows.reduce((total, r) => total + cents(r[at] ?? ""), 0);
    expect(column(1) / 100).toBe(115);
    expect(column(2)).toBe(135_000);
    expect(column(3)).toBe(43_550);
    expect(column(4)).toBe(11_000);
    expect(column(5)).toBe(3_000);
    expect(column(6)).toBe(192_550);
    for (const r of rows)
      expect(cents(r[6] ?? "")).toBe([2, 3, 4, 5].reduce((t, at) => t + cents(r[at] ?? ""), 0));

    // The PDF, in both languages: the same summary figures.
    for (const [lang, labels] of [
      ["en", ["Total tithes", "Total offerings", "Online tithes", "Online offerings", "All giving"]],
      [
        "sw",
        ["Jumla ya zaka", "Jumla ya sadaka", "Zaka za mtandaoni", "Sadaka za mtandaoni", "Matoleo yote"],
      ],
    ] as const) {
      const { app } = await getTestApp();
      const response = await app.request(`/api/crm/export?${range}&format=pdf&lang=${lang}`, {
        headers: { cookie: pastor },
      });
      expect(response.status).toBe(200);
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      const figure = (label: string) => cents(new RegExp(`${label} (\\$[\\d,.]+)`).exec(text)?.[1] ?? "");
      expect(labels.map(figure)).toEqual([135_000, 43_550, 11_000, 3_000, 192_550]);
      expect(text).toContain(lang === "en" ? `From ${FROM} to ${TO}` : `Kuanzia ${FROM} hadi ${TO}`);
    }

    // The CSV reads back in: the line of a day with only online gifts is not a service.
    await truncate("offering_entries", "offering_batches", "church_records");
    const preview = await call("POST", "/api/crm/import", {
      cookie: pastor,
      body: { csv: String(csv.body), dryRun: true },
    });
    const checked = importRecordsResponseSchema.parse(preview.body);
    expect(checked.issues).toEqual([]);
    expect(checked.rows.map((r) => r.record?.date)).toEqual(["2026-03-01", "2026-03-08"]);
  });

  it("leaves an end open when it is not given, and refuses an end before the start naming `to`", async () => {
    await seedBooks();
    const since = exportReportSchema.parse(
      (await call("GET", "/api/crm/export?from=2026-03-08", { cookie: pastor })).body,
    );
    expect(since.records.map((r) => r.date)).toEqual(["2026-03-08", "2026-03-15"]);
    expect(since.summary.totalGiving).toBe(300 + 155 + 50 + 80 + 888 + 888 + 70 + 70 + 10 + 70);
    const backwards = await call("GET", "/api/crm/export?from=2026-03-14&to=2026-03-01", { cookie: pastor });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('"query.to"');
    const listBackwards = await call("GET", "/api/crm/records?from=2026-03-14&to=2026-03-01", {
      cookie: pastor,
    });
    expect(listBackwards.status).toBe(400);
  });
});
