import { type Donation, donationMessages } from "@church/contracts";
import { describe, expect, it } from "vitest";
import { paymentPlans } from "../../db/schema.ts";
import {
  emptyDonationTablesBeforeEach,
  gift,
  paypalWebhookHeaders,
  receipts,
  stored,
  usePaypalApp,
} from "../../test/donations.fixtures.ts";
import { STUB_VALID_SIGNATURE } from "../../test/paypal.mocks.ts";
import { getTestApp, signIn, testDriver } from "../../test/test-app.ts";

const paypal = usePaypalApp();
const { paypalCall, createOrder } = paypal;

emptyDonationTablesBeforeEach();

describe(`PayPal subscriptions (local stub of its REST API) [${testDriver}]`, () => {
  const tithe = { ...gift, type: "tithe", frequency: "monthly", category: "tithe", amount: 50 } as const;
  const webhookHeaders = { ...paypalWebhookHeaders, "paypal-transmission-sig": STUB_VALID_SIGNATURE };

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
    const products = paypal.stub.calls.product;
    const plansMade = paypal.stub.calls.plan;
    const { subscriptionId, approveUrl } = await subscribe();
    expect(subscriptionId).toMatch(/^I-/);
    expect(approveUrl).toContain("subscriptions");
    const sub = paypal.stub.subscriptions.get(subscriptionId);
    const plan = paypal.stub.plans.get(sub?.planId ?? "");
    expect(plan).toMatchObject({ value: "50.00", currency: "USD", intervalUnit: "MONTH" });
    expect(paypal.stub.calls.product).toBe(products + 1);
    expect(paypal.stub.calls.plan).toBe(plansMade + 1);

    // Same price and frequency: the cached plan; another price: a new plan of the same product.
    const again = await subscribe({ ...tithe, donorEmail: "other@example.com", type: "recurring" });
    expect(paypal.stub.subscriptions.get(again.subscriptionId)?.planId).toBe(sub?.planId);
    const weekly = await subscribe({ ...tithe, frequency: "weekly" });
    const weeklyPlan = paypal.stub.plans.get(
      paypal.stub.subscriptions.get(weekly.subscriptionId)?.planId ?? "",
    );
    expect(weeklyPlan).toMatchObject({ value: "50.00", intervalUnit: "WEEK", productId: plan?.productId });
    expect(paypal.stub.calls.product).toBe(products + 1);
    expect(paypal.stub.calls.plan).toBe(plansMade + 2);
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
    const firstSale = paypal.stub.saleEvent(subscriptionId, "SALE-FIRST", "50.00");
    expect((await paypalCall("POST", "/api/donations/webhook", firstSale, webhookHeaders)).status).toBe(200);
    expect(await completed()).toHaveLength(1);
    expect((await completed())[0]).toMatchObject({ providerCaptureId: "SALE-FIRST", subscriptionId });

    // A month later: the renewal, once, even when redelivered under another event id.
    const renewal = paypal.stub.saleEvent(subscriptionId, "SALE-2", "50.00");
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
    const reads = paypal.stub.calls.showSubscription;
    const changed = await confirm({ ...body, amount: 1 }, tampered.subscriptionId);
    expect(changed.status).toBe(400);
    expect(JSON.stringify(changed.body)).toContain(donationMessages.amountMismatch);
    expect(paypal.stub.calls.showSubscription).toBe(reads);

    for (const action of ["none", "decline"] as const) {
      const { subscriptionId } = await subscribe({ ...body, amount: 62 });
      paypal.stub.subscriber(subscriptionId, action);
      const result = await confirm({ ...body, amount: 62 }, subscriptionId);
      expect(result.status).toBe(400);
      expect((result.body.error as { message: string }).message).toBe(donationMessages.cancelled);
    }

    const overridden = await subscribe({ ...body, amount: 63 });
    paypal.stub.overrideSubscriptionPrice(overridden.subscriptionId, "1.00");
    const cheap = await confirm({ ...body, amount: 63 }, overridden.subscriptionId);
    expect(cheap.status).toBe(400);
    expect(JSON.stringify(cheap.body)).toContain(donationMessages.amountMismatch);

    const repriced = await subscribe({ ...body, amount: 64 });
    paypal.stub.planPrice(paypal.stub.subscriptions.get(repriced.subscriptionId)?.planId ?? "", "6.40");
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
    const firstSale = paypal.stub.saleEvent(paid.subscriptionId, "SALE-PAID-1", "72.00");
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
    const event = paypal.stub.saleEvent(subscriptionId, "SALE-ONLY-WEBHOOK", "50.00");
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
