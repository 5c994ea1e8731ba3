import { defineEndpoint, LARGE_JSON_MAX_BODY_BYTES } from "../common/endpoint.ts";
import { okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  newsletterTokenQuerySchema,
  subscribeBodySchema,
  subscribeResponseSchema,
  subscriberBulkBodySchema,
  subscriberBulkResponseSchema,
  subscribersListResponseSchema,
  subscribersQuerySchema,
  unsubscribeBodySchema,
} from "./newsletter.schema.ts";

export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/subscribe",
    summary:
      "Subscribe (or re-subscribe) an e-mail: stored as pending with its language and sent a confirmation link (double opt-in); subscribing again is not an error. Rate-limited per address",
    tag: "newsletter",
    access: access.public,
    changesPublished: false,
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
    changesPublished: false,
    body: unsubscribeBodySchema,
    response: okSchema,
  }),
  confirm: defineEndpoint({
    method: "GET",
    path: "/api/newsletter/confirm",
    summary: "The link of the confirmation e-mail: activates the subscription and shows a short page",
    tag: "newsletter",
    access: access.public,
    query: newsletterTokenQuerySchema,
    response: null,
    produces: ["text/html"],
  }),
  unsubscribePage: defineEndpoint({
    method: "GET",
    path: "/api/newsletter/unsubscribe",
    summary:
      "The unsubscribe link of every e-mail: a page with one button (a GET never unsubscribes, so link scanners cannot)",
    tag: "newsletter",
    access: access.public,
    query: newsletterTokenQuerySchema,
    response: null,
    produces: ["text/html"],
  }),
  oneClickUnsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/unsubscribe/one-click",
    summary: "RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) and the page's button",
    tag: "newsletter",
    access: access.public,
    changesPublished: false,
    query: newsletterTokenQuerySchema,
    response: null,
    produces: ["text/html"],
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
  bulkSubscribers: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/subscribers/bulk",
    summary:
      "Resend the confirmation link to pending subscribers, unsubscribe or delete many at once (all or nothing)",
    tag: "newsletter",
    access: access.staff,
    maxBodyBytes: LARGE_JSON_MAX_BODY_BYTES,
    body: subscriberBulkBodySchema,
    response: subscriberBulkResponseSchema,
  }),
};
