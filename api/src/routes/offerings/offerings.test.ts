import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  ERASE_CONFIRMATION,
  givingReportSchema,
  offeringBatchDetailSchema,
  offeringBatchResponseSchema,
  offeringEntryResponseSchema,
  offeringMessages,
  personResponseSchema,
  recordsListResponseSchema,
  weeklySummarySchema,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donations, offeringEntries } from "../../db/schema.ts";
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

const SUNDAY = "2026-03-01";

describe(`offerings by batch [${testDriver}]`, () => {
  let pastor: string;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    admin = await signIn("admin");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("offering_entries", "offering_batches", "church_records", "people", "donations"));

  const person = async (givenName: string, email: string | null) => {
    const result = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: { givenName, familyName: "Mwangi", language: "sw", phones: [], email, stage: "member" },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return personResponseSchema.parse(result.body).person;
  };
  const open = async (date = SUNDAY, cookie = pastor) => {
    const result = await call("POST", "/api/crm/offerings/batches", { cookie, body: { date } });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return offeringBatchResponseSchema.parse(result.body).batch;
  };
  const add = async (batchId: string, body: Record<string, unknown>) => {
    const result = await call("POST", `/api/crm/offerings/batches/${batchId}/entries`, {
      cookie: pastor,
      body,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return offeringEntryResponseSchema.parse(result.body);
  };
  const count = (batchId: string, countedCash: number, countedCheque: number) =>
    call("PUT", `/api/crm/offerings/batches/${batchId}/count`, {
      cookie: pastor,
      body: { countedCash, countedCheque },
    });
  const close = (batchId: string) =>
    call("POST", `/api/crm/offerings/batches/${batchId}/close`, { cookie: pastor });

  it("totals a batch by method and fund, refuses to close until the count matches, then flows into the Sunday record", async () => {
    const wanjiru = await person("Wanjiru", "wanjiru@example.org");
    const batch = await open();
    expect(batch).toMatchObject({ date: SUNDAY, status: "open", countedCash: null });
    await add(batch.id, { personId: wanjiru.id, amount: 50, fund: "tithe", method: "cash" });
    await add(batch.id, { personId: null, amount: 12.35, fund: "general", method: "cash" });
    await add(batch.id, {
      personId: wanjiru.id,
      amount: 20,
      fund: "general",
      method: "mobile_money",
      reference: "sgh7k2l9qx",
    });
    const cheque = await add(batch.id, {
      personId: null,
      amount: 100,
      fund: "building",
      method: "cheque",
      reference: "001234",
    });
    expect(cheque.batch.totals).toMatchObject({
      byMethod: { cash: 62.35, cheque: 100, mobile_money: 20 },
      total: 182.35,
      entries: 4,
      balanced: false,
    });
    expect(cheque.batch.totals.byFund).toMatchObject({
      tithe: 50,
      general: 32.35,
      building: 100,
      missions: 0,
    });

    const noCount = await close(batch.id);
    expect(noCount.status).toBe(409);
    expect(JSON.stringify(noCount.body)).toContain("countedCash");

    const short = offeringBatchResponseSchema.parse((await count(batch.id, 60, 100)).body).batch;
    expect(short.totals.difference).toEqual({ cash: -2.35, cheque: 0 });
    const refused = await close(batch.id);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe(offeringMessages.notBalanced);

    await count(batch.id, 62.35, 100);
    const closed = await close(batch.id);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(offeringBatchResponseSchema.parse(closed.body).batch).toMatchObject({ status: "closed" });

    // The Sunday's record now exists and shows the tithe fund and the General Fund of the batch.
    const records = recordsListResponseSchema.parse(
      (await call("GET", "/api/crm/records", { cookie: pastor })).body,
    );
    expect(records.records).toHaveLength(1);
    expect(records.records[0]).toMatchObject({
      date: SUNDAY,
      tithes: 0,
      offerings: 0,
      batchTithes: 50,
      batchOfferings: 32.35,
    });
    // The pastor fills in the head count and what came outside the batch; the batch stays added once.
    const recordId = records.records[0]?.id ?? "";
    const edited = await call("PUT", `/api/crm/records/${recordId}`, {
      cookie: pastor,
      body: { date: SUNDAY, attendance: 40, tithes: 10, offerings: 5, notes: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      record: { tithes: 10, batchTithes: 50, offerings: 5, batchOfferings: 32.35 },
    });
    const weeks = weeklySummarySchema
      .array()
      .parse((await call("GET", "/api/crm/summaries/weekly?weeks=400", { cookie: pastor })).body);
    const week = weeks.find((w) => w.weekStart === SUNDAY);
    expect(week).toMatchObject({
      totalTithes: 60,
      totalOfferings: 37.35,
      batchTithes: 50,
      batchOfferings: 32.35,
    });
    const csv = await call("GET", "/api/crm/export?format=csv", { cookie: pastor });
    // Date, attendance, tithes and offerings with the batch's, the day's online gifts, and the total.
    const line = String(csv.body)
      .split("\r\n")
      .find((l) => l.startsWith(`${SUNDAY},40,`));
    const [, , tithes, offerings, onlineTithes, onlineOfferings, total] = line?.split(",") ?? [];
    expect([tithes, offerings]).toEqual(["60.00", "37.35"]);
    expect(Number(total)).toBeCloseTo(97.35 + Number(onlineTithes) + Number(onlineOfferings), 2);

    // A second record on the same date does not count the batch again.
    await call("POST", "/api/crm/records", {
      cookie: pastor,
      body: { date: SUNDAY, attendance: 12, tithes: 0, offerings: 0, notes: "Evening" },
    });
    const again = recordsListResponseSchema.parse(
      (await call("GET", "/api/crm/records", { cookie: pastor })).body,
    );
    expect(again.records.reduce((sum, r) => sum + r.batchTithes, 0)).toBe(50);
  });

  it("refuses every change to a closed batch with 409, and a correction goes in a new batch", async () => {
    const batch = await open();
    const { entry } = await add(batch.id, { personId: null, amount: 30, fund: "general", method: "cash" });
    await count(batch.id, 30, 0);
    expect((await close(batch.id)).status).toBe(200);

    const tries = [
      call("POST", `/api/crm/offerings/batches/${batch.id}/entries`, {
        cookie: pastor,
        body: { personId: null, amount: 5, fund: "general", method: "cash" },
      }),
      call("PUT", `/api/crm/offerings/entries/${entry.id}`, {
        cookie: pastor,
        body: { personId: null, amount: 300, fund: "general", method: "cash" },
      }),
      call("DELETE", `/api/crm/offerings/entries/${entry.id}`, { cookie: pastor }),
      count(batch.id, 1, 1),
      close(batch.id),
    ];
    for (const result of await Promise.all(tries)) {
      expect(result.status).toBe(409);
      expect((result.body as { error: { message: string } }).error.message).toBe(offeringMessages.closed);
    }
    const { deps } = await getTestApp();
    const [stored] = await deps.db.select().from(offeringEntries).where(eq(offeringEntries.id, entry.id));
    expect(stored?.amountCents).toBe(3000);

    // $30 was really $3: a correcting entry of -27 in the next Sunday's batch, pointing at the gift.
    const next = await open("2026-03-08");
    const inSame = await call("POST", `/api/crm/offerings/batches/${batch.id}/entries`, {
      cookie: pastor,
      body: { personId: null, amount: -27, fund: "general", method: "cash", correctsEntryId: entry.id },
    });
    expect(inSame.status).toBe(409);
    const negativeGift = await call("POST", `/api/crm/offerings/batches/${next.id}/entries`, {
      cookie: pastor,
      body: { personId: null, amount: -27, fund: "general", method: "cash" },
    });
    expect(negativeGift.status).toBe(400);
    expect(JSON.stringify(negativeGift.body)).toContain("amount");
    const correction = await add(next.id, {
      personId: null,
      amount: -27,
      fund: "general",
      method: "cash",
      correctsEntryId: entry.id,
    });
    expect(correction.entry.correctsEntryId).toBe(entry.id);
    expect(correction.batch.totals.byMethod.cash).toBe(-27);
  });

  it("names the field of a bad gift (M-Pesa code, cheque number, cash reference, amount, person)", async () => {
    const batch = await open();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 10, fund: "general", method: "mobile_money", reference: "ABC123" }, "reference"],
      [{ amount: 10, fund: "general", method: "mobile_money" }, "reference"],
      [{ amount: 10, fund: "general", method: "cheque", reference: "12AB" }, "reference"],
      [{ amount: 10, fund: "general", method: "cash", reference: "SGH7K2L9QX" }, "reference"],
      [{ amount: 0, fund: "general", method: "cash" }, "amount"],
      [{ amount: 10.001, fund: "general", method: "cash" }, "amount"],
      [{ amount: 10, fund: "coffee", method: "cash" }, "fund"],
      [{ amount: 10, fund: "general", method: "bitcoin" }, "method"],
      [
        { amount: 10, fund: "general", method: "cash", personId: "3f0c1e1a-0000-4000-8000-000000000000" },
        "personId",
      ],
    ];
    for (const [body, field] of cases) {
      const result = await call("POST", `/api/crm/offerings/batches/${batch.id}/entries`, {
        cookie: pastor,
        body,
      });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((result.body as { error: { fields?: object } }).error.fields ?? {})).toContain(
        field,
      );
    }
    const future = await call("POST", "/api/crm/offerings/batches", {
      cookie: pastor,
      body: { date: "2099-01-04" },
    });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain("date");
    const badCount = await call("PUT", `/api/crm/offerings/batches/${batch.id}/count`, {
      cookie: pastor,
      body: { countedCash: -1, countedCheque: 0 },
    });
    expect(badCount.status).toBe(400);
    expect(JSON.stringify(badCount.body)).toContain("countedCash");
  });

  it("a concurrent close and add never leave a half-written batch", async () => {
    for (let round = 0; round < 4; round++) {
      const batch = await open();
      await add(batch.id, { personId: null, amount: 10, fund: "general", method: "cash" });
      await count(batch.id, 10, 0);
      const [closing, adding] = await Promise.all([
        close(batch.id),
        call("POST", `/api/crm/offerings/batches/${batch.id}/entries`, {
          cookie: pastor,
          body: { personId: null, amount: 5, fund: "general", method: "cash" },
        }),
      ]);
      const detail = offeringBatchDetailSchema.parse(
        (await call("GET", `/api/crm/offerings/batches/${batch.id}`, { cookie: pastor })).body,
      );
      if (closing.status === 200) {
        // Closed first: the add was refused, and the closed batch holds exactly what it was closed with.
        expect(adding.status).toBe(409);
        expect(detail.batch.status).toBe("closed");
        expect(detail.entries).toHaveLength(1);
        expect(detail.batch.totals).toMatchObject({ total: 10, balanced: true });
      } else {
        // Added first: the close saw $15 against $10 counted and refused; the batch stays open.
        expect(adding.status).toBe(201);
        expect(closing.status).toBe(409);
        expect(detail.batch.status).toBe("open");
        expect(detail.entries).toHaveLength(2);
      }
    }
  });

  it("puts a named giver's closed-batch gifts on their statement beside online gifts; anonymous gifts never", async () => {
    const amani = await person("Amani", "amani@example.org");
    const { deps } = await getTestApp();
    await deps.db.insert(donations).values({
      amountCents: 4321,
      donorName: "Amani Mwangi",
      donorEmail: "Amani@Example.org",
      type: "one-time",
      fund: "general",
      provider: "test",
      providerId: "TEST-statement-1",
      status: "completed",
      donatedAt: new Date("2026-02-10T15:00:00Z"),
    });
    const batch = await open();
    await add(batch.id, {
      personId: amani.id,
      amount: 77.5,
      fund: "tithe",
      method: "mobile_money",
      reference: "QWE1234567",
    });
    await add(batch.id, { personId: null, amount: 999, fund: "general", method: "cash" });
    const stillOpen = await open("2026-03-08");
    await add(stillOpen.id, { personId: amani.id, amount: 555, fund: "general", method: "cash" });
    await count(batch.id, 999, 0);
    expect((await close(batch.id)).status).toBe(200);

    const { app } = await getTestApp();
    const response = await app.request(
      "/api/donations/statement?email=amani@example.org&year=2026&language=sw",
      {
        headers: { cookie: pastor },
      },
    );
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("$43.21");
    expect(text).toContain("$77.50");
    expect(text).toContain("M-Pesa");
    expect(text).toContain("$120.71");
    expect(text).not.toContain("$999.00");
    // An open batch's gifts wait until it is closed.
    expect(text).not.toContain("$555.00");
  });

  it("reports giving by method and fund per month, batches and online, as JSON and CSV", async () => {
    const { deps } = await getTestApp();
    await deps.db.insert(donations).values({
      amountCents: 2500,
      donorName: "Online Giver",
      donorEmail: "online@example.org",
      type: "one-time",
      fund: "missions",
      provider: "paypal",
      providerId: "PAYPAL-report-1",
      status: "completed",
      // 11 pm in Buffalo on March 31: April in UTC, March in the church's books.
      donatedAt: new Date("2026-04-01T03:00:00Z"),
    });
    const batch = await open();
    await add(batch.id, { personId: null, amount: 40, fund: "general", method: "cash" });
    await add(batch.id, { personId: null, amount: 60, fund: "tithe", method: "cheque", reference: "778" });
    await count(batch.id, 40, 60);
    await close(batch.id);

    const result = await call("GET", "/api/crm/offerings/report?from=2026-02&to=2026-04", { cookie: admin });
    expect(result.status).toBe(200);
    const report = givingReportSchema.parse(result.body);
    expect(report.months.map((m) => m.month)).toEqual(["2026-02", "2026-03", "2026-04"]);
    const march = report.months[1];
    expect(march?.bySource).toEqual({ cash: 40, cheque: 60, mobile_money: 0, online: 25 });
    expect(march?.byFund).toMatchObject({ general: 40, tithe: 60, missions: 25 });
    expect(march?.total).toBe(125);
    expect(report.months[2]?.total).toBe(0);

    const csv = await call("GET", "/api/crm/offerings/report?from=2026-03&to=2026-03&format=csv&lang=sw", {
      cookie: pastor,
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(String(csv.body).split("\r\n")).toEqual([
      "Mwezi,Njia,Mfuko,Kiasi (USD)",
      "2026-03,Taslimu,Mfuko Mkuu,40.00",
      "2026-03,Hundi,Zaka,60.00",
      "2026-03,Mtandaoni,Misheni,25.00",
      "",
    ]);
    const backwards = await call("GET", "/api/crm/offerings/report?from=2026-05&to=2026-03", {
      cookie: pastor,
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain("from");
  });

  it("a merge moves a giver's batch gifts to the person kept; an erasure leaves them anonymous", async () => {
    const kept = await person("Baraka", "baraka@example.org");
    const merged = await person("Barak", null);
    const batch = await open();
    const { entry } = await add(batch.id, {
      personId: merged.id,
      amount: 15,
      fund: "general",
      method: "cash",
    });
    const merge = await call("POST", `/api/crm/people/${kept.id}/merge`, {
      cookie: pastor,
      body: { mergeId: merged.id },
    });
    expect(merge.status, JSON.stringify(merge.body)).toBe(200);
    const { deps } = await getTestApp();
    const read = async () =>
      (await deps.db.select().from(offeringEntries).where(eq(offeringEntries.id, entry.id)))[0]?.personId;
    expect(await read()).toBe(kept.id);
    const erased = await call("POST", `/api/crm/people/${kept.id}/erase`, {
      cookie: pastor,
      body: { confirm: ERASE_CONFIRMATION },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await read()).toBeNull();
  });

  it("is the pastor's and the administrator's work, not a content editor's", async () => {
    expect((await call("GET", "/api/crm/offerings/batches", { cookie: editor })).status).toBe(403);
    expect(
      (await call("POST", "/api/crm/offerings/batches", { cookie: editor, body: { date: SUNDAY } })).status,
    ).toBe(403);
    expect((await call("GET", "/api/crm/offerings/batches")).status).toBe(401);
    await open(SUNDAY, admin);
    const list = await call("GET", "/api/crm/offerings/batches", { cookie: pastor });
    expect((list.body as { batches: unknown[] }).batches).toHaveLength(1);
  });
});
