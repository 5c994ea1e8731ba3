import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  eventRsvpsQuerySchema,
  eventRsvpsResponseSchema,
  rsvpBulkBodySchema,
  rsvpBulkResponseSchema,
  rsvpCancelQuerySchema,
  rsvpCreateResponseSchema,
  rsvpInputSchema,
  rsvpResponseSchema,
  rsvpStatusBodySchema,
  rsvpsCsvQuerySchema,
} from "./rsvps.schema.ts";

export const rsvpsEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/events/:id/rsvp",
    summary:
      "RSVP to a published event (one date of a repeating event): confirmed while seats remain, otherwise waitlisted; the same e-mail again updates its RSVP. Rate-limited per address",
    tag: "rsvps",
    access: access.public,
    params: idParams,
    body: rsvpInputSchema,
    response: rsvpCreateResponseSchema,
    status: 201,
  }),
  cancelPage: defineEndpoint({
    method: "GET",
    path: "/api/rsvps/cancel",
    summary:
      "The cancel link of an RSVP's e-mails: a page with one button (a GET never cancels, so link scanners cannot)",
    tag: "rsvps",
    access: access.public,
    query: rsvpCancelQuerySchema,
    response: null,
    produces: ["text/html"],
  }),
  cancelByLink: defineEndpoint({
    method: "POST",
    path: "/api/rsvps/cancel",
    summary:
      "The cancel page's button: cancels the RSVP of the signed token; a freed place goes to the first on the waiting list, who is e-mailed",
    tag: "rsvps",
    access: access.public,
    query: rsvpCancelQuerySchema,
    response: null,
    produces: ["text/html"],
  }),
  listForEvent: defineEndpoint({
    method: "GET",
    path: "/api/events/:id/rsvps",
    summary:
      "RSVPs of one date of an event (the next occurrence by default, `date=all` for every date) with the confirmed count and the dates to choose from",
    tag: "rsvps",
    access: access.staff,
    params: idParams,
    query: eventRsvpsQuerySchema,
    response: eventRsvpsResponseSchema,
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: "/api/events/:id/rsvps.csv",
    summary: "The RSVP list for the door as CSV: one date, or every date (default) grouped by date",
    tag: "rsvps",
    access: access.staff,
    params: idParams,
    query: rsvpsCsvQuerySchema,
    response: null,
    produces: ["text/csv"],
  }),
  bulk: defineEndpoint({
    method: "POST",
    path: "/api/rsvps/bulk",
    summary:
      "Confirm, cancel or delete many RSVPs at once, all or nothing (409 when confirming would pass the seats of a date)",
    tag: "rsvps",
    access: access.staff,
    body: rsvpBulkBodySchema,
    response: rsvpBulkResponseSchema,
  }),
  updateStatus: defineEndpoint({
    method: "PUT",
    path: "/api/rsvps/:id",
    summary:
      "Confirm, cancel or waitlist an RSVP; confirming a full event answers 409; a freed place goes to the first on the waiting list",
    tag: "rsvps",
    access: access.staff,
    params: idParams,
    body: rsvpStatusBodySchema,
    response: rsvpResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/rsvps/:id",
    summary: "Delete an RSVP; a freed place goes to the first on the waiting list",
    tag: "rsvps",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
};
