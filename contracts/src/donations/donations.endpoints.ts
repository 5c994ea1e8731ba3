import { defineEndpoint } from "../common/endpoint.ts";
import { okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  donationOrderInputSchema,
  donationOrderResponseSchema,
  donationsListResponseSchema,
  donationsQuerySchema,
  paymentWebhookSchema,
  processDonationInputSchema,
  processDonationResponseSchema,
} from "./donations.schema.ts";

export const donationsEndpoints = {
  createOrder: defineEndpoint({
    method: "POST",
    path: "/api/donations/orders",
    summary: "Create the payment order for a gift (USD, capture intent); answers the provider's order id",
    tag: "donations",
    access: access.public,
    body: donationOrderInputSchema,
    response: donationOrderResponseSchema,
    status: 201,
  }),
  process: defineEndpoint({
    method: "POST",
    path: "/api/donations/process",
    summary: "Capture an approved order and record the gift once per order id; e-mails a receipt",
    tag: "donations",
    access: access.public,
    body: processDonationInputSchema,
    response: processDonationResponseSchema,
  }),
  webhook: defineEndpoint({
    method: "POST",
    path: "/api/donations/webhook",
    summary: "Payment provider webhook (signature verified); records captures the browser did not report",
    tag: "donations",
    access: access.public,
    body: paymentWebhookSchema,
    response: okSchema,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/donations",
    summary: "Donations, newest first, filtered by type and period, with total and count",
    tag: "donations",
    access: access.pastoral,
    query: donationsQuerySchema,
    response: donationsListResponseSchema,
  }),
};
