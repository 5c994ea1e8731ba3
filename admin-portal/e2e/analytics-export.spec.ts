import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Runs against the one-origin server with the demo accounts of this run (scripts/e2e-global-setup.ts).

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text of every page of a PDF, read by pdf.js, with runs of white space made one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join(" ").replace(/\s+/g, " ");
}

/** Clicks an export button and answers the file the browser saved. */
async function exportFile(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value)));
  });
  return rows;
}

const tablet =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

test("the Analytics tab exports CSV, Excel and PDF files that hold the same figures", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Three views of a page of our own, so the files have a row this test knows.
  const path = `/e2e-export-${Date.now()}`;
  for (let n = 0; n < 3; n++) {
    const tracked = await request.post("/api/analytics/track", {
      data: { type: "pageview", page: path, userAgent: tablet, timestamp: new Date().toISOString() },
      headers: { "x-forwarded-for": `10.88.0.${n + 1}` },
    });
    expect(tracked.ok(), await tracked.text()).toBe(true);
  }

  await signIn(page, account("ADMIN"));
  await page.getByRole("button", { name: "Analytics", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();

  // Other specs may add page views between two downloads: the three files are taken again until
  // they were made from the same figures.
  await expect(async () => {
    const csv = await exportFile(page, "Export CSV");
    const xlsx = await exportFile(page, "Export Excel");
    const pdf = await exportFile(page, "Export PDF");
    // The toast says so while it shows (4 s), before the files are read.
    await expect(page.getByText("Analytics exported").first()).toBeVisible();
    expect(csv.name).toMatch(/^analytics-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(xlsx.name).toBe(csv.name.replace(/\.csv$/, ".xlsx"));
    expect(pdf.name).toBe(csv.name.replace(/\.csv$/, ".pdf"));

    const csvRows = parse(csv.bytes, { bom: true }) as string[][];
    expect(csvRows[0]).toEqual(["Section", "Item", "Value"]);
    expect(csvRows).toContainEqual(["Top Pages", path, "3"]);
    expect(csvRows.filter((row) => row[0] === "Visitors").map((row) => row[1])).toEqual([
      "Today",
      "This Week",
      "This Month",
      "Total",
    ]);
    expect(await xlsxRows(xlsx.bytes)).toEqual(csvRows);

    const text = await pdfText(new Uint8Array(pdf.bytes));
    expect(text).toContain("Website Analytics");
    for (const [section, item, value] of csvRows.slice(1)) {
      expect(text).toContain(section);
      expect(text).toContain(`${item} ${value}`);
    }
  }).toPass({ timeout: 60_000 });
});
