import { announcementsStore } from "../announcements/announcements.mocks.ts";
import { articlesStore } from "../articles/articles.mocks.ts";
import { audioServicesStore } from "../audio-services/audio-services.mocks.ts";
import { blogPostsStore } from "../blog-posts/blog-posts.mocks.ts";
import { localize } from "../common/content-utils.ts";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { eventsStore } from "../events/events.mocks.ts";
import { videosStore } from "../videos/videos.mocks.ts";
import { searchEndpoints } from "./search.endpoints.ts";
import { searchablePages } from "./search.pages.ts";
import type { HighlightedText, SearchResult } from "./search.schema.ts";

type Candidate = Omit<SearchResult, "highlight">;

/** The fixed pages and published items of every kind, in one language (same order for both). */
function candidates(language: "en" | "sw"): Candidate[] {
  const now = new Date().toISOString();
  return [
    ...searchablePages.map((page) => ({
      type: "page" as const,
      id: page.path,
      title: page[language].title,
      excerpt: page[language].summary,
      url: page.path,
      date: null,
      tags: page[language].keywords.split(", "),
    })),
    ...articlesStore
      .all()
      .filter((a) => a.status === "published")
      .map((a) => localize(a, language))
      .map((a) => ({
        type: "article" as const,
        id: a.id,
        title: a.title,
        excerpt: a.excerpt,
        url: `/articles/${a.slug}`,
        date: a.date,
        tags: a.tags,
      })),
    ...announcementsStore
      .all()
      .filter((a) => a.status === "published" && (!a.expiresAt || a.expiresAt > now))
      .map((a) => localize(a, language))
      .map((a) => ({
        type: "announcement" as const,
        id: a.id,
        title: a.title,
        excerpt: a.summary,
        url: `/announcements/${a.slug}`,
        date: a.date,
        tags: a.tags,
      })),
    ...eventsStore
      .all()
      .filter((e) => e.status === "published")
      .map((e) => localize(e, language))
      .map((e) => ({
        type: "event" as const,
        id: e.id,
        title: e.title,
        excerpt: e.description,
        url: "/events",
        date: e.date,
        tags: e.tags,
      })),
    ...blogPostsStore
      .all()
      .filter((p) => p.status === "published")
      .map((p) => localize(p, language))
      .map((p) => ({
        type: "blog-post" as const,
        id: p.id,
        title: p.title,
        excerpt: p.excerpt,
        url: "/news",
        date: p.createdAt.slice(0, 10),
        tags: p.tags,
      })),
    ...videosStore
      .all()
      .map((v) => localize(v, language))
      .map((v) => ({
        type: "video" as const,
        id: v.id,
        title: v.title,
        excerpt: v.description,
        url: "/watch-online",
        date: v.date,
        tags: [],
      })),
    ...audioServicesStore
      .all()
      .map((a) => localize(a, language))
      .map((a) => ({
        type: "audio" as const,
        id: a.id,
        title: a.title,
        excerpt: a.description,
        url: "/audio-services",
        date: a.date,
        tags: [a.speaker],
      })),
  ];
}

const matches = (result: Candidate, needle: string) =>
  [result.title, result.excerpt, ...result.tags].some((text) => text.toLowerCase().includes(needle));

/** The text with each occurrence of the needle marked (the API marks whole words and their forms). */
function highlight(text: string, needle: string): HighlightedText {
  const runs: HighlightedText = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (let hit = lower.indexOf(needle); needle && hit >= 0; hit = lower.indexOf(needle, at)) {
    if (hit > at) runs.push({ text: text.slice(at, hit), match: false });
    runs.push({ text: text.slice(hit, hit + needle.length), match: true });
    at = hit + needle.length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false });
  return runs;
}

export const searchHandlers = [
  mockEndpoint(searchEndpoints.search, ({ query }) => {
    const needle = query.q.trim().toLowerCase();
    // Both languages are searched; the answer is in the requested one.
    const english = candidates("en");
    const shown = candidates(query.language ?? "en");
    // Roughly the API's order: a title or keyword hit before a mention, pages before content.
    const score = (result: Candidate) =>
      ([result.title, ...result.tags].some((text) => text.toLowerCase().includes(needle)) ? 2 : 1) *
      (result.type === "page" ? 1.5 : 1);
    const results = shown
      .filter((result, i) => matches(result, needle) || matches(english[i] ?? result, needle))
      .sort((a, b) => score(b) - score(a))
      .map((result) => ({
        ...result,
        highlight: { title: highlight(result.title, needle), excerpt: highlight(result.excerpt, needle) },
      }));
    return { query: query.q, results: results.slice(0, query.limit ?? 20), total: results.length };
  }),
];
