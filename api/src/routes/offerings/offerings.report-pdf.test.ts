import {
  donationFundLabels,
  donationFunds,
  givingReportSchema,
  givingSourceLabels,
  givingSources,
  offeringBatchResponseSchema,
} from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donations } from "../../db/schema.ts";
import { pdfPages } from "../../test/pdf-text.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe(`giving report as PDF [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(() => truncate("offering_entries", "offering_batches", "church_records", "donations"));

  it("has the report's figures by method and by fund for every month, as the CSV has them", async () => {
    const { app, deps } = await getTestApp();
    await deps.db.insert(donations).values({
      amountCents: 2550,
      donorName: "Online Giver",
      donorEmail: "online@example.org",
      type: "one-time",
      fund: "missions",
      provider: "paypal",
      providerId: "PAYPAL-report-pdf-1",
      status: "completed",
      donatedAt: new Date("2026-02-10T15:00:00Z"),
    });
    const opened = await call("POST", "/api/crm/offerings/batches", {
      cookie: pastor,
      body: { date: "2026-03-01" },
    });
    const batch = offeringBatchResponseSchema.parse(opened.body).batch;
    for (const body of [
      { personId: null, amount: 1240.5, fund: "general", method: "cash" },
      { personId: null, amount: 60, fund: "tithe", method: "cheque", reference: "778" },
      { personId: null, amount: 35, fund: "building", method: "mobile_money", reference: "QHX1234567" },
    ]) {
      const added = await call("POST", `/api/crm/offerings/batches/${batch.id}/entries`, {
        cookie: pastor,
        body,
      });
      expect(added.status).toBe(201);
    }
    const counted = await call("PUT", `/api/crm/offerings/batches/${batch.id}/count`, {
      cookie: pastor,
      body: { countedCash: 1240.5, countedCheque: 60 },
    });
    expect(counted.status).toBe(200);
    expect(
      (await call("POST", `/api/crm/offerings/batches/${batch.id}/close`, { cookie: pastor })).status,
    ).toBe(200);

    const range = "/api/crm/offerings/report?from=2026-01&to=2026-03";
    const report = givingReportSchema.parse((await call("GET", range, { cookie: pastor })).body);
    const csv = String((await call("GET", `${range}&format=csv`, { cookie: pastor })).body);
    const response = await app.request(`${range}&format=pdf`, { headers: { cookie: pastor } });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="giving-2026-01-to-2026-03.pdf"',
    );
    const pdf = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join(" ");

    expect(pdf).toContain("Giving by method and fund");
    expect(pdf).toContain(`Month ${givingSources.map((s) => givingSourceLabels[s].en).join(" ")} Total`);
    for (const m of report.months) {
      const bySource = givingSources.map((s) => usd.format(m.bySource[s] ?? 0));
      const byFund = donationFunds.map((f) => usd.format(m.byFund[f] ?? 0));
      expect(pdf).toContain(`${m.month} ${bySource.join(" ")} ${usd.format(m.total)}`);
      expect(pdf).toContain(`${m.month} ${byFund.join(" ")} ${usd.format(m.total)}`);
      // The CSV's amounts of the month add up to the report's, method by method and fund by fund.
      const lines = csv
        .split("\r\n")
        .filter((l) => l.startsWith(`${m.month},`))
        .map((l) => l.split(","));
      const sum = (match: (cells: string[]) => boolean) =>
        Math.round(lines.filter(match).reduce((s, cells) => s + Number(cells[3]), 0) * 100) / 100;
      for (const s of givingSources)
        expect(sum((c) => c[1] === givingSourceLabels[s].en)).toBe(m.bySource[s]);
      for (const f of donationFunds) expect(sum((c) => c[2] === donationFundLabels[f].en)).toBe(m.byFund[f]);
    }
    expect(pdf).toContain("2026-03 $1,240.50 $60.00 $35.00 $0.00 $1,335.50");
    expect(pdf).toContain("2026-02 $0.00 $0.00 $0.00 $25.50 $25.50");
  });
});
