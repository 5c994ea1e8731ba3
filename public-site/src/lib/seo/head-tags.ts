import { churchInfo, type ShareCardKind, shareCardPath, shareCardSize } from "@church/contracts";
import type { Language } from "@church/ui-kit";
import { escapeHtml } from "@church/web-server/escape";
import { breadcrumbJsonLd, type Crumb, type JsonLd, webPageJsonLd } from "./structured-data.ts";

/** What a page tells search engines and social previews (public-site.md section 3, SEO page props). */
export interface PageMeta {
  /** The topic; the title becomes "Topic — church name", or the church name alone without one. */
  title?: string;
  description: string;
  /** Canonical path of the page in English, e.g. /about (the Swahili twin is /sw/about). */
  path: string;
  /** Preview image (path on this site): the item's own picture; else its share card, else the social image. */
  image?: string | null;
  /** The item's share card (title, date and church name drawn by the API), when it has no picture. */
  shareCard?: { kind: ShareCardKind; key: string };
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  section?: string;
  keywords?: readonly string[];
  noIndex?: boolean;
  /** Trail from the home page to this page (the home crumb is added). */
  breadcrumbs?: readonly Crumb[];
  /** Extra JSON-LD of the page (Event, Article, ...). */
  jsonLd?: readonly JsonLd[];
}

/** One element of a page's <head> that the page decides (not the fixed ones of index.html). */
export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; attribute: "name" | "property"; key: string; content: string }
  | { tag: "link"; rel: "canonical" | "alternate"; href: string; hreflang?: string }
  | { tag: "json-ld"; id: string; json: string };

export interface HeadContext {
  language: Language;
  /** The public origin, without a trailing slash. */
  origin: string;
  socialImage: { path: string; width: number; height: number };
  title: string;
  /** This page's own address (path), in its language. */
  canonicalPath: string;
  /** The page's address in each language. */
  alternates: Readonly<Record<Language, string>>;
  locale: string;
  /** The address of a route path in the page's language (breadcrumbs point at the same language). */
  pathOf: (path: string) => string;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** The head tags of a page: one list for the server's HTML and the browser's updates. */
export function headTags(meta: PageMeta, context: HeadContext): HeadTag[] {
  const { origin } = context;
  const url = absolute(origin, context.canonicalPath);
  const card = meta.shareCard && shareCardPath(meta.shareCard.kind, meta.shareCard.key, context.language);
  const image = absolute(origin, meta.image || card || context.socialImage.path);
  const tags: HeadTag[] = [{ tag: "title", text: context.title }];
  const add = (attribute: "name" | "property", key: string, content: string | undefined) => {
    if (content !== undefined && content !== "") tags.push({ tag: "meta", attribute, key, content });
  };
  add("name", "description", meta.description);
  add("name", "keywords", meta.keywords?.length ? meta.keywords.join(", ") : undefined);
  add("name", "robots", meta.noIndex ? "noindex, nofollow" : undefined);
  tags.push({ tag: "link", rel: "canonical", href: url });
  if (!meta.noIndex) {
    for (const [language, path] of Object.entries(context.alternates)) {
      tags.push({ tag: "link", rel: "alternate", hreflang: language, href: absolute(origin, path) });
    }
    tags.push({
      tag: "link",
      rel: "alternate",
      hreflang: "x-default",
      href: absolute(origin, context.alternates.en),
    });
  }
  add("property", "og:type", meta.type ?? "website");
  add("property", "og:site_name", churchInfo.name);
  add("property", "og:locale", context.locale);
  add("property", "og:title", context.title);
  add("property", "og:description", meta.description);
  add("property", "og:url", url);
  add("property", "og:image", image);
  // The cards' sizes are known; an item's own picture is sized by whoever reads it.
  if (!meta.image) {
    const size = card ? shareCardSize : context.socialImage;
    add("property", "og:image:width", String(size.width));
    add("property", "og:image:height", String(size.height));
  }
  add("property", "article:published_time", meta.publishedTime);
  add("property", "article:modified_time", meta.modifiedTime);
  add("property", "article:author", meta.author);
  add("property", "article:section", meta.section);
  add("name", "twitter:card", "summary_large_image");
  add("name", "twitter:title", context.title);
  add("name", "twitter:description", meta.description);
  add("name", "twitter:image", image);
  const crumbs =
    meta.path === "/"
      ? []
      : [{ name: churchInfo.name, path: "/" }, ...(meta.breadcrumbs ?? [])].map((crumb) => ({
          name: crumb.name,
          path: context.pathOf(crumb.path),
        }));
  const data = [
    webPageJsonLd(origin, {
      title: meta.title ?? churchInfo.name,
      description: meta.description,
      path: context.canonicalPath,
      language: context.language,
    }),
    ...(crumbs.length > 1 ? [breadcrumbJsonLd(origin, crumbs)] : []),
    ...(meta.jsonLd ?? []),
  ];
  // "<" escaped so a title can never close the script element.
  tags.push({
    tag: "json-ld",
    id: "page-structured-data",
    json: JSON.stringify(data).replace(/</g, "\\u003c"),
  });
  return tags;
}

/** The tags as HTML for the server's page (page-level metas marked, so the browser can drop stale ones). */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case "title":
          return `<title>${escapeHtml(tag.text)}</title>`;
        case "meta":
          return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" data-page>`;
        case "link":
          return `<link rel="${tag.rel}"${tag.hreflang ? ` hreflang="${tag.hreflang}"` : ""} href="${escapeHtml(tag.href)}">`;
        case "json-ld":
          return `<script type="application/ld+json" id="${tag.id}">${tag.json}</script>`;
      }
      return "";
    })
    .join("\n    ");
}
