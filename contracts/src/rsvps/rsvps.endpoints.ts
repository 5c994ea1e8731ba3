import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  eventRsvpsResponseSchema,
  rsvpCreateResponseSchema,
  rsvpInputSchema,
  rsvpResponseSchema,
  rsvpStatusBodySchema,
} from "./rsvps.schema.ts";

export const rsvpsEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/events/:id/rsvp",
    summary: "RSVP to a published event: confirmed while seats remain, otherwise waitlisted",
    tag: "rsvps",
    access: access.public,
    params: idParams,
    body: rsvpInputSchema,
    response: rsvpCreateResponseSchema,
    status: 201,
  }),
  listForEvent: defineEndpoint({
    method: "GET",
    path: "/api/events/:id/rsvps",
    summary: "RSVPs of one event with the confirmed count",
    tag: "rsvps",
    access: access.staff,
    params: idParams,
    response: eventRsvpsResponseSchema,
  }),
  updateStatus: defineEndpoint({
    method: "PUT",
    path: "/api/rsvps/:id",
    summary: "Confirm, cancel or waitlist an RSVP; confirming a full event answers 409",
    tag: "rsvps",
    access: access.staff,
    params: idParams,
    body: rsvpStatusBodySchema,
    response: rsvpResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/rsvps/:id",
    summary: "Delete an RSVP",
    tag: "rsvps",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
};
