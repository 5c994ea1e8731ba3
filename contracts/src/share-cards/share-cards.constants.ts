import type { Language } from "../common/primitives.ts";

/**
 * The kinds of public page that have their own link-preview picture ("share card"), each named as in
 * its public address: /events/:slug, /audio-services/:id, /announcements/:slug, /articles/:slug,
 * /blog/:id.
 */
export const shareCardKinds = ["events", "audio-services", "announcements", "articles", "blog"] as const;
export type ShareCardKind = (typeof shareCardKinds)[number];

/** A share card's size: the 1.91:1 picture Facebook, WhatsApp, X and LinkedIn show in full. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/**
 * The address of a page's share card in the page's language (an item's own picture is its preview
 * when it has one; the card is for the rest).
 */
export const shareCardPath = (kind: ShareCardKind, key: string, language: Language): string =>
  `/api/share-cards/${kind}/${encodeURIComponent(key)}${language === "sw" ? "?lang=sw" : ""}`;
