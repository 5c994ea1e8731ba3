import { type endpoints, type Language, localize, type SearchResult } from "@church/contracts";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { announcements, articles, audioServices, blogPosts, events, videos } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { toAnnouncement, visibleAnnouncement } from "../announcements/announcements.handlers.ts";
import { toArticle } from "../articles/articles.handlers.ts";
import { toAudioService } from "../audio-services/audio-services.handlers.ts";
import { toBlogPost } from "../blog-posts/blog-posts.handlers.ts";
import { churchToday, toEvent } from "../events/events.handlers.ts";
import { containsText } from "../shared/search-text.ts";
import { toVideo } from "../videos/videos.handlers.ts";

/** Any of the texts contains the pattern (case-insensitive); the Swahili translation is searched too. */
function matches(
  pattern: string,
  translations: AnyPgColumn,
  fields: string[],
  ...columns: Array<AnyPgColumn | SQL>
): SQL | undefined {
  return or(
    ...columns.map((column) => sql`${column} ilike ${pattern}`),
    ...fields.map((field) => sql`${translations}->'sw'->>${sql.raw(`'${field}'`)} ilike ${pattern}`),
  );
}

const tagsText = (tags: AnyPgColumn) => sql`array_to_string(${tags}, ' ')`;

/**
 * Published articles, unexpired announcements, events, blog posts, videos and sermons whose title,
 * excerpt/summary/description or tags contain the words, in English or Swahili. Answers in the asked
 * language, grouped by kind, newest first within each.
 */
export function createSearchHandlers({ db }: AppDeps) {
  const search: Handler<typeof endpoints.search.search> = async ({ query }) => {
    const p = containsText(query.q);
    const language: Language = query.language ?? "en";
    const today = churchToday();

    const [articleRows, announcementRows, eventRows, postRows, videoRows, audioRows] = await Promise.all([
      db
        .select()
        .from(articles)
        .where(
          and(
            eq(articles.status, "published"),
            matches(
              p,
              articles.translations,
              ["title", "excerpt"],
              articles.title,
              articles.excerpt,
              tagsText(articles.tags),
            ),
          ),
        )
        .orderBy(desc(articles.date)),
      db
        .select()
        .from(announcements)
        .where(
          and(
            visibleAnnouncement(),
            matches(
              p,
              announcements.translations,
              ["title", "summary"],
              announcements.title,
              announcements.summary,
              tagsText(announcements.tags),
            ),
          ),
        )
        .orderBy(desc(announcements.date)),
      db
        .select()
        .from(events)
        .where(
          and(
            eq(events.status, "published"),
            matches(
              p,
              events.translations,
              ["title", "description"],
              events.title,
              events.description,
              tagsText(events.tags),
            ),
          ),
        )
        .orderBy(desc(events.date)),
      db
        .select()
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.status, "published"),
            matches(
              p,
              blogPosts.translations,
              ["title", "excerpt"],
              blogPosts.title,
              blogPosts.excerpt,
              tagsText(blogPosts.tags),
            ),
          ),
        )
        .orderBy(desc(blogPosts.createdAt)),
      db
        .select()
        .from(videos)
        .where(matches(p, videos.translations, ["title", "description"], videos.title, videos.description))
        .orderBy(desc(videos.date)),
      db
        .select()
        .from(audioServices)
        .where(
          matches(
            p,
            audioServices.translations,
            ["title", "description"],
            audioServices.title,
            audioServices.description,
            audioServices.speaker,
          ),
        )
        .orderBy(desc(audioServices.date)),
    ]);

    const results: SearchResult[] = [
      ...articleRows
        .map((row) => localize(toArticle(row), language))
        .map((a) => ({
          type: "article" as const,
          id: a.id,
          title: a.title,
          excerpt: a.excerpt,
          url: `/articles/${a.slug}`,
          date: a.date,
          tags: a.tags,
        })),
      ...announcementRows
        .map((row) => localize(toAnnouncement(row), language))
        .map((a) => ({
          type: "announcement" as const,
          id: a.id,
          title: a.title,
          excerpt: a.summary,
          url: `/announcements/${a.slug}`,
          date: a.date,
          tags: a.tags,
        })),
      ...eventRows
        .map((row) => localize(toEvent(row, today, new Map()), language))
        .map((e) => ({
          type: "event" as const,
          id: e.id,
          title: e.title,
          excerpt: e.description,
          url: "/events",
          date: e.date,
          tags: e.tags,
        })),
      ...postRows
        .map((row) => localize(toBlogPost(row), language))
        .map((post) => ({
          type: "blog-post" as const,
          id: post.id,
          title: post.title,
          excerpt: post.excerpt,
          url: "/news",
          date: post.createdAt.slice(0, 10),
          tags: post.tags,
        })),
      ...videoRows
        .map((row) => localize(toVideo(row), language))
        .map((v) => ({
          type: "video" as const,
          id: v.id,
          title: v.title,
          excerpt: v.description,
          url: "/watch-online",
          date: v.date,
          tags: [],
        })),
      ...audioRows
        .map((row) => localize(toAudioService(row), language))
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
    return { query: query.q, results: results.slice(0, query.limit ?? 20), total: results.length };
  };

  return { search };
}
