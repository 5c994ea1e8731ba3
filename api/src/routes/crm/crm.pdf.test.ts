import { beforeEach, describe, expect, it } from "vitest";
import { pdfPages } from "../../test/pdf-text.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

async function downloadPdf(cookie: string, query = "format=pdf") {
  const { app } = await getTestApp();
  const response = await app.request(`/api/crm/export?${query}`, { headers: { cookie } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe(`PDF export [${testDriver}]`, () => {
  let pastor: string;
  beforeEach(async () => {
    pastor ??= await signIn("pastor");
    await truncate("church_records");
  });

  it("is a real PDF titled as a church records report, with the summary figures and every record", async () => {
    const rows = [
      {
        date: "2026-03-01",
        attendance: 64,
        tithes: 1240.5,
        offerings: 310,
        notes: "Guest speaker from Kenya",
      },
      { date: "2026-03-08", attendance: 58, tithes: 1105, offerings: 285.25, notes: null },
      { date: "2026-03-15", attendance: 71, tithes: 0.1, offerings: 0.2, notes: "Snow 😀 Señor Ŝ" },
    ];
    for (const body of rows) {
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }
    const { response, bytes } = await downloadPdf(pastor);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="church-records-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const [first, ...rest] = await pdfPages(bytes);
    expect(rest).toEqual([]);
    expect(first).toContain("Church Records Report");
    expect(first).toContain("Total records 3");
    expect(first).toContain("Total attendance 193");
    // 193 / 3 = 64.33.., one decimal as in the JSON report.
    expect(first).toContain("Average attendance 64.3");
    expect(first).toContain("Total tithes $2,345.60");
    expect(first).toContain("Total offerings $595.45");
    expect(first).toContain("Date Attendance Tithes Offerings Total Notes");
    expect(first).toContain("2026-03-01 64 $1,240.50 $310.00 $1,550.50 Guest speaker from Kenya");
    expect(first).toContain("2026-03-08 58 $1,105.00 $285.25 $1,390.25 -");
    // Characters the PDF's built-in fonts cannot draw become their base letter or "?".
    expect(first).toContain("2026-03-15 71 $0.10 $0.20 $0.30 Snow ? Señor S");
    expect(first).toContain("Page 1 of 1");
  });

  it("writes the texts in Swahili with lang=sw, and repeats the table header on every page", async () => {
    for (let week = 0; week < 80; week++) {
      const date = new Date(Date.UTC(2025, 0, 5 + 7 * week)).toISOString().slice(0, 10);
      const body = { date, attendance: 50, tithes: 100, offerings: 25.5, notes: null };
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }
    const pages = await pdfPages((await downloadPdf(pastor, "format=pdf&lang=sw")).bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain("Ripoti ya Kumbukumbu za Kanisa");
    expect(pages[0]).toContain("Jumla ya kumbukumbu 80");
    expect(pages[0]).toContain("Jumla ya zaka $8,000.00");
    expect(pages[0]).toContain("Jumla ya sadaka $2,040.00");
    for (const [index, page] of pages.entries()) {
      expect(page).toContain("Tarehe Mahudhurio Zaka Sadaka Jumla Maelezo");
      expect(page).toContain(`Ukurasa ${index + 1} kati ya ${pages.length}`);
    }
    const dates = pages.join(" ").match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    expect(dates).toHaveLength(80);
  });

  it("says so when there are no records", async () => {
    const pages = await pdfPages((await downloadPdf(pastor)).bytes);
    expect(pages[0]).toContain("Total records 0");
    expect(pages[0]).toContain("No records yet.");
  });

  it("is only for pastor-capable accounts", async () => {
    expect((await call("GET", "/api/crm/export?format=pdf")).status).toBe(401);
    const editor = await signIn("content_editor");
    expect((await call("GET", "/api/crm/export?format=pdf", { cookie: editor })).status).toBe(403);
    expect((await call("GET", "/api/crm/export?format=pdf&lang=fr", { cookie: pastor })).status).toBe(400);
  });
});
