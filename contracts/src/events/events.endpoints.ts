import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import { publishStatusEndpoint } from "../publishing/publishing.endpoints.ts";
import {
  adminEventsQuerySchema,
  eventInputSchema,
  eventResponseSchema,
  eventsListResponseSchema,
  eventsQuerySchema,
} from "./events.schema.ts";

export const eventsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/events",
    summary: "Published events; `upcoming=true` keeps today and later, soonest first",
    tag: "events",
    access: access.public,
    cache: "published",
    query: eventsQuerySchema,
    response: eventsListResponseSchema,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/events",
    summary: "All events including drafts, newest date first",
    tag: "events",
    access: access.staff,
    query: adminEventsQuerySchema,
    response: eventsListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/events",
    summary: "Create an event (slug derived from the title when empty)",
    tag: "events",
    access: access.staff,
    body: eventInputSchema,
    response: eventResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/events/:id",
    summary: "Edit an event; lowering maxAttendees never cancels confirmed RSVPs",
    tag: "events",
    access: access.staff,
    params: idParams,
    body: eventInputSchema,
    response: eventResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/events/:id",
    summary: "Delete an event and its RSVPs",
    tag: "events",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  setStatus: publishStatusEndpoint("events", "events", eventResponseSchema),
};
