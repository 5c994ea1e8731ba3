import type { Language, publicRoutes } from "@church/contracts";
import { partnershipsSeed, siteContentSeed } from "@church/contracts/seed";
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { liveStreamQuery } from "../api/live-stream.ts";
import { siteContentQuery } from "../api/site-content.ts";
import { socialLinksQuery } from "../api/social-media.ts";
import { tagNamesQuery } from "../api/tag-names.ts";
import { videosQuery } from "../api/videos.ts";
import { audioServicesQuery } from "../features/audio/api/get-audio-services.ts";
import { eventsQuery } from "../features/events/api/get-events.ts";
import { partnershipsQuery } from "../features/home/api/get-partnerships.ts";
import { whatsOnQuery } from "../features/home/api/get-whats-on.ts";
import { meetingSlotsQuery } from "../features/meeting/api/get-meeting-slots.ts";
import { announcementQuery, announcementsQuery } from "../features/news/api/get-announcements.ts";
import { articleQuery, articlesQuery } from "../features/news/api/get-articles.ts";
import { blogPostsQuery } from "../features/news/api/get-blog-posts.ts";
import { searchQuery } from "../features/search/api/search-site.ts";

type PublicPath = (typeof publicRoutes)[number];

/** What of the address a page's data may depend on besides its path's parameters. */
export interface PageRequest {
  search: URLSearchParams;
  language: Language;
}

/** What the server reads before rendering a page: the queries its hooks use, into the render's cache. */
export interface PageData {
  fetch: (client: QueryClient, params: Params, request: PageRequest) => Promise<unknown>;
  /** For a page of one item: false when its data says there is no such item (the answer is a 404). */
  found?: (client: QueryClient, params: Params) => boolean;
}

const slug = (params: Params) => params.slug ?? "";

/**
 * What every page shows around it: the site content (service times, texts) and the social links.
 * When the site content cannot be read, its seeded defaults stand in (no empty sections).
 */
export async function fetchLayoutData(client: QueryClient): Promise<void> {
  await Promise.all([client.prefetchQuery(siteContentQuery()), client.prefetchQuery(socialLinksQuery())]);
  if (client.getQueryState(siteContentQuery().queryKey)?.status === "error") {
    client.setQueryData(siteContentQuery().queryKey, [...siteContentSeed]);
  }
}

const streams = (client: QueryClient, more: readonly "faith-joy-celebration"[] = []) =>
  Promise.all([
    client.prefetchQuery(liveStreamQuery()),
    client.prefetchQuery(videosQuery("recent-service")),
    ...more.map((category) => client.prefetchQuery(videosQuery(category))),
  ]);
const recentVideos: PageData = { fetch: (client) => client.prefetchQuery(videosQuery("recent-service")) };
const watchOnline: PageData = { fetch: (client) => streams(client, ["faith-joy-celebration"]) };
const news: PageData = {
  fetch: (client) =>
    Promise.all([client.prefetchQuery(articlesQuery()), client.prefetchQuery(announcementsQuery())]),
};
/** A page that shows tags reads the Swahili names staff gave them too. */
const withTagNames = (page: PageData): PageData => ({
  ...page,
  fetch: (client, params, request) =>
    Promise.all([page.fetch(client, params, request), client.prefetchQuery(tagNamesQuery())]),
});
const article: PageData = withTagNames({
  fetch: (client, params) =>
    Promise.all([client.prefetchQuery(articleQuery(slug(params))), client.prefetchQuery(articlesQuery())]),
  found: (client, params) => client.getQueryData(articleQuery(slug(params)).queryKey) !== null,
});

/** The data of each public page that shows any (pages without an entry show none from the API). */
export const pageData: Partial<Record<PublicPath, PageData>> = {
  "/": {
    fetch: async (client) => {
      // What is on this week: left out of the page when it cannot be read (the rest still shows).
      await Promise.all([
        client.prefetchQuery(partnershipsQuery()),
        client.prefetchQuery(liveStreamQuery()),
        client.prefetchQuery(whatsOnQuery()),
      ]);
      // The three partnerships the spec names stand in when they cannot be read.
      if (client.getQueryState(partnershipsQuery().queryKey)?.status === "error") {
        client.setQueryData(partnershipsQuery().queryKey, [...partnershipsSeed]);
      }
    },
  },
  "/worship": { fetch: (client) => streams(client) },
  "/worship/in-person": recentVideos,
  "/join-in-person": recentVideos,
  "/worship/livestream": watchOnline,
  "/watch-online": watchOnline,
  "/live-stream": { fetch: (client) => streams(client) },
  "/audio-services": { fetch: (client) => client.prefetchQuery(audioServicesQuery()) },
  "/audio-services/:id": {
    fetch: (client) => client.prefetchQuery(audioServicesQuery()),
    found: (client, params) =>
      client.getQueryData(audioServicesQuery().queryKey)?.some((item) => item.id === params.id) ?? false,
  },
  "/events": withTagNames({ fetch: (client) => client.prefetchQuery(eventsQuery()) }),
  "/events/:slug": withTagNames({
    fetch: (client) => client.prefetchQuery(eventsQuery()),
    found: (client, params) =>
      client.getQueryData(eventsQuery().queryKey)?.some((event) => event.slug === params.slug) ?? false,
  }),
  "/news": news,
  "/featured-news": news,
  "/announcements": { fetch: (client) => client.prefetchQuery(announcementsQuery()) },
  "/announcements/:slug": withTagNames({
    fetch: (client, params) =>
      Promise.all([
        client.prefetchQuery(announcementQuery(slug(params))),
        client.prefetchQuery(announcementsQuery()),
      ]),
    found: (client, params) => client.getQueryData(announcementQuery(slug(params)).queryKey) !== null,
  }),
  "/articles": withTagNames({ fetch: (client) => client.prefetchQuery(articlesQuery()) }),
  "/articles/:slug": article,
  "/news/article/:slug": article,
  "/blog": { fetch: (client) => client.prefetchQuery(blogPostsQuery()) },
  "/blog/:id": {
    fetch: (client) => client.prefetchQuery(blogPostsQuery()),
    found: (client, params) =>
      client.getQueryData(blogPostsQuery().queryKey)?.some((post) => post.id === params.id) ?? false,
  },
  // The answer to the address's search, so that it reads without JavaScript (the page's own form).
  // The pastor's free slots, so that the form's dates show (and can be chosen) before it is live.
  "/schedule-meeting": { fetch: (client) => client.prefetchQuery(meetingSlotsQuery()) },
  "/search": {
    fetch: async (client, _params, { search, language }) => {
      const query = (search.get("q") ?? "").trim();
      if (query) await client.prefetchQuery(searchQuery(query, language));
    },
  },
};
