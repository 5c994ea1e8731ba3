import type { DonationFrequency } from "@church/contracts";

/** What the server asks the provider to charge: the validated amount, in cents, always USD. */
export interface OrderRequest {
  amountCents: number;
  description: string;
  /** Our reference, echoed back by the provider (renewals of a subscription carry it too). */
  customId?: string;
}

/** A capture as the provider reports it; the caller checks status, amount and currency. */
export type CaptureResult =
  | {
      outcome: "completed";
      /** The order's and the capture's status; both must be COMPLETED to record the gift. */
      status: string;
      amountCents: number;
      currency: string;
      captureId: string;
      payerId: string | null;
    }
  | { outcome: "declined" | "cancelled"; detail: string };

/** A billing plan: a fixed price charged every week, month or year until cancelled. */
export interface PlanRequest {
  productId: string;
  amountCents: number;
  frequency: DonationFrequency;
  name: string;
}

/** A plan as the provider reports it now (its price can be changed after creation). */
export interface PlanInfo {
  status: string;
  amountCents: number;
  currency: string;
  frequency: DonationFrequency | null;
}

export interface SubscriptionRequest {
  planId: string;
  /** Our reference (the first gift's row id), echoed back on the subscription and its payments. */
  customId: string;
  subscriber: { name: string; email: string };
  returnUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider reports it; the caller checks status, plan and amounts. */
export interface SubscriptionInfo {
  /** ACTIVE once the payer approved and the provider activated it. */
  status: string;
  planId: string;
  /** True when the subscription was given its own price, different from the plan's. */
  planOverridden: boolean;
  customId: string | null;
  payerId: string | null;
  /** The latest payment when the provider reports one. */
  lastPayment: { amountCents: number; currency: string } | null;
}

/** A payment provider: the server creates the order for exactly the validated amount and captures it. */
export interface PaymentProvider {
  readonly kind: "paypal" | "test";
  /** Public client id for the browser SDK; null for the test provider. */
  readonly clientId: string | null;
  createOrder(order: OrderRequest): Promise<{ orderId: string }>;
  /** Captures an approved order; an order captured before answers its earlier capture. */
  capture(orderId: string, expectedCents: number): Promise<CaptureResult>;
  /** The catalog product every giving plan belongs to (created once, then cached by the caller). */
  createProduct(): Promise<{ productId: string }>;
  createPlan(plan: PlanRequest): Promise<{ planId: string }>;
  /** A plan's current price, or null when the provider does not know it. */
  getPlan(planId: string): Promise<PlanInfo | null>;
  /** Creates a subscription the payer still has to approve. */
  createSubscription(
    request: SubscriptionRequest,
  ): Promise<{ subscriptionId: string; approveUrl: string | null }>;
  /** A subscription's state, or null when the provider does not know it. */
  getSubscription(subscriptionId: string): Promise<SubscriptionInfo | null>;
  /** Whether a webhook delivery really comes from the provider. */
  verifyWebhook(headers: Headers, event: Record<string, unknown>): Promise<boolean>;
}

/** Dollars as PayPal writes them ("12.50") to integer cents, or null when it is not a money value. */
export function toCents(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export const fromCents = (cents: number): string => (cents / 100).toFixed(2);
