import {
  easternInstant,
  easternZoneName,
  type endpoints,
  type Language,
  type ShareCardKind,
} from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { announcements, articles, audioServices, blogPosts, events } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { drawShareCard, type ShareCard } from "../../services/share-cards/draw-card.ts";

/** A published item's words for its card, and when it last changed (the cache's version). */
type Item = Omit<ShareCard, "kind" | "language"> & { changed: Date };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const swText = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(" · ");

const messages = { notFound: "No published page has this preview picture" } as const;

/** The cards drawn lately, per kind, key, language and version: a card is drawn once, not per share. */
const cacheSize = 200;

export function createShareCardHandlers({ db }: AppDeps) {
  const cache = new Map<string, Buffer>();

  /** The published item behind a public address, its texts in `language` (English where none). */
  async function findItem(kind: ShareCardKind, key: string, language: Language): Promise<Item | undefined> {
    const sw = language === "sw";
    switch (kind) {
      case "events": {
        const [row] = await db
          .select()
          .from(events)
          .where(and(eq(events.slug, key), eq(events.status, "published")));
        if (!row) return undefined;
        const t = sw ? row.translations.sw : undefined;
        // A clock time names Buffalo's zone, as the site does (decision 028).
        const time = swText(t?.time, row.time);
        const zone = /\d/.test(time) ? ` ${easternZoneName(easternInstant(row.date, "12:00"))}` : "";
        return {
          title: swText(t?.title, row.title),
          date: row.date,
          detail: joined(time && `${time}${zone}`, swText(t?.location, row.location)),
          changed: row.updatedAt,
        };
      }
      case "audio-services": {
        if (!uuid.test(key)) return undefined;
        const [row] = await db
          .select()
          .from(audioServices)
          .where(and(eq(audioServices.id, key), eq(audioServices.status, "published")));
        if (!row) return undefined;
        return {
          title: swText(sw ? row.translations.sw?.title : undefined, row.title),
          date: row.date,
          detail: row.speaker,
          changed: row.updatedAt,
        };
      }
      case "announcements": {
        const [row] = await db
          .select()
          .from(announcements)
          .where(and(eq(announcements.slug, key), eq(announcements.status, "published")));
        if (!row) return undefined;
        return {
          title: swText(sw ? row.translations.sw?.title : undefined, row.title),
          date: row.date,
          changed: row.updatedAt,
        };
      }
      case "articles": {
        const [row] = await db
          .select()
          .from(articles)
          .where(and(eq(articles.slug, key), eq(articles.status, "published")));
        if (!row) return undefined;
        return {
          title: swText(sw ? row.translations.sw?.title : undefined, row.title),
          date: row.date,
          detail: row.author,
          changed: row.updatedAt,
        };
      }
      case "blog": {
        if (!uuid.test(key)) return undefined;
        const [row] = await db
          .select()
          .from(blogPosts)
          .where(and(eq(blogPosts.id, key), eq(blogPosts.status, "published")));
        if (!row) return undefined;
        return {
          title: swText(sw ? row.translations.sw?.title : undefined, row.title),
          date: row.publishedAt?.toISOString() ?? null,
          detail: row.author,
          changed: row.updatedAt,
        };
      }
    }
  }

  const card: Handler<typeof endpoints.shareCards.card> = async ({ c, params, query }) => {
    const { kind, key } = params;
    const language = query.lang;
    const item = await findItem(kind, key, language);
    if (!item) throw notFound(messages.notFound);
    const version = `${kind}/${key}/${language}/${item.changed.getTime()}`;
    let png = cache.get(version);
    if (!png) {
      png = await drawShareCard({ kind, language, title: item.title, date: item.date, detail: item.detail });
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
      cache.set(version, png);
    }
    return c.body(new Uint8Array(png), 200, {
      "content-type": "image/png",
      "content-length": String(png.length),
      // Public and shared: link previews fetch it once; an edit shows within the hour.
      "cache-control": "public, max-age=3600",
      etag: `"${item.changed.getTime().toString(36)}-${language}"`,
    });
  };

  return { card };
}
