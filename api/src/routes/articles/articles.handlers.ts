import {
  type Article,
  type ArticleInput,
  articleMessages,
  type endpoints,
  estimateReadTime,
} from "@church/contracts";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import type { AppDeps, AuthUser } from "../../lib/context.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { assertUsableImage, withImage, withImages } from "../../services/media-library/media-images.ts";
import { changePublishStatus } from "../shared/publish-status.ts";
import { sanitizeRichText } from "../shared/rich-text.ts";
import { containsText } from "../shared/search-text.ts";
import { chooseSlug } from "../shared/slug.ts";
import { isUniqueViolation } from "../shared/unique.ts";

type ArticleRow = typeof articles.$inferSelect;

export const toArticle = (row: ArticleRow): Article => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  author: row.author,
  date: row.date,
  category: row.category,
  tags: row.tags,
  imageUrl: row.imageUrl,
  readTime: row.readTime,
  featured: row.featured,
  isExternal: row.isExternal,
  externalLink: row.externalLink,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const slugColumns = { table: articles, id: articles.id, slug: articles.slug };
const newestFirst = [desc(articles.date), desc(articles.createdAt)];
const searchable = (q: string) =>
  or(
    ilike(articles.title, containsText(q)),
    ilike(articles.excerpt, containsText(q)),
    ilike(articles.author, containsText(q)),
  );

/** The stored fields of an input: bodies sanitised, read time estimated when not given. */
async function fieldsOf(db: Db, body: ArticleInput, user: AuthUser, current?: ArticleRow) {
  await assertUsableImage(db, body.imageUrl);
  const content = sanitizeRichText(body.content);
  const sw = body.translations?.sw;
  const translations = sw?.content
    ? { sw: { ...sw, content: sanitizeRichText(sw.content) } }
    : (body.translations ?? {});
  const slug = await chooseSlug(db, slugColumns, body, articleMessages.duplicateSlug, "article", current?.id);
  return {
    slug,
    title: body.title,
    excerpt: body.excerpt,
    content,
    author: body.author || current?.author || user.name,
    date: body.date,
    category: body.category,
    tags: body.tags,
    imageUrl: body.imageUrl,
    readTime: body.readTime ?? estimateReadTime(content),
    featured: body.featured,
    isExternal: body.isExternal,
    externalLink: body.externalLink,
    status: body.status,
    publishedAt: body.status === "published" ? (current?.publishedAt ?? new Date()) : null,
    translations,
  };
}

function rethrowSlugConflict(error: unknown): never {
  if (isUniqueViolation(error, "articles_slug_unique"))
    throw conflict(articleMessages.duplicateSlug, { slug: articleMessages.duplicateSlug });
  throw error;
}

export function createArticlesHandlers({ db }: AppDeps) {
  const list: Handler<typeof endpoints.articles.list> = async ({ query }) => {
    const conditions: Array<SQL | undefined> = [eq(articles.status, "published")];
    if (query.category) conditions.push(eq(articles.category, query.category));
    if (query.tag) conditions.push(sql`${query.tag} = any(${articles.tags})`);
    if (query.featured !== undefined) conditions.push(eq(articles.featured, query.featured));
    if (query.q) conditions.push(searchable(query.q));
    const rows = await db
      .select()
      .from(articles)
      .where(and(...conditions))
      .orderBy(...newestFirst);
    return { articles: await withImages(db, rows.map(toArticle)) };
  };

  const bySlug: Handler<typeof endpoints.articles.bySlug> = async ({ params }) => {
    const [row] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.slug, params.slug), eq(articles.status, "published")));
    if (!row) throw notFound(articleMessages.notFoundTitle);
    return { article: await withImage(db, toArticle(row)) };
  };

  const adminList: Handler<typeof endpoints.articles.adminList> = async ({ query }) => {
    const rows = await db
      .select()
      .from(articles)
      .where(
        and(
          query.status ? eq(articles.status, query.status) : undefined,
          query.q ? searchable(query.q) : undefined,
        ),
      )
      .orderBy(...newestFirst);
    return { articles: await withImages(db, rows.map(toArticle)) };
  };

  const create: Handler<typeof endpoints.articles.create> = async ({ body, user }) => {
    const fields = await fieldsOf(db, body, user);
    const [row] = await db
      .insert(articles)
      .values({ ...fields, createdBy: user.id })
      .returning()
      .catch(rethrowSlugConflict);
    if (!row) throw new Error("article insert returned nothing");
    return { article: await withImage(db, toArticle(row)) };
  };

  const update: Handler<typeof endpoints.articles.update> = async ({ params, body, user }) => {
    const [current] = await db.select().from(articles).where(eq(articles.id, params.id));
    if (!current) throw notFound(articleMessages.notFoundTitle);
    const fields = await fieldsOf(db, body, user, current);
    const [row] = await db
      .update(articles)
      .set(fields)
      .where(eq(articles.id, params.id))
      .returning()
      .catch(rethrowSlugConflict);
    if (!row) throw notFound(articleMessages.notFoundTitle);
    return { article: await withImage(db, toArticle(row)) };
  };

  const remove: Handler<typeof endpoints.articles.remove> = async ({ params }) => {
    const deleted = await db
      .delete(articles)
      .where(eq(articles.id, params.id))
      .returning({ id: articles.id });
    if (deleted.length === 0) throw notFound(articleMessages.notFoundTitle);
    return { success: true as const, message: articleMessages.deleted };
  };

  const setStatus: Handler<typeof endpoints.articles.setStatus> = async ({ params, body }) => ({
    article: toArticle(
      await changePublishStatus(db, articles, params.id, body.status, articleMessages.notFoundTitle),
    ),
  });

  return { list, bySlug, adminList, create, update, remove, setStatus };
}
