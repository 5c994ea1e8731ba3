import { apiErrorSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createApp } from "../app.ts";
import { donations, emailOutbox } from "../db/schema.ts";
import {
  type PaypalStub,
  STUB_CLIENT_ID,
  STUB_CLIENT_SECRET,
  STUB_WEBHOOK_ID,
  startPaypalStub,
} from "./paypal.mocks.ts";
import { getTestApp, truncate } from "./test-app.ts";

/** A gift as the Give page sends it. */
export const gift = {
  amount: 100,
  donorName: "Grace Achieng",
  donorEmail: "grace@example.com",
  type: "one-time",
  category: "general",
  note: null,
} as const;

/** The headers PayPal signs a webhook delivery with, but the signature. */
export const paypalWebhookHeaders = {
  "paypal-auth-algo": "SHA256withRSA",
  "paypal-cert-url": "https://api.paypal.com/cert",
  "paypal-transmission-id": "t-1",
  "paypal-transmission-time": "2026-11-22T00:00:00Z",
};

/** Every test of the file starts without gifts, plans, webhook events, mail or rate-limit counts. */
export function emptyDonationTablesBeforeEach() {
  beforeEach(async () => {
    await truncate(
      "donations",
      "payment_webhook_events",
      "email_outbox",
      "rate_limit_buckets",
      "payment_plans",
    );
  });
}

/** Every donation row. */
export async function stored() {
  const { deps } = await getTestApp();
  return deps.db.select().from(donations);
}

/** Every queued donation receipt. */
export async function receipts() {
  const { deps } = await getTestApp();
  return deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "donation_receipt"));
}

/**
 * The app as configured with PayPal, talking to the local stub: started before the file's tests and
 * closed after them. Calls answer the one error shape and never a 5xx.
 */
export function usePaypalApp() {
  let stub: PaypalStub | undefined;
  let paypalApp: ReturnType<typeof createApp> | undefined;
  const started = () => {
    if (!stub || !paypalApp) throw new Error("the PayPal stub has not started");
    return { stub, paypalApp };
  };
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

  async function paypalCall(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await started().paypalApp.request(path, {
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

  return {
    get stub() {
      return started().stub;
    },
    paypalCall,
    createOrder,
  };
}
