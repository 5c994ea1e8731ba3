import type { AppDeps } from "../../lib/context.ts";
import { createPaymentProvider } from "../../services/payments/create-payment-provider.ts";
import type { PaymentProvider } from "../../services/payments/payment-provider.ts";
import { createListHandlers } from "./donations.list.ts";
import { createOrderHandlers } from "./donations.orders.ts";
import { createStatementHandlers } from "./donations.statements.ts";
import { createSubscriptionHandlers } from "./donations.subscriptions.ts";
import { createWebhookHandlers } from "./donations.webhook.ts";

/** Every handler of /api/donations, grouped by concern in the files beside this one. */
export function createDonationsHandlers(
  deps: AppDeps,
  provider: PaymentProvider = createPaymentProvider(deps.env),
) {
  const { env, logger } = deps;
  if (provider.kind === "test" && env.NODE_ENV === "production") {
    logger.warn("PayPal is not configured: online gifts use the TEST payment provider (no money moves)");
  }

  return {
    ...createOrderHandlers(deps, provider),
    ...createSubscriptionHandlers(deps, provider),
    ...createWebhookHandlers(deps, provider),
    ...createListHandlers(deps),
    ...createStatementHandlers(deps),
  };
}
