import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import {
  liveStreamInputSchema,
  liveStreamSettingsSchema,
  liveStreamStatusSchema,
} from "./live-stream.schema.ts";
import {
  streamReminderCancelQuerySchema,
  streamReminderInputSchema,
  streamReminderResponseSchema,
} from "./stream-reminders.schema.ts";

export const liveStreamEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/api/live-stream",
    summary: "Live or offline, title, next stream time and the stream id",
    tag: "live-stream",
    access: access.public,
    cache: "published",
    response: liveStreamStatusSchema,
  }),
  settings: defineEndpoint({
    method: "GET",
    path: "/api/live-stream/settings",
    summary: "The stream settings including channel id and stream key",
    tag: "live-stream",
    access: access.staff,
    response: liveStreamSettingsSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/live-stream",
    summary: "Save the stream URL, Live/Offline and the stream settings",
    tag: "live-stream",
    access: access.staff,
    body: liveStreamInputSchema,
    response: liveStreamSettingsSchema,
  }),
  remind: defineEndpoint({
    method: "POST",
    path: "/api/live-stream/reminders",
    summary:
      "Notify me: one reminder (e-mail, or SMS/WhatsApp with consent) 30 minutes before the next scheduled stream, in the page's language; never the newsletter. Rate-limited",
    tag: "live-stream",
    access: access.public,
    changesPublished: false,
    body: streamReminderInputSchema,
    response: streamReminderResponseSchema,
    status: 201,
  }),
  reminderCancelPage: defineEndpoint({
    method: "GET",
    path: "/api/live-stream/reminders/cancel",
    summary: "The cancel link of a stream reminder: a page with one button (a GET never cancels)",
    tag: "live-stream",
    access: access.public,
    query: streamReminderCancelQuerySchema,
    response: null,
    produces: ["text/html"],
  }),
  reminderCancel: defineEndpoint({
    method: "POST",
    path: "/api/live-stream/reminders/cancel",
    summary: "The cancel page's button: cancels the stream reminder of the signed token",
    tag: "live-stream",
    access: access.public,
    changesPublished: false,
    query: streamReminderCancelQuerySchema,
    response: null,
    produces: ["text/html"],
  }),
};
