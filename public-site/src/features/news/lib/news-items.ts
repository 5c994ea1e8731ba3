import type { Announcement, Article } from "@church/contracts";

/** One entry of the news hub: an article (internal or external) or an announcement. */
export interface NewsItem {
  kind: "article" | "announcement";
  category: "articles" | "announcements" | "resources";
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  tags: readonly string[];
  featured: boolean;
  /** Where the card leads: a page of this site, an external link, or nowhere (external without link). */
  href: string | null;
  external: boolean;
}

/**
 * Articles and announcements as news items. External articles (links to partners' sites) make up
 * the Resources category; the spec names it without saying what fills it.
 */
export function toNewsItems(
  articles: readonly Article[],
  announcements: readonly Announcement[],
): NewsItem[] {
  const fromArticles = articles.map<NewsItem>((article) => ({
    kind: "article",
    category: article.isExternal ? "resources" : "articles",
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    date: article.date,
    tags: article.tags,
    featured: article.featured,
    href: article.isExternal ? article.externalLink : `/articles/${article.slug}`,
    external: article.isExternal,
  }));
  const fromAnnouncements = announcements.map<NewsItem>((announcement) => ({
    kind: "announcement",
    category: "announcements",
    id: announcement.id,
    title: announcement.title,
    excerpt: announcement.summary,
    author: announcement.author,
    date: announcement.date,
    tags: announcement.tags,
    featured: false,
    href: `/announcements/${announcement.slug}`,
    external: false,
  }));
  return [...fromArticles, ...fromAnnouncements].sort((a, b) => b.date.localeCompare(a.date));
}

/** Search over title, excerpt and author (articles list), case-insensitive. */
export function matchesArticleSearch(article: Pick<Article, "title" | "excerpt" | "author">, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [article.title, article.excerpt, article.author].some((text) => text.toLowerCase().includes(needle));
}

/** Badge colour of each announcement priority (the text always says the priority too). */
export const priorityTone = { urgent: "danger", normal: "primary", info: "info" } as const;
