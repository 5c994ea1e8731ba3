import { defineEndpoint } from "../common/endpoint.ts";
import { okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  subscribeBodySchema,
  subscribeResponseSchema,
  subscribersListResponseSchema,
  subscribersQuerySchema,
  unsubscribeBodySchema,
} from "./newsletter.schema.ts";

export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/subscribe",
    summary: "Subscribe (or re-subscribe) an e-mail; sends a welcome e-mail with an unsubscribe link",
    tag: "newsletter",
    access: access.public,
    body: subscribeBodySchema,
    response: subscribeResponseSchema,
    status: 201,
  }),
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    summary: "Unsubscribe with the signed token of an e-mail's link",
    tag: "newsletter",
    access: access.public,
    body: unsubscribeBodySchema,
    response: okSchema,
  }),
  listSubscribers: defineEndpoint({
    method: "GET",
    path: "/api/newsletter/subscribers",
    summary: "Subscribers, newest first, with the total count",
    tag: "newsletter",
    access: access.staff,
    query: subscribersQuerySchema,
    response: subscribersListResponseSchema,
  }),
};
