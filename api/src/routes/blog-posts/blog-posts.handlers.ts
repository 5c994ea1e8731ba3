import { type BlogPost, type BlogPostInput, blogPostMessages, type endpoints } from "@church/contracts";
import { and, desc, eq, ilike, or } from "drizzle-orm";
import { blogPosts } from "../../db/schema.ts";
import type { AppDeps, AuthUser } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { assertUsableImage, withImage, withImages } from "../../services/media-library/media-images.ts";
import { changePublishStatus } from "../shared/publish-status.ts";
import { sanitizeRichText } from "../shared/rich-text.ts";
import { containsText } from "../shared/search-text.ts";

type BlogPostRow = typeof blogPosts.$inferSelect;

/** Bodies in both languages as the public site may show them (HTML, sanitised like articles'). */
function cleanBodies(content: string, translations: BlogPostInput["translations"]) {
  const sw = translations?.sw;
  return {
    content: sanitizeRichText(content),
    translations: sw?.content
      ? { sw: { ...sw, content: sanitizeRichText(sw.content) } }
      : (translations ?? {}),
  };
}

/**
 * Sanitised on the way out too: every page, app and feed renders what this answers, so a row written
 * before bodies were sanitised (or by hand) never reaches a visitor as it is.
 */
export const toBlogPost = (row: BlogPostRow): BlogPost => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  ...cleanBodies(row.content, row.translations),
  category: row.category,
  imageUrl: row.imageUrl,
  videoUrl: row.videoUrl,
  isExternal: row.isExternal,
  externalUrl: row.externalUrl,
  tags: row.tags,
  status: row.status,
  author: row.author,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored fields of an input: bodies (HTML, shown as HTML by the public site) sanitised. */
const fieldsOf = (body: BlogPostInput, user: AuthUser, current?: BlogPostRow) => ({
  title: body.title,
  excerpt: body.excerpt,
  ...cleanBodies(body.content, body.translations),
  category: body.category,
  imageUrl: body.imageUrl,
  videoUrl: body.videoUrl,
  isExternal: body.isExternal,
  externalUrl: body.externalUrl,
  tags: body.tags,
  status: body.status,
  // Empty means the signed-in author's name (staff-area.md).
  author: body.author || current?.author || user.name,
  publishedAt: body.status === "published" ? (current?.publishedAt ?? new Date()) : null,
});

const newestFirst = desc(blogPosts.createdAt);

export function createBlogPostsHandlers({ db }: AppDeps) {
  const list: Handler<typeof endpoints.blogPosts.list> = async ({ query }) => {
    const rows = await db
      .select()
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.status, "published"),
          query.category ? eq(blogPosts.category, query.category) : undefined,
        ),
      )
      .orderBy(newestFirst);
    return { posts: await withImages(db, rows.map(toBlogPost)) };
  };

  const adminList: Handler<typeof endpoints.blogPosts.adminList> = async ({ query }) => {
    const q = query.q ? containsText(query.q) : undefined;
    const rows = await db
      .select()
      .from(blogPosts)
      .where(
        and(
          query.status ? eq(blogPosts.status, query.status) : undefined,
          q
            ? or(ilike(blogPosts.title, q), ilike(blogPosts.excerpt, q), ilike(blogPosts.author, q))
            : undefined,
        ),
      )
      .orderBy(newestFirst);
    return { posts: await withImages(db, rows.map(toBlogPost)) };
  };

  const create: Handler<typeof endpoints.blogPosts.create> = async ({ body, user }) => {
    await assertUsableImage(db, body.imageUrl);
    const [row] = await db
      .insert(blogPosts)
      .values({ ...fieldsOf(body, user), createdBy: user.id })
      .returning();
    if (!row) throw new Error(blogPostMessages.createError);
    return { post: await withImage(db, toBlogPost(row)) };
  };

  const update: Handler<typeof endpoints.blogPosts.update> = async ({ params, body, user }) => {
    const [current] = await db.select().from(blogPosts).where(eq(blogPosts.id, params.id));
    if (!current) throw notFound(blogPostMessages.notFound);
    await assertUsableImage(db, body.imageUrl);
    const [row] = await db
      .update(blogPosts)
      .set(fieldsOf(body, user, current))
      .where(eq(blogPosts.id, params.id))
      .returning();
    if (!row) throw notFound(blogPostMessages.notFound);
    return { post: await withImage(db, toBlogPost(row)) };
  };

  const remove: Handler<typeof endpoints.blogPosts.remove> = async ({ params }) => {
    const deleted = await db
      .delete(blogPosts)
      .where(eq(blogPosts.id, params.id))
      .returning({ id: blogPosts.id });
    if (deleted.length === 0) throw notFound(blogPostMessages.notFound);
    return { success: true as const };
  };

  const setStatus: Handler<typeof endpoints.blogPosts.setStatus> = async ({ params, body }) => ({
    post: toBlogPost(
      await changePublishStatus(db, blogPosts, params.id, body.status, blogPostMessages.notFound),
    ),
  });

  return { list, adminList, create, update, remove, setStatus };
}
