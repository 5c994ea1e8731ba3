import { publicRoutes } from "@church/contracts";
import { escapeXml } from "@church/web-server/escape";
import { api } from "../lib/api-client.ts";
import { pathIn } from "../lib/language.ts";
import { routes } from "../lib/routes.ts";

/** Routes that are the same page as another (their canonical twin is listed) or a search result. */
const notListed = new Set<string>(["/join-in-person", "/watch-online", "/search", "/news/article/:slug"]);

/** The public pages without parameters that the sitemap lists. */
export const listedRoutes = publicRoutes.filter((route) => !route.includes(":") && !notListed.has(route));

export interface SitemapEntry {
  /** The English path; the Swahili twin is derived. */
  path: string;
  /** ISO date-time of the last change. */
  lastmod: string;
}

/** Every published item with a page of its own, from the API (what visitors can reach). */
async function itemEntries(): Promise<SitemapEntry[]> {
  const [articles, announcements, events, sermons, posts] = await Promise.all([
    api.call(routes.articles.list),
    api.call(routes.announcements.list),
    api.call(routes.events.list),
    api.call(routes.audioServices.list),
    api.call(routes.blogPosts.list),
  ]);
  return [
    ...articles.articles.map((a) => ({ path: `/articles/${a.slug}`, lastmod: a.updatedAt })),
    ...announcements.announcements.map((a) => ({ path: `/announcements/${a.slug}`, lastmod: a.updatedAt })),
    ...events.events.map((e) => ({ path: `/events/${e.slug}`, lastmod: e.updatedAt })),
    ...sermons.audioServices.map((s) => ({ path: `/audio-services/${s.id}`, lastmod: s.updatedAt })),
    ...posts.posts.map((p) => ({ path: `/blog/${p.id}`, lastmod: p.updatedAt })),
  ];
}

/**
 * sitemap.xml: every public page and item in both languages, each with its last change and both
 * language versions as alternates (xhtml:link, as search engines read them), on the public origin.
 */
export async function sitemapXml(origin: string, pagesChangedAt: string): Promise<string> {
  const entries = [
    ...listedRoutes.map((path) => ({ path, lastmod: pagesChangedAt })),
    ...(await itemEntries()),
  ];
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const alternates = (path: string) =>
    [
      `<xhtml:link rel="alternate" hreflang="en" href="${url(path)}"/>`,
      `<xhtml:link rel="alternate" hreflang="sw" href="${url(pathIn("sw", path))}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join("");
  const body = entries
    .flatMap(({ path, lastmod }) =>
      [path, pathIn("sw", path)].map(
        (address) =>
          `  <url><loc>${url(address)}</loc><lastmod>${lastmod}</lastmod>${alternates(path)}</url>`,
      ),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled (the feeds and sermon files too), staff areas not. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/podcast",
    "Allow: /api/calendar",
    "Allow: /api/audio-services/",
    "Disallow: /admin",
    "Disallow: /admin-login",
    "Disallow: /api/",
    "Disallow: /_mf/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
