import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import {
  liveStreamInputSchema,
  liveStreamSettingsSchema,
  liveStreamStatusSchema,
} from "./live-stream.schema.ts";

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
};
