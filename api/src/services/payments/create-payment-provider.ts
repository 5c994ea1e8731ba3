import type { Env } from "../../env.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createPaypalProvider } from "./paypal-provider.ts";
import { createTestProvider } from "./test-provider.ts";

export const paypalConfigured = (env: Env): boolean =>
  Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);

/** PayPal when configured; otherwise the offline test provider (the default run). */
export function createPaymentProvider(env: Env): PaymentProvider {
  return paypalConfigured(env) ? createPaypalProvider(env) : createTestProvider();
}
