import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { type Donation, donationMessages } from "@church/contracts";
import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { SMTPServer } from "smtp-server";
import { beforeAll, describe, expect, it } from "vitest";
import { donations, emailOutbox, emailOutboxExtras, paymentPlans } from "../../db/schema.ts";
import { createTransport, drainMail } from "../../services/mail/mail-worker.ts";
import { emptyDonationTablesBeforeEach, gift, receipts, stored } from "../../test/donations.fixtures.ts";
import { call, getTestApp, signIn, testDriver } from "../../test/test-app.ts";
import { statementToken } from "./donations.statement-pdf.ts";

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

/** The PDF attachments of a raw MIME message: file name and bytes (base64 decoded). */
function pdfAttachments(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] ?? "");
  return boundaries.flatMap((boundary) =>
    raw.split(`--${boundary}`).flatMap((part) => {
      const [head = "", ...body] = part.split("\r\n\r\n");
      if (!/content-type:\s*application\/pdf/i.test(head) || !/base64/i.test(head)) return [];
      const filename = /filename="?([^";\r\n]+)/i.exec(head.replace(/\r\n[ \t]+/g, " "))?.[1] ?? "";
      return [{ filename, bytes: new Uint8Array(Buffer.from(body.join("").replace(/\s+/g, ""), "base64")) }];
    }),
  );
}

emptyDonationTablesBeforeEach();

describe(`Test provider, list and statements [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });

  it("runs the whole flow offline, marked as a test, and shows it to staff with total and count", async () => {
    const config = await call("GET", "/api/donations/config");
    expect(config.body).toEqual({ provider: "test", clientId: null, currency: "USD" });
    const order = await call("POST", "/api/donations/orders", { body: { ...gift, amount: 25 } });
    expect(order.status).toBe(201);
    const orderId = (order.body as { orderId: string }).orderId;
    expect(orderId).toMatch(/^TEST-/);
    const processed = await call("POST", "/api/donations/process", {
      body: { ...gift, amount: 25, paypalOrderId: orderId },
    });
    expect(processed.status).toBe(200);
    const mails = await receipts();
    expect(mails[0]?.subject).toContain("[TEST]");
    expect((await stored())[0]).toMatchObject({ provider: "test", status: "completed", amountCents: 2500 });

    // A monthly tithe: a test plan, created once, and a test subscription, recorded once.
    const tithe = { ...gift, type: "tithe", frequency: "monthly", category: "tithe", amount: 12.34 };
    const subscriptionIds: string[] = [];
    for (const donorEmail of ["grace@example.com", "john@example.com"]) {
      const created = await call("POST", "/api/donations/subscriptions", { body: { ...tithe, donorEmail } });
      expect(created.status).toBe(201);
      const { subscriptionId, approveUrl } = created.body as { subscriptionId: string; approveUrl: null };
      expect(subscriptionId).toMatch(/^TEST-SUB-/);
      expect(approveUrl).toBeNull();
      subscriptionIds.push(subscriptionId);
    }
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(paymentPlans)).toMatchObject([
      { provider: "test", amountCents: 1234, frequency: "monthly" },
    ]);
    const confirmBody = { ...tithe, paypalSubscriptionId: subscriptionIds[0] };
    const confirmed = await call("POST", "/api/donations/subscriptions/confirm", { body: confirmBody });
    expect(confirmed.status).toBe(200);
    const again = await call("POST", "/api/donations/subscriptions/confirm", { body: confirmBody });
    expect((again.body as { donation: Donation }).donation.id).toBe(
      (confirmed.body as { donation: Donation }).donation.id,
    );
    const tampered = await call("POST", "/api/donations/subscriptions/confirm", {
      body: { ...tithe, amount: 1, paypalSubscriptionId: subscriptionIds[1] },
    });
    expect(tampered.status).toBe(400);
    expect(await receipts()).toHaveLength(2);

    const list = await call("GET", "/api/donations?period=today", { cookie: pastor });
    expect(list.body).toMatchObject({ total: 37.34, count: 2 });
    const tithes = await call("GET", "/api/donations?type=tithe", { cookie: pastor });
    expect(tithes.body).toMatchObject({ total: 12.34, count: 1 });
    const other = await call("GET", "/api/donations?type=recurring", { cookie: pastor });
    expect(other.body).toMatchObject({ total: 0, count: 0, donations: [] });
  });

  it("filters by period on Buffalo's calendar with total and count from the database", async () => {
    const { deps } = await getTestApp();
    const now = Date.now();
    const base = {
      currency: "USD",
      donorName: "A",
      donorEmail: "a@example.com",
      provider: "paypal",
      status: "completed",
    } as const;
    await deps.db.insert(donations).values([
      {
        ...base,
        amountCents: 1000,
        type: "one-time",
        fund: "general",
        providerId: "P1",
        donatedAt: new Date(now - 60_000),
      },
      {
        ...base,
        amountCents: 2000,
        type: "tithe",
        frequency: "monthly",
        fund: "tithe",
        providerId: "P2",
        donatedAt: new Date(now - 3 * 86_400_000),
      },
      {
        ...base,
        amountCents: 4000,
        type: "one-time",
        fund: "general",
        providerId: "P3",
        donatedAt: new Date(now - 40 * 86_400_000),
      },
      { ...base, amountCents: 8000, type: "one-time", fund: "general", providerId: "P4", status: "pending" },
    ]);
    const get = async (q: string) =>
      (await call("GET", `/api/donations?${q}`, { cookie: pastor })).body as { total: number; count: number };
    expect(await get("period=all")).toMatchObject({ total: 70, count: 3 });
    expect(await get("period=week")).toMatchObject({ total: 30, count: 2 });
    expect(await get("period=week&type=tithe")).toMatchObject({ total: 20, count: 1 });
    expect((await call("GET", "/api/donations", { cookie: await signIn("content_editor") })).status).toBe(
      403,
    );
  });

  it("draws a statement PDF with only the chosen year's gifts and the right total", async () => {
    const { deps } = await getTestApp();
    const base = {
      currency: "USD",
      donorName: "Grace Achieng",
      donorEmail: "grace@example.com",
      provider: "paypal",
      status: "completed",
      type: "one-time",
      fund: "general",
    } as const;
    await deps.db.insert(donations).values([
      { ...base, amountCents: 12_345, providerId: "Y1", donatedAt: new Date("2025-03-10T15:00:00Z") },
      {
        ...base,
        amountCents: 5_005,
        providerId: "Y2",
        fund: "missions",
        donatedAt: new Date("2025-12-31T23:00:00Z"),
      }, // 6 PM Dec 31 in Buffalo
      { ...base, amountCents: 77_700, providerId: "Y3", donatedAt: new Date("2026-01-01T06:00:00Z") }, // 1 AM Jan 1 in Buffalo
      {
        ...base,
        amountCents: 99_900,
        providerId: "Y4",
        donorEmail: "other@example.com",
        donatedAt: new Date("2025-06-01T12:00:00Z"),
      },
    ]);
    const { app } = await getTestApp();
    const response = await app.request("/api/donations/statement?email=grace@example.com&year=2025", {
      headers: { cookie: pastor },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Annual Giving Statement 2025");
    expect(text).toContain("$123.45");
    expect(text).toContain("$50.05");
    expect(text).toContain("Total given: $173.50");
    expect(text).toContain("Number of gifts: 2");
    expect(text).not.toContain("$777.00");
    expect(text).not.toContain("$999.00");

    // In Swahili, through the donor's signed link; a forged link is refused.
    const token = statementToken(deps.env, { email: "grace@example.com", year: 2026, language: "sw" });
    const sw = await app.request(`/api/donations/statement/download?token=${token}`);
    const swText = await pdfText(new Uint8Array(await sw.arrayBuffer()));
    expect(swText).toContain("Taarifa ya Matoleo ya Mwaka 2026");
    expect(swText).toContain("Jumla ya matoleo: $777.00");
    const forged = await call("GET", `/api/donations/statement/download?token=${token.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);
  });

  it("e-mails the statement PDF as an attachment over SMTP: only the chosen year, with the right total", async () => {
    const { deps } = await getTestApp();
    const base = {
      currency: "USD",
      donorName: "Grace Achieng",
      donorEmail: "grace@example.com",
      provider: "paypal",
      status: "completed",
      type: "tithe",
      frequency: "monthly",
      fund: "tithe",
    } as const;
    const gifts = [
      { cents: 12_345, at: "2025-03-10T15:00:00Z" },
      { cents: 5_005, at: "2025-12-31T23:00:00Z" }, // 6 PM Dec 31 in Buffalo: 2025
      { cents: 77_700, at: "2026-01-01T06:00:00Z" }, // 1 AM Jan 1 in Buffalo: 2026
      { cents: 2_500, at: "2026-02-01T06:00:00Z" },
    ];
    await deps.db.insert(donations).values(
      gifts.map((g, i) => ({
        ...base,
        amountCents: g.cents,
        providerId: `M${i}`,
        donatedAt: new Date(g.at),
      })),
    );
    // Totals per Buffalo year, computed here from the list above.
    const yearOf = (iso: string) =>
      Number(
        new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric" }).format(
          new Date(iso),
        ),
      );
    const totalOf = (year: number) =>
      gifts.filter((g) => yearOf(g.at) === year).reduce((s, g) => s + g.cents, 0);
    const usd = (cents: number) =>
      new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

    const sent = await call("POST", "/api/donations/statement/send", {
      cookie: pastor,
      body: { email: "grace@example.com", year: 2025 },
    });
    expect(sent.status).toBe(200);
    const requested = await call("POST", "/api/donations/statement/request", {
      body: { email: "grace@example.com", year: 2026, language: "sw" },
    });
    expect(requested.status).toBe(200);
    const extras = await deps.db.select().from(emailOutboxExtras);
    expect(extras.map((e) => e.attachments[0]?.filename).sort()).toEqual([
      "giving-statement-2025.pdf",
      "giving-statement-2026.pdf",
    ]);

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const transport = createTransport(
      `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
    );
    try {
      expect(await drainMail(deps.db, { transport, from: deps.env.MAIL_FROM, concurrency: 2 })).toBe(2);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    expect(received).toHaveLength(2);
    const byYear = new Map<number, string>();
    for (const raw of received) {
      const [pdf, ...more] = pdfAttachments(raw);
      expect(more).toEqual([]);
      const year = Number(/giving-statement-(\d{4})\.pdf/.exec(pdf?.filename ?? "")?.[1]);
      byYear.set(year, await pdfText(pdf?.bytes ?? new Uint8Array()));
    }
    const en = byYear.get(2025) ?? "";
    expect(en).toContain("Annual Giving Statement 2025");
    expect(en).toContain(`Total given: ${usd(totalOf(2025))}`);
    expect(en).toContain("Number of gifts: 2");
    expect(en).not.toContain(usd(77_700));
    const sw = byYear.get(2026) ?? "";
    expect(sw).toContain("Taarifa ya Matoleo ya Mwaka 2026");
    expect(sw).toContain(`Jumla ya matoleo: ${usd(totalOf(2026))}`);
    expect(sw).not.toContain(usd(12_345));
    expect(totalOf(2025)).toBe(17_350);
  });

  it("mails the donor a statement link on request, only to that address and only when there are gifts", async () => {
    const { deps } = await getTestApp();
    await deps.db.insert(donations).values({
      currency: "USD",
      donorName: "G",
      donorEmail: "grace@example.com",
      provider: "paypal",
      status: "completed",
      type: "one-time",
      fund: "general",
      amountCents: 100,
      providerId: "R1",
      donatedAt: new Date("2025-05-05T12:00:00Z"),
    });
    for (const email of ["grace@example.com", "nobody@example.com"]) {
      const r = await call("POST", "/api/donations/statement/request", {
        body: { email, year: 2025, language: "sw" },
      });
      expect(r.body).toMatchObject({ success: true, message: donationMessages.statementRequested });
    }
    const sent = await call("POST", "/api/donations/statement/send", {
      cookie: pastor,
      body: { email: "grace@example.com", year: 2025 },
    });
    expect(sent.status).toBe(200);
    const mails = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "donation_statement"));
    expect(mails.map((m) => m.toAddress)).toEqual(["grace@example.com", "grace@example.com"]);
    const link = mails[0]?.textBody.match(/\/api\/donations\/statement\/download\?token=\S+/)?.[0] ?? "";
    const pdf = await (await getTestApp()).app.request(link);
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(
      "Taarifa ya Matoleo ya Mwaka 2025",
    );
  });
});
