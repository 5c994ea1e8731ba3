import { type Donation, donationMessages } from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { donations, paymentWebhookEvents } from "../../db/schema.ts";
import {
  emptyDonationTablesBeforeEach,
  gift,
  paypalWebhookHeaders,
  receipts,
  stored,
  usePaypalApp,
} from "../../test/donations.fixtures.ts";
import { STUB_CLIENT_ID, STUB_VALID_SIGNATURE } from "../../test/paypal.mocks.ts";
import { getTestApp, testDriver } from "../../test/test-app.ts";

const paypal = usePaypalApp();
const { paypalCall, createOrder } = paypal;

emptyDonationTablesBeforeEach();

describe(`PayPal (local stub of its REST API) [${testDriver}]`, () => {
  it("tells the Give page PayPal is configured, with its client id", async () => {
    const { body } = await paypalCall("GET", "/api/donations/config");
    expect(body).toEqual({ provider: "paypal", clientId: STUB_CLIENT_ID, currency: "USD" });
  });

  it("creates the order for the validated amount in USD, captures it and records the gift with a receipt", async () => {
    const orderId = await createOrder({ ...gift, amount: 42.5, category: "swahili-bibles" });
    expect(paypal.stub.orders.get(orderId)).toMatchObject({ value: "42.50", currency: "USD" });

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
    expect(donation.paypalPaymentId).toBe(paypal.stub.orders.get(orderId)?.captureId);

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
    const capturesBefore = paypal.stub.calls.capture;
    const tampered = await paypalCall("POST", "/api/donations/process", {
      ...gift,
      amount: 1,
      paypalOrderId: orderId,
    });
    expect(tampered.status).toBe(400);
    expect(JSON.stringify(tampered.body)).toContain(donationMessages.amountMismatch);
    expect(paypal.stub.calls.capture).toBe(capturesBefore);

    // The order was changed at PayPal (e.g. patched from the browser): the capture no longer matches.
    const other = await createOrder();
    paypal.stub.captureAmount(other, "1.00");
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
      paypal.stub.payer(orderId, action);
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
      ...paypalWebhookHeaders,
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
    const headers = { ...paypalWebhookHeaders, "paypal-transmission-sig": STUB_VALID_SIGNATURE };
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
    const headers = { ...paypalWebhookHeaders, "paypal-transmission-sig": STUB_VALID_SIGNATURE };
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
