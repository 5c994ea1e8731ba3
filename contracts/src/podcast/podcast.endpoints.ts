import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";

export const podcastEndpoints = {
  feed: defineEndpoint({
    method: "GET",
    path: "/api/podcast.xml",
    summary:
      "Podcast RSS feed (RSS 2.0 with iTunes tags) of the audio sermons that have a recording, newest first, in English",
    tag: "audio",
    access: access.public,
    response: null,
    produces: ["application/rss+xml"],
  }),
  feedSw: defineEndpoint({
    method: "GET",
    path: "/api/podcast/sw.xml",
    summary:
      "The same feed in Swahili: sermons with a Swahili title, with Swahili texts (404 while none has one)",
    tag: "audio",
    access: access.public,
    response: null,
    produces: ["application/rss+xml"],
  }),
};
