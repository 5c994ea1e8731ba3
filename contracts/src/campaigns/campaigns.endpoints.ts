import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import {
  campaignInputSchema,
  campaignResponseSchema,
  campaignsListResponseSchema,
  campaignsQuerySchema,
} from "./campaigns.schema.ts";

export const campaignsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/newsletter/campaigns",
    summary: "Sent campaigns, newest first",
    tag: "newsletter",
    access: access.staff,
    query: campaignsQuerySchema,
    response: campaignsListResponseSchema,
  }),
  send: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/campaigns",
    summary: "Send a campaign to all active subscribers (each with its own unsubscribe link)",
    tag: "newsletter",
    access: access.staff,
    body: campaignInputSchema,
    response: campaignResponseSchema,
    status: 201,
  }),
};
