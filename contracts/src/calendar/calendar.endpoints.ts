import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { calendarFeedParams } from "./calendar.schema.ts";

export const calendarEndpoints = {
  feed: defineEndpoint({
    method: "GET",
    path: "/api/calendar.ics",
    summary: "iCalendar subscription feed of every published event, repeats as RRULE (Buffalo time)",
    tag: "events",
    access: access.public,
    response: null,
    produces: ["text/calendar"],
  }),
  categoryFeed: defineEndpoint({
    method: "GET",
    path: "/api/calendar/:feed",
    summary: "iCalendar feed of one category: /api/calendar/<category>.ics",
    tag: "events",
    access: access.public,
    params: calendarFeedParams,
    response: null,
    produces: ["text/calendar"],
  }),
};
