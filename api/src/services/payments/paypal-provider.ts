import { churchInfo, type DonationFrequency } from "@church/contracts";
import type { Env } from "../../env.ts";
import {
  type CaptureResult,
  fromCents,
  type PaymentProvider,
  type PlanInfo,
  toCents,
} from "./payment-provider.ts";

const baseUrls = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" } as const;

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issue: string | null,
  ) {
    super(message);
  }
}

/** Issues PayPal answers when the payer's funding failed or the payer never approved the order. */
const declinedIssues = new Set(["INSTRUMENT_DECLINED", "TRANSACTION_REFUSED", "PAYER_ACTION_REQUIRED"]);
const cancelledIssues = new Set(["ORDER_NOT_APPROVED", "ORDER_EXPIRED", "ORDER_VOIDED"]);

/** Our frequencies as PayPal's billing-cycle interval units (every 1 week / month / year). */
const intervalUnits: Record<DonationFrequency, string> = { weekly: "WEEK", monthly: "MONTH", yearly: "YEAR" };
const frequencyOfUnit = (unit: string | null): DonationFrequency | null =>
  (Object.entries(intervalUnits).find(([, u]) => u === unit)?.[0] as DonationFrequency | undefined) ?? null;

/** The price of a plan's regular billing cycle (a giving plan has exactly one, repeated forever). */
function readPlan(plan: Json): PlanInfo {
  const cycles = arr(plan.billing_cycles).map(obj);
  const regular = cycles.find((c) => c.tenure_type === "REGULAR") ?? obj(cycles[0]);
  const price = obj(obj(regular.pricing_scheme).fixed_price);
  const frequency = obj(regular.frequency);
  return {
    status: str(plan.status) ?? "",
    amountCents: cycles.length === 1 ? (toCents(price.value) ?? -1) : -1,
    currency: str(price.currency_code) ?? "",
    frequency: frequency.interval_count === 1 ? frequencyOfUnit(str(frequency.interval_unit)) : null,
  };
}

/** Given name and surname as PayPal's subscriber wants them (one word: the surname stays empty). */
function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  const surname = parts.length > 1 ? (parts.pop() ?? "") : "";
  return { given_name: parts.join(" ").slice(0, 140), surname: surname.slice(0, 140) };
}

/** PayPal over its REST API: OAuth client credentials, Orders v2, webhook signature verification. */
export function createPaypalProvider(env: Env): PaymentProvider {
  const base = (env.PAYPAL_API_BASE_URL ?? baseUrls[env.PAYPAL_ENV]).replace(/\/+$/, "");
  const clientId = env.PAYPAL_CLIENT_ID ?? "";
  const secret = env.PAYPAL_CLIENT_SECRET ?? "";
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new PaypalError(`PayPal token: HTTP ${response.status}`, response.status, null);
    const body = obj(await response.json());
    const value = str(body.access_token);
    if (!value) throw new PaypalError("PayPal token: no access_token", 502, null);
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
    // Renewed a minute early so a request never goes out with a token about to lapse.
    token = { value, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  async function api(method: string, path: string, body?: unknown, requestId?: string): Promise<Json> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        "content-type": "application/json",
        // PayPal's idempotency key: a repeated capture with the same id answers the first result.
        ...(requestId ? { "paypal-request-id": requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    const parsed = obj(text ? (JSON.parse(text) as unknown) : {});
    if (!response.ok) {
      const issue = str(obj(arr(parsed.details)[0]).issue) ?? str(parsed.name);
      throw new PaypalError(
        `PayPal ${method} ${path}: HTTP ${response.status} ${issue ?? ""}`,
        response.status,
        issue,
      );
    }
    return parsed;
  }

  /** The capture of a COMPLETED order (or what is wrong with it). */
  function readCapture(order: Json): CaptureResult {
    const unit = obj(arr(order.purchase_units)[0]);
    const capture = obj(arr(obj(unit.payments).captures)[0]);
    const orderStatus = str(order.status) ?? "";
    const captureStatus = str(capture.status) ?? "";
    if (captureStatus === "DECLINED" || captureStatus === "FAILED")
      return { outcome: "declined", detail: captureStatus };
    if (orderStatus === "VOIDED" || (orderStatus !== "COMPLETED" && !capture.id))
      return { outcome: "cancelled", detail: orderStatus };
    const amount = obj(capture.amount);
    return {
      outcome: "completed",
      status: orderStatus === "COMPLETED" && captureStatus === "COMPLETED" ? "COMPLETED" : captureStatus,
      amountCents: toCents(amount.value) ?? -1,
      currency: str(amount.currency_code) ?? "",
      captureId: str(capture.id) ?? "",
      payerId: str(obj(order.payer).payer_id),
    };
  }

  return {
    kind: "paypal",
    clientId,
    async createOrder(order) {
      const created = await api("POST", "/v2/checkout/orders", {
        intent: "CAPTURE",
        purchase_units: [
          {
            amount: { currency_code: "USD", value: fromCents(order.amountCents) },
            description: order.description.slice(0, 127),
            ...(order.customId ? { custom_id: order.customId } : {}),
          },
        ],
      });
      const orderId = str(created.id);
      if (!orderId) throw new PaypalError("PayPal create order: no id", 502, null);
      return { orderId };
    },
    async capture(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      try {
        return readCapture(await api("POST", `${path}/capture`, {}, `capture-${orderId}`));
      } catch (error) {
        if (!(error instanceof PaypalError)) throw error;
        if (error.issue === "ORDER_ALREADY_CAPTURED") return readCapture(await api("GET", path));
        if (error.issue && declinedIssues.has(error.issue))
          return { outcome: "declined", detail: error.issue };
        if (error.issue && cancelledIssues.has(error.issue))
          return { outcome: "cancelled", detail: error.issue };
        if (error.status === 404) return { outcome: "cancelled", detail: "ORDER_NOT_FOUND" };
        throw error;
      }
    },
    async createProduct() {
      const product = await api("POST", "/v1/catalogs/products", {
        name: `Online giving - ${churchInfo.name}`.slice(0, 127),
        description: "Recurring gifts and tithes",
        type: "SERVICE",
        category: "CHARITY",
      });
      const productId = str(product.id);
      if (!productId) throw new PaypalError("PayPal create product: no id", 502, null);
      return { productId };
    },
    async createPlan(plan) {
      const created = await api("POST", "/v1/billing/plans", {
        product_id: plan.productId,
        name: plan.name.slice(0, 127),
        status: "ACTIVE",
        billing_cycles: [
          {
            frequency: { interval_unit: intervalUnits[plan.frequency], interval_count: 1 },
            tenure_type: "REGULAR",
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: { fixed_price: { value: fromCents(plan.amountCents), currency_code: "USD" } },
          },
        ],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee_failure_action: "CANCEL",
          payment_failure_threshold: 3,
        },
      });
      const planId = str(created.id);
      if (!planId) throw new PaypalError("PayPal create plan: no id", 502, null);
      return { planId };
    },
    async getPlan(planId) {
      try {
        return readPlan(await api("GET", `/v1/billing/plans/${encodeURIComponent(planId)}`));
      } catch (error) {
        if (error instanceof PaypalError && error.status === 404) return null;
        throw error;
      }
    },
    async createSubscription(request) {
      const created = await api("POST", "/v1/billing/subscriptions", {
        plan_id: request.planId,
        custom_id: request.customId,
        subscriber: {
          name: splitName(request.subscriber.name),
          email_address: request.subscriber.email,
        },
        application_context: {
          brand_name: churchInfo.name.slice(0, 127),
          shipping_preference: "NO_SHIPPING",
          user_action: "SUBSCRIBE_NOW",
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
      });
      const subscriptionId = str(created.id);
      if (!subscriptionId) throw new PaypalError("PayPal create subscription: no id", 502, null);
      const approve = arr(created.links)
        .map(obj)
        .find((l) => l.rel === "approve");
      return { subscriptionId, approveUrl: str(approve?.href) };
    },
    async getSubscription(subscriptionId) {
      let sub: Json;
      try {
        sub = await api("GET", `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`);
      } catch (error) {
        if (error instanceof PaypalError && error.status === 404) return null;
        throw error;
      }
      const last = obj(obj(obj(sub.billing_info).last_payment).amount);
      const lastCents = toCents(last.value);
      return {
        status: str(sub.status) ?? "",
        planId: str(sub.plan_id) ?? "",
        planOverridden: sub.plan_overridden === true,
        customId: str(sub.custom_id),
        payerId: str(obj(sub.subscriber).payer_id),
        lastPayment:
          lastCents === null ? null : { amountCents: lastCents, currency: str(last.currency_code) ?? "" },
      };
    },
    async verifyWebhook(headers, event) {
      const webhookId = env.PAYPAL_WEBHOOK_ID;
      const fields = {
        auth_algo: headers.get("paypal-auth-algo"),
        cert_url: headers.get("paypal-cert-url"),
        transmission_id: headers.get("paypal-transmission-id"),
        transmission_sig: headers.get("paypal-transmission-sig"),
        transmission_time: headers.get("paypal-transmission-time"),
      };
      if (!webhookId || Object.values(fields).some((v) => !v)) return false;
      try {
        const answer = await api("POST", "/v1/notifications/verify-webhook-signature", {
          ...fields,
          webhook_id: webhookId,
          webhook_event: event,
        });
        return answer.verification_status === "SUCCESS";
      } catch (error) {
        if (error instanceof PaypalError && error.status < 500) return false;
        throw error;
      }
    },
  };
}
