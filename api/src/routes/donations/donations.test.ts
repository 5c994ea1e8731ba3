import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { apiErrorSchema, type Donation, donationMessages } from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { donations, emailOutbox, paymentWebhookEvents } from "../../db/schema.ts";
import {
  type PaypalStub,
  STUB_CLIENT_ID,
  STUB_CLIENT_SECRET,
  STUB_VALID_SIGNATURE,
  STUB_WEBHOOK_ID,
  startPaypalStub,
} from "../../services/payments/paypal.mocks.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { statementToken } from "./donations.statement.ts";

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

const gift = {
  amount: 100,
  donorName: "Grace Achieng",
  donorEmail: "grace@example.com",
  type: "one-time",
  category: "general",
  note: null,
} as const;

/** The app as configured with PayPal, talking to the local stub. */
let stub: PaypalStub;
let paypalApp: ReturnType<typeof createApp>;

async function paypalCall(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await paypalApp.request(path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) expect(apiErrorSchema.safeParse(parsed).success).toBe(true);
  expect(response.status).toBeLessThan(500);
  return { status: response.status, body: parsed };
}

async function createOrder(body: Record<string, unknown> = gift) {
  const result = await paypalCall("POST", "/api/donations/orders", body);
  expect(result.status).toBe(201);
  return result.body.orderId as string;
}

async function stored() {
  const { deps } = await getTestApp();
  return deps.db.select().from(donations);
}
async function receipts() {
  const { deps } = await getTestApp();
  return deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "donation_receipt"));
}

beforeAll(async () => {
  stub = await startPaypalStub();
  const { deps } = await getTestApp();
  paypalApp = createApp({
    ...deps,
    env: {
      ...deps.env,
      PAYPAL_CLIENT_ID: STUB_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: STUB_CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: STUB_WEBHOOK_ID,
      PAYPAL_API_BASE_URL: stub.url,
    },
  });
});
afterAll(() => stub?.close());

beforeEach(async () => {
  await truncate("donations", "payment_webhook_events", "email_outbox", "rate_limit_buckets");
});

describe(`PayPal (local stub of its REST API) [${testDriver}]`, () => {
  it("tells the Give page PayPal is configured, with its client id", async () => {
    const { body } = await paypalCall("GET", "/api/donations/config");
    expect(body).toEqual({ provider: "paypal", clientId: STUB_CLIENT_ID, currency: "USD" });
  });

  it("creates the order for the validated amount in USD, captures it and records the gift with a receipt", async () => {
    const orderId = await createOrder({ ...gift, amount: 42.5, category: "swahili-bibles" });
    expect(stub.orders.get(orderId)).toMatchObject({ value: "42.50", currency: "USD" });

    const { status, body } = await paypalCall("POST", "/api/donations/process", {
      ...gift,
      amount: 42.5,
      category: "swahili-bibles",
      paypalOrderId: orderId,
      paypalPayerId: "PAYERSTUB1",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: donationMessages.thankYou });
    const donation = body.donation as Donation;
    expect(donation).toMatchObject({ amount: 42.5, currency: "USD", category: "swahili-bibles" });
    expect(donation.paypalPaymentId).toBe(stub.orders.get(orderId)?.captureId);

    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "completed", amountCents: 4250, providerId: orderId });
    const mails = await receipts();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe("grace@example.com");
    expect(mails[0]?.textBody).toContain("$42.50");
    expect(mails[0]?.textBody).toContain("Thank you for your generous gift");
    expect(mails[0]?.textBody).toContain("Asante kwa zawadi yako");
    expect(mails[0]?.textBody).toContain("Biblia za Kiswahili");
  });

  it("rejects an amount changed on the client, and a capture of a different amount, recording nothing", async () => {
    const orderId = await createOrder();
    const capturesBefore = stub.calls.capture;
    const tampered = await paypalCall("POST", "/api/donations/process", {
      ...gift,
      amount: 1,
      paypalOrderId: orderId,
    });
    expect(tampered.status).toBe(400);
    expect(JSON.stringify(tampered.body)).toContain(donationMessages.amountMismatch);
    expect(stub.calls.capture).toBe(capturesBefore);

    // The order was changed at PayPal (e.g. patched from the browser): the capture no longer matches.
    const other = await createOrder();
    stub.captureAmount(other, "1.00");
    const patched = await paypalCall("POST", "/api/donations/process", { ...gift, paypalOrderId: other });
    expect(patched.status).toBe(400);
    expect(JSON.stringify(patched.body)).toContain(donationMessages.amountMismatch);

    // An order the server never created cannot be recorded.
    const unknown = await paypalCall("POST", "/api/donations/process", {
      ...gift,
      paypalOrderId: "FORGED123",
    });
    expect(unknown.status).toBe(404);

    expect((await stored()).filter((d) => d.status === "completed")).toEqual([]);
    expect(await receipts()).toEqual([]);
  });

  it("records one gift and one receipt when the capture is retried", async () => {
    const orderId = await createOrder();
    const body = { ...gift, paypalOrderId: orderId };
    const first = await paypalCall("POST", "/api/donations/process", body);
    const second = await paypalCall("POST", "/api/donations/process", body);
    expect(second.status).toBe(200);
    expect((second.body.donation as Donation).id).toBe((first.body.donation as Donation).id);
    expect((await stored()).filter((d) => d.status === "completed")).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);
  });

  it("answers the spec's text for declined and cancelled payments and records nothing", async () => {
    for (const action of ["decline", "none"] as const) {
      const orderId = await createOrder();
      stub.payer(orderId, action);
      const { status, body } = await paypalCall("POST", "/api/donations/process", {
        ...gift,
        paypalOrderId: orderId,
      });
      expect(status).toBe(400);
      expect((body.error as { message: string }).message).toBe(
        "Payment was cancelled or failed. Please try again.",
      );
    }
    expect((await stored()).filter((d) => d.status === "completed")).toEqual([]);
    expect(await receipts()).toEqual([]);
  });

  it("records one gift for 100 concurrent process calls of the same order", async () => {
    const orderId = await createOrder();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        paypalCall("POST", "/api/donations/process", { ...gift, paypalOrderId: orderId }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => (r.body.donation as Donation).id)).size).toBe(1);
    const { deps } = await getTestApp();
    const completed = await deps.db
      .select()
      .from(donations)
      .where(and(eq(donations.providerId, orderId), eq(donations.status, "completed")));
    expect(completed).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);
  });

  const signed = {
    "paypal-auth-algo": "SHA256withRSA",
    "paypal-cert-url": "https://api.paypal.com/cert",
    "paypal-transmission-id": "t-1",
    "paypal-transmission-time": "2026-11-22T00:00:00Z",
  };

  it("rejects a webhook with a bad signature and records nothing", async () => {
    const orderId = await createOrder({ ...gift, type: "recurring", frequency: "monthly" });
    await paypalCall("POST", "/api/donations/process", {
      ...gift,
      type: "recurring",
      frequency: "monthly",
      paypalOrderId: orderId,
    });
    const event = {
      id: "WH-EVT-BAD",
      event_type: "PAYMENT.SALE.COMPLETED",
      resource: { id: "SALE-BAD", custom: orderId, amount: { total: "100.00", currency: "USD" } },
    };
    const { status } = await paypalCall("POST", "/api/donations/webhook", event, {
      ...signed,
      "paypal-transmission-sig": "forged",
    });
    expect(status).toBe(400);
    const noSignature = await paypalCall("POST", "/api/donations/webhook", event);
    expect(noSignature.status).toBe(400);
    expect(await stored()).toHaveLength(1);
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(paymentWebhookEvents)).toEqual([]);
  });

  it("completes an order from a verified capture webhook when the browser never reported it, once", async () => {
    const orderId = await createOrder({ ...gift, amount: 30 });
    const event = {
      id: "WH-EVT-CAPTURE",
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: {
        id: "CAPTURE-LATE-1",
        status: "COMPLETED",
        amount: { value: "30.00", currency_code: "USD" },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    };
    const headers = { ...signed, "paypal-transmission-sig": STUB_VALID_SIGNATURE };
    expect((await paypalCall("POST", "/api/donations/webhook", event, headers)).status).toBe(200);
    expect((await paypalCall("POST", "/api/donations/webhook", event, headers)).status).toBe(200);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "completed",
      providerCaptureId: "CAPTURE-LATE-1",
      amountCents: 3000,
    });
    expect(await receipts()).toHaveLength(1);
  });

  it("records a recurring renewal from a verified webhook once, and a refund", async () => {
    const first = { ...gift, type: "tithe", frequency: "monthly", category: "tithe", amount: 50 };
    const orderId = await createOrder(first);
    await paypalCall("POST", "/api/donations/process", { ...first, paypalOrderId: orderId });
    const renewal = {
      id: "WH-EVT-1",
      event_type: "PAYMENT.SALE.COMPLETED",
      resource: {
        id: "SALE-1",
        custom: orderId,
        billing_agreement_id: "I-SUBSCRIPTION1",
        amount: { total: "50.00", currency: "USD" },
      },
    };
    const headers = { ...signed, "paypal-transmission-sig": STUB_VALID_SIGNATURE };
    expect((await paypalCall("POST", "/api/donations/webhook", renewal, headers)).status).toBe(200);
    // PayPal redelivers the same event: nothing more is recorded.
    expect((await paypalCall("POST", "/api/donations/webhook", renewal, headers)).status).toBe(200);

    const rows = (await stored()).filter((d) => d.status === "completed");
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.providerId === "SALE-1")).toMatchObject({
      amountCents: 5000,
      type: "tithe",
      frequency: "monthly",
      fund: "tithe",
      donorEmail: "grace@example.com",
    });
    expect(await receipts()).toHaveLength(2);

    const refund = {
      id: "WH-EVT-2",
      event_type: "PAYMENT.SALE.REFUNDED",
      resource: { id: "REFUND-1", sale_id: "SALE-1", amount: { total: "50.00", currency: "USD" } },
    };
    expect((await paypalCall("POST", "/api/donations/webhook", refund, headers)).status).toBe(200);
    const after = await stored();
    expect(after.find((r) => r.providerId === "SALE-1")?.status).toBe("refunded");
  });
});

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

    const list = await call("GET", "/api/donations?period=today", { cookie: pastor });
    expect(list.body).toMatchObject({ total: 25, count: 1 });
    const other = await call("GET", "/api/donations?type=tithe", { cookie: pastor });
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
