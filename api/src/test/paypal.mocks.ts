import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the payer did in PayPal's window before the server captures. */
export type StubPayerAction = "approve" | "decline" | "none";

interface StubOrder {
  id: string;
  value: string;
  currency: string;
  customId: string | null;
  action: StubPayerAction;
  /** What PayPal will capture (normally the order's amount; tests change it to simulate tampering). */
  captureValue: string | null;
  captureId: string | null;
  payerId: string;
}

interface StubPlan {
  id: string;
  productId: string;
  name: string;
  intervalUnit: string;
  value: string;
  currency: string;
}

interface StubSubscription {
  id: string;
  planId: string;
  customId: string | null;
  action: StubPayerAction;
  /** A price given to this subscription alone (PayPal's plan override); tests set it to tamper. */
  overrideValue: string | null;
  email: string;
}

export const STUB_CLIENT_ID = "stub-client-id";
export const STUB_CLIENT_SECRET = "stub-client-secret";
export const STUB_WEBHOOK_ID = "WH-STUB-1";
export const STUB_VALID_SIGNATURE = "valid-signature";

/**
 * A local stand-in for PayPal's REST API (node:http on a random port): OAuth client-credentials token,
 * Orders v2 create / capture / show, catalog products, billing plans (create / show), subscriptions
 * (create / show) and verify-webhook-signature. Only what the API calls, with
 * PayPal's field names and error issues, so the provider code runs unchanged against it.
 */
export async function startPaypalStub() {
  const orders = new Map<string, StubOrder>();
  const products = new Map<string, { id: string; name: string }>();
  const plans = new Map<string, StubPlan>();
  const subscriptions = new Map<string, StubSubscription>();
  const tokens = new Set<string>();
  const calls = {
    token: 0,
    create: 0,
    capture: 0,
    verify: 0,
    product: 0,
    plan: 0,
    subscription: 0,
    showSubscription: 0,
  };
  const stubId = (prefix: string, length: number) =>
    `${prefix}${randomUUID().replace(/-/g, "").slice(0, length).toUpperCase()}`;
  const planJson = (p: StubPlan) => ({
    id: p.id,
    product_id: p.productId,
    name: p.name,
    status: "ACTIVE",
    billing_cycles: [
      {
        frequency: { interval_unit: p.intervalUnit, interval_count: 1 },
        tenure_type: "REGULAR",
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: p.value, currency_code: p.currency } },
      },
    ],
  });
  const subscriptionJson = (sub: StubSubscription) => {
    const plan = plans.get(sub.planId);
    const active = sub.action === "approve";
    const value = sub.overrideValue ?? plan?.value ?? "0.00";
    return {
      id: sub.id,
      plan_id: sub.planId,
      status: active ? "ACTIVE" : sub.action === "decline" ? "SUSPENDED" : "APPROVAL_PENDING",
      plan_overridden: sub.overrideValue !== null,
      ...(sub.customId ? { custom_id: sub.customId } : {}),
      subscriber: { email_address: sub.email, ...(active ? { payer_id: "PAYERSTUB1" } : {}) },
      ...(active
        ? {
            billing_info: {
              last_payment: {
                amount: { currency_code: plan?.currency ?? "USD", value },
                time: new Date().toISOString(),
              },
            },
          }
        : {}),
    };
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const issue = (res: ServerResponse, status: number, name: string) =>
    send(res, status, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: name }], message: name });
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const orderJson = (o: StubOrder) => ({
    id: o.id,
    status: o.captureId ? "COMPLETED" : o.action === "approve" ? "APPROVED" : "CREATED",
    payer: { payer_id: o.payerId },
    purchase_units: [
      {
        amount: { currency_code: o.currency, value: o.value },
        ...(o.customId ? { custom_id: o.customId } : {}),
        ...(o.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: o.captureId,
                    status: "COMPLETED",
                    amount: { currency_code: o.currency, value: o.captureValue ?? o.value },
                  },
                ],
              },
            }
          : {}),
      },
    ],
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const body = await readBody(req);
    if (req.method === "POST" && url.pathname === "/v1/oauth2/token") {
      calls.token++;
      const expected = `Basic ${Buffer.from(`${STUB_CLIENT_ID}:${STUB_CLIENT_SECRET}`).toString("base64")}`;
      if (req.headers.authorization !== expected || body !== "grant_type=client_credentials")
        return send(res, 401, { error: "invalid_client" });
      const token = `A21-${randomUUID()}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: 32400 });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!tokens.has(bearer)) return send(res, 401, { name: "AUTHENTICATION_FAILURE" });

    if (req.method === "POST" && url.pathname === "/v2/checkout/orders") {
      calls.create++;
      const input = JSON.parse(body) as {
        intent?: string;
        purchase_units?: { amount?: { currency_code?: string; value?: string }; custom_id?: string }[];
      };
      const unit = input.purchase_units?.[0];
      if (input.intent !== "CAPTURE" || !unit?.amount?.value) return issue(res, 400, "INVALID_REQUEST");
      const order: StubOrder = {
        id: `STUB${randomUUID().replace(/-/g, "").slice(0, 13).toUpperCase()}`,
        value: unit.amount.value,
        currency: unit.amount.currency_code ?? "",
        customId: unit.custom_id ?? null,
        action: "approve",
        captureValue: null,
        captureId: null,
        payerId: "PAYERSTUB1",
      };
      orders.set(order.id, order);
      return send(res, 201, { id: order.id, status: "CREATED" });
    }
    const match = url.pathname.match(/^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/);
    if (match) {
      const order = orders.get(decodeURIComponent(match[1] ?? ""));
      if (!order) return issue(res, 404, "INVALID_RESOURCE_ID");
      if (req.method === "GET" && !match[2]) return send(res, 200, orderJson(order));
      if (req.method === "POST" && match[2]) {
        calls.capture++;
        if (order.captureId) return issue(res, 422, "ORDER_ALREADY_CAPTURED");
        if (order.action === "none") return issue(res, 422, "ORDER_NOT_APPROVED");
        if (order.action === "decline") return issue(res, 422, "INSTRUMENT_DECLINED");
        order.captureId = `CAP${randomUUID().replace(/-/g, "").slice(0, 14).toUpperCase()}`;
        return send(res, 201, orderJson(order));
      }
    }
    if (req.method === "POST" && url.pathname === "/v1/catalogs/products") {
      calls.product++;
      const input = JSON.parse(body) as { name?: string; type?: string };
      if (!input.name || !input.type) return issue(res, 400, "INVALID_PARAMETER_SYNTAX");
      const product = { id: stubId("PROD-", 12), name: input.name };
      products.set(product.id, product);
      return send(res, 201, product);
    }
    if (req.method === "POST" && url.pathname === "/v1/billing/plans") {
      calls.plan++;
      const input = JSON.parse(body) as {
        product_id?: string;
        name?: string;
        billing_cycles?: {
          frequency?: { interval_unit?: string; interval_count?: number };
          pricing_scheme?: { fixed_price?: { value?: string; currency_code?: string } };
        }[];
      };
      const cycle = input.billing_cycles?.[0];
      const price = cycle?.pricing_scheme?.fixed_price;
      if (!input.product_id || !products.has(input.product_id)) return issue(res, 400, "INVALID_PRODUCT_ID");
      if (!input.name || !cycle?.frequency?.interval_unit || !price?.value || !price.currency_code)
        return issue(res, 400, "INVALID_PARAMETER_SYNTAX");
      const plan: StubPlan = {
        id: stubId("P-", 20),
        productId: input.product_id,
        name: input.name,
        intervalUnit: cycle.frequency.interval_unit,
        value: price.value,
        currency: price.currency_code,
      };
      plans.set(plan.id, plan);
      return send(res, 201, planJson(plan));
    }
    const planMatch = url.pathname.match(/^\/v1\/billing\/plans\/([^/]+)$/);
    if (req.method === "GET" && planMatch) {
      const plan = plans.get(decodeURIComponent(planMatch[1] ?? ""));
      return plan ? send(res, 200, planJson(plan)) : issue(res, 404, "INVALID_RESOURCE_ID");
    }
    if (req.method === "POST" && url.pathname === "/v1/billing/subscriptions") {
      calls.subscription++;
      const input = JSON.parse(body) as {
        plan_id?: string;
        custom_id?: string;
        subscriber?: { email_address?: string };
      };
      if (!input.plan_id || !plans.has(input.plan_id)) return issue(res, 422, "INVALID_PLAN_ID");
      const sub: StubSubscription = {
        id: stubId("I-", 12),
        planId: input.plan_id,
        customId: input.custom_id ?? null,
        action: "approve",
        overrideValue: null,
        email: input.subscriber?.email_address ?? "",
      };
      subscriptions.set(sub.id, sub);
      return send(res, 201, {
        id: sub.id,
        status: "APPROVAL_PENDING",
        links: [
          {
            rel: "approve",
            href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${sub.id}`,
            method: "GET",
          },
        ],
      });
    }
    const subMatch = url.pathname.match(/^\/v1\/billing\/subscriptions\/([^/]+)$/);
    if (req.method === "GET" && subMatch) {
      calls.showSubscription++;
      const sub = subscriptions.get(decodeURIComponent(subMatch[1] ?? ""));
      return sub ? send(res, 200, subscriptionJson(sub)) : issue(res, 404, "INVALID_RESOURCE_ID");
    }
    if (req.method === "POST" && url.pathname === "/v1/notifications/verify-webhook-signature") {
      calls.verify++;
      const input = JSON.parse(body) as {
        transmission_sig?: string;
        webhook_id?: string;
        webhook_event?: unknown;
      };
      const ok =
        input.transmission_sig === STUB_VALID_SIGNATURE &&
        input.webhook_id === STUB_WEBHOOK_ID &&
        !!input.webhook_event;
      return send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    return send(res, 404, { name: "RESOURCE_NOT_FOUND" });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { name: "INTERNAL", message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    orders,
    /** Sets what the payer did for an order (approve is the default). */
    payer(orderId: string, action: StubPayerAction) {
      const order = orders.get(orderId);
      if (order) order.action = action;
    },
    /** PayPal captures a different amount than the order was created for. */
    captureAmount(orderId: string, value: string) {
      const order = orders.get(orderId);
      if (order) order.captureValue = value;
    },
    plans,
    subscriptions,
    /** Sets what the payer did with a subscription: approve (ACTIVE, the default), none, decline. */
    subscriber(subscriptionId: string, action: StubPayerAction) {
      const sub = subscriptions.get(subscriptionId);
      if (sub) sub.action = action;
    },
    /** Gives one subscription its own price (PayPal's plan override), as a tampering payer might. */
    overrideSubscriptionPrice(subscriptionId: string, value: string) {
      const sub = subscriptions.get(subscriptionId);
      if (sub) sub.overrideValue = value;
    },
    /** Changes a plan's price after the server created it. */
    planPrice(planId: string, value: string) {
      const plan = plans.get(planId);
      if (plan) plan.value = value;
    },
    /** The PAYMENT.SALE.COMPLETED event PayPal sends for a subscription's payment. */
    saleEvent(subscriptionId: string, saleId: string, total: string, eventId = `WH-${saleId}`) {
      const sub = subscriptions.get(subscriptionId);
      return {
        id: eventId,
        event_type: "PAYMENT.SALE.COMPLETED",
        resource_type: "sale",
        resource: {
          id: saleId,
          state: "completed",
          billing_agreement_id: subscriptionId,
          ...(sub?.customId ? { custom: sub.customId } : {}),
          amount: { total, currency: "USD" },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaypalStub = Awaited<ReturnType<typeof startPaypalStub>>;
