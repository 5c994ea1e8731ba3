import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { apiErrorSchema, type Donation, donationMessages } from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import {
  donations,
  emailOutbox,
  emailOutboxExtras,
  paymentPlans,
  paymentWebhookEvents,
} from "../../db/schema.ts";
import { createTransport, drainMail } from "../../services/mail/mail-worker.ts";
import {
  type PaypalStub,
  STUB_CLIENT_ID,
  STUB_CLIENT_SECRET,
  STUB_VALID_SIGNATURE,
  STUB_WEBHOOK_ID,
  startPaypalStub,
} from "../../test/paypal.mocks.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
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
  await truncate(
    "donations",
    "payment_webhook_events",
    "email_outbox",
    "rate_limit_buckets",
    "payment_plans",
  );
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

  const tithe = { ...gift, type: "tithe", frequency: "monthly", category: "tithe", amount: 50 } as const;
  const webhookHeaders = { ...signed, "paypal-transmission-sig": STUB_VALID_SIGNATURE };

  async function subscribe(body: Record<string, unknown> = tithe) {
    const result = await paypalCall("POST", "/api/donations/subscriptions", body);
    expect(result.status).toBe(201);
    return result.body as { subscriptionId: string; approveUrl: string | null };
  }
  const confirm = (body: Record<string, unknown>, subscriptionId: string) =>
    paypalCall("POST", "/api/donations/subscriptions/confirm", {
      ...body,
      paypalSubscriptionId: subscriptionId,
    });

  it("subscribes a monthly tithe on a plan it creates once and reuses, checks it and records the first gift once", async () => {
    const products = stub.calls.product;
    const plansMade = stub.calls.plan;
    const { subscriptionId, approveUrl } = await subscribe();
    expect(subscriptionId).toMatch(/^I-/);
    expect(approveUrl).toContain("subscriptions");
    const sub = stub.subscriptions.get(subscriptionId);
    const plan = stub.plans.get(sub?.planId ?? "");
    expect(plan).toMatchObject({ value: "50.00", currency: "USD", intervalUnit: "MONTH" });
    expect(stub.calls.product).toBe(products + 1);
    expect(stub.calls.plan).toBe(plansMade + 1);

    // Same price and frequency: the cached plan; another price: a new plan of the same product.
    const again = await subscribe({ ...tithe, donorEmail: "other@example.com", type: "recurring" });
    expect(stub.subscriptions.get(again.subscriptionId)?.planId).toBe(sub?.planId);
    const weekly = await subscribe({ ...tithe, frequency: "weekly" });
    const weeklyPlan = stub.plans.get(stub.subscriptions.get(weekly.subscriptionId)?.planId ?? "");
    expect(weeklyPlan).toMatchObject({ value: "50.00", intervalUnit: "WEEK", productId: plan?.productId });
    expect(stub.calls.product).toBe(products + 1);
    expect(stub.calls.plan).toBe(plansMade + 2);
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(paymentPlans)).toHaveLength(2);

    // Approved: 100 concurrent confirmations record one gift and one receipt.
    const results = await Promise.all(Array.from({ length: 100 }, () => confirm(tithe, subscriptionId)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => (r.body.donation as Donation).id)).size).toBe(1);
    expect(results[0]?.body.donation).toMatchObject({
      amount: 50,
      type: "tithe",
      frequency: "monthly",
      category: "tithe",
      paypalPaymentId: subscriptionId,
    });
    const completed = () => stored().then((rows) => rows.filter((r) => r.status === "completed"));
    expect(await completed()).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);

    // The first payment's webhook names the same subscription: it is the gift already recorded.
    const firstSale = stub.saleEvent(subscriptionId, "SALE-FIRST", "50.00");
    expect((await paypalCall("POST", "/api/donations/webhook", firstSale, webhookHeaders)).status).toBe(200);
    expect(await completed()).toHaveLength(1);
    expect((await completed())[0]).toMatchObject({ providerCaptureId: "SALE-FIRST", subscriptionId });

    // A month later: the renewal, once, even when redelivered under another event id.
    const renewal = stub.saleEvent(subscriptionId, "SALE-2", "50.00");
    expect((await paypalCall("POST", "/api/donations/webhook", renewal, webhookHeaders)).status).toBe(200);
    const redelivered = { ...renewal, id: "WH-OTHER-ID" };
    expect((await paypalCall("POST", "/api/donations/webhook", redelivered, webhookHeaders)).status).toBe(
      200,
    );
    const rows = await completed();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.providerId === "SALE-2")).toMatchObject({
      amountCents: 5000,
      type: "tithe",
      frequency: "monthly",
      fund: "tithe",
      subscriptionId,
      donorEmail: "grace@example.com",
    });
    expect(await receipts()).toHaveLength(2);
  });

  it("refuses a tampered amount, an unapproved or failed subscription and a changed price, recording nothing", async () => {
    const body = { ...tithe, amount: 61 };
    const tampered = await subscribe(body);
    const reads = stub.calls.showSubscription;
    const changed = await confirm({ ...body, amount: 1 }, tampered.subscriptionId);
    expect(changed.status).toBe(400);
    expect(JSON.stringify(changed.body)).toContain(donationMessages.amountMismatch);
    expect(stub.calls.showSubscription).toBe(reads);

    for (const action of ["none", "decline"] as const) {
      const { subscriptionId } = await subscribe({ ...body, amount: 62 });
      stub.subscriber(subscriptionId, action);
      const result = await confirm({ ...body, amount: 62 }, subscriptionId);
      expect(result.status).toBe(400);
      expect((result.body.error as { message: string }).message).toBe(donationMessages.cancelled);
    }

    const overridden = await subscribe({ ...body, amount: 63 });
    stub.overrideSubscriptionPrice(overridden.subscriptionId, "1.00");
    const cheap = await confirm({ ...body, amount: 63 }, overridden.subscriptionId);
    expect(cheap.status).toBe(400);
    expect(JSON.stringify(cheap.body)).toContain(donationMessages.amountMismatch);

    const repriced = await subscribe({ ...body, amount: 64 });
    stub.planPrice(stub.subscriptions.get(repriced.subscriptionId)?.planId ?? "", "6.40");
    const lower = await confirm({ ...body, amount: 64 }, repriced.subscriptionId);
    expect(lower.status).toBe(400);
    expect(JSON.stringify(lower.body)).toContain(donationMessages.amountMismatch);

    const oneTime = await paypalCall("POST", "/api/donations/subscriptions", { ...gift });
    expect(oneTime.status).toBe(400);
    expect(JSON.stringify(oneTime.body)).toContain(donationMessages.recurringOnly);
    // An order id is not a subscription, and a subscription is not captured as an order.
    const orderId = await createOrder();
    expect((await confirm(body, orderId)).status).toBe(404);
    expect(
      (
        await paypalCall("POST", "/api/donations/process", {
          ...body,
          paypalOrderId: tampered.subscriptionId,
        })
      ).status,
    ).toBe(404);

    expect((await stored()).filter((d) => d.status === "completed")).toEqual([]);
    expect(await receipts()).toEqual([]);
  });

  it("takes a confirmed first gift off the books when the subscription's first payment fails, but not a paid one", async () => {
    const unpaid = await subscribe({ ...tithe, amount: 71 });
    const paid = await subscribe({ ...tithe, amount: 72 });
    for (const [sub, amount] of [
      [unpaid.subscriptionId, 71],
      [paid.subscriptionId, 72],
    ] as const) {
      expect((await confirm({ ...tithe, amount }, sub)).status).toBe(200);
    }
    const firstSale = stub.saleEvent(paid.subscriptionId, "SALE-PAID-1", "72.00");
    expect((await paypalCall("POST", "/api/donations/webhook", firstSale, webhookHeaders)).status).toBe(200);
    for (const sub of [unpaid.subscriptionId, paid.subscriptionId]) {
      const failure = {
        id: `WH-FAIL-${sub}`,
        event_type: "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
        resource: { id: sub, status: "ACTIVE", billing_info: { failed_payments_count: 1 } },
      };
      expect((await paypalCall("POST", "/api/donations/webhook", failure, webhookHeaders)).status).toBe(200);
    }
    const rows = await stored();
    expect(rows.find((r) => r.providerId === unpaid.subscriptionId)?.status).toBe("failed");
    expect(rows.find((r) => r.providerId === paid.subscriptionId)?.status).toBe("completed");
    const { app } = await getTestApp();
    const list = await app.request("/api/donations", { headers: { cookie: await signIn("pastor") } });
    expect(await list.json()).toMatchObject({ total: 72, count: 1 });
  });

  it("records a subscription's first gift from its webhook when the browser never confirmed, once", async () => {
    const { subscriptionId } = await subscribe({ ...tithe, type: "recurring", frequency: "yearly" });
    const event = stub.saleEvent(subscriptionId, "SALE-ONLY-WEBHOOK", "50.00");
    expect((await paypalCall("POST", "/api/donations/webhook", event, webhookHeaders)).status).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ status: "completed", providerCaptureId: "SALE-ONLY-WEBHOOK" });
    const late = await confirm({ ...tithe, type: "recurring", frequency: "yearly" }, subscriptionId);
    expect(late.status).toBe(200);
    expect((late.body.donation as Donation).id).toBe(row?.id);
    expect(await stored()).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);
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
