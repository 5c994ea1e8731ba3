import { HttpResponse } from "msw";
import { churchInfo } from "../common/church-info.ts";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { podcastEndpoints } from "./podcast.endpoints.ts";

/** An empty channel: the mock sermons have no recordings, so there is nothing to enclose. */
const emptyFeed = (title: string, language: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
<channel><title>${title}</title><link>${churchInfo.website}</link><description>${title}</description><language>${language}</language></channel>
</rss>`;

const headers = { "content-type": "application/rss+xml; charset=utf-8" };

export const podcastHandlers = [
  mockEndpoint(
    podcastEndpoints.feed,
    () => new HttpResponse(emptyFeed(`${churchInfo.name} Sermons`, "en-us"), { headers }),
  ),
  mockEndpoint(
    podcastEndpoints.feedSw,
    () => new HttpResponse(emptyFeed(`Mahubiri ya ${churchInfo.nameSw}`, "sw"), { headers }),
  ),
];
