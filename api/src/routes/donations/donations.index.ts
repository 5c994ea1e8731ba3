import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import type { PaymentProvider } from "../../services/payments/payment-provider.ts";
import { createDonationsHandlers } from "./donations.handlers.ts";

export function donationsRoutes(deps: AppDeps, provider?: PaymentProvider) {
  const h = createDonationsHandlers(deps, provider);
  return [
    route(endpoints.donations.config, h.config),
    route(endpoints.donations.createOrder, h.createOrder),
    route(endpoints.donations.process, h.process),
    route(endpoints.donations.createSubscription, h.createSubscription),
    route(endpoints.donations.confirmSubscription, h.confirmSubscription),
    route(endpoints.donations.webhook, h.webhook),
    route(endpoints.donations.list, h.list),
    route(endpoints.donations.statement, h.statement),
    route(endpoints.donations.sendStatement, h.sendStatement),
    route(endpoints.donations.requestStatement, h.requestStatement),
    route(endpoints.donations.downloadStatement, h.downloadStatement),
  ];
}
