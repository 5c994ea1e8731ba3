import {
  type Announcement,
  type AnnouncementInput,
  announcementMessages,
  announcementPriorities,
  calendarDate,
  type endpoints,
} from "@church/contracts";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { announcements } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import type { AppDeps, AuthUser } from "../../lib/context.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { assertUsableImage, withImage, withImages } from "../../services/media-library/media-images.ts";
import { changePublishStatus } from "../shared/publish-status.ts";
import { sanitizeRichText } from "../shared/rich-text.ts";
import { containsText } from "../shared/search-text.ts";
import { chooseSlug } from "../shared/slug.ts";
import { isUniqueViolation } from "../shared/unique.ts";
import { visibleAnnouncement } from "./announcements.model.ts";

type AnnouncementRow = typeof announcements.$inferSelect;

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  content: row.content,
  author: row.author,
  date: row.date,
  time: row.time,
  priority: row.priority,
  category: row.category,
  tags: row.tags,
  location: row.location,
  contact: row.contact,
  imageUrl: row.imageUrl,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Urgent, normal, info; then the newest date (the public order). */
const byPriority = sql`array_position(array[${sql.raw(
  announcementPriorities.map((p) => `'${p}'`).join(", "),
)}]::text[], ${announcements.priority})`;

const slugColumns = { table: announcements, id: announcements.id, slug: announcements.slug };

async function fieldsOf(db: Db, body: AnnouncementInput, user: AuthUser, current?: AnnouncementRow) {
  await assertUsableImage(db, body.imageUrl);
  if (body.expiresAt && calendarDate(new Date(body.expiresAt), churchTimeZone) < body.date) {
    throw badRequest(announcementMessages.expiresBeforeDate, {
      expiresAt: announcementMessages.expiresBeforeDate,
    });
  }
  const sw = body.translations?.sw;
  const translations = sw?.content
    ? { sw: { ...sw, content: sanitizeRichText(sw.content) } }
    : (body.translations ?? {});
  const slug = await chooseSlug(
    db,
    slugColumns,
    body,
    announcementMessages.duplicateSlug,
    "announcement",
    current?.id,
  );
  return {
    slug,
    title: body.title,
    summary: body.summary,
    content: sanitizeRichText(body.content),
    author: body.author || current?.author || user.name,
    date: body.date,
    time: body.time,
    priority: body.priority,
    category: body.category,
    tags: body.tags,
    location: body.location,
    contact: body.contact,
    imageUrl: body.imageUrl,
    status: body.status,
    publishedAt: body.status === "published" ? (current?.publishedAt ?? new Date()) : null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    translations,
  };
}

function rethrowSlugConflict(error: unknown): never {
  if (isUniqueViolation(error, "announcements_slug_unique"))
    throw conflict(announcementMessages.duplicateSlug, { slug: announcementMessages.duplicateSlug });
  throw error;
}

export function createAnnouncementsHandlers({ db }: AppDeps) {
  const list: Handler<typeof endpoints.announcements.list> = async ({ query }) => {
    const conditions: Array<SQL | undefined> = [visibleAnnouncement()];
    if (query.priority) conditions.push(eq(announcements.priority, query.priority));
    if (query.category) conditions.push(eq(announcements.category, query.category));
    const rows = await db
      .select()
      .from(announcements)
      .where(and(...conditions))
      .orderBy(byPriority, desc(announcements.date), desc(announcements.createdAt));
    return { announcements: await withImages(db, rows.map(toAnnouncement)) };
  };

  const bySlug: Handler<typeof endpoints.announcements.bySlug> = async ({ params }) => {
    const [row] = await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.slug, params.slug), visibleAnnouncement()));
    if (!row) throw notFound(announcementMessages.notFoundTitle);
    return { announcement: await withImage(db, toAnnouncement(row)) };
  };

  const adminList: Handler<typeof endpoints.announcements.adminList> = async ({ query }) => {
    const q = query.q ? containsText(query.q) : undefined;
    const rows = await db
      .select()
      .from(announcements)
      .where(
        and(
          query.status ? eq(announcements.status, query.status) : undefined,
          q
            ? or(
                ilike(announcements.title, q),
                ilike(announcements.summary, q),
                ilike(announcements.category, q),
              )
            : undefined,
        ),
      )
      .orderBy(desc(announcements.date), desc(announcements.createdAt));
    return { announcements: await withImages(db, rows.map(toAnnouncement)) };
  };

  const create: Handler<typeof endpoints.announcements.create> = async ({ body, user }) => {
    const fields = await fieldsOf(db, body, user);
    const [row] = await db
      .insert(announcements)
      .values({ ...fields, createdBy: user.id })
      .returning()
      .catch(rethrowSlugConflict);
    if (!row) throw new Error("announcement insert returned nothing");
    return { announcement: await withImage(db, toAnnouncement(row)) };
  };

  const update: Handler<typeof endpoints.announcements.update> = async ({ params, body, user }) => {
    const [current] = await db.select().from(announcements).where(eq(announcements.id, params.id));
    if (!current) throw notFound(announcementMessages.notFoundTitle);
    const fields = await fieldsOf(db, body, user, current);
    const [row] = await db
      .update(announcements)
      .set(fields)
      .where(eq(announcements.id, params.id))
      .returning()
      .catch(rethrowSlugConflict);
    if (!row) throw notFound(announcementMessages.notFoundTitle);
    return { announcement: await withImage(db, toAnnouncement(row)) };
  };

  const remove: Handler<typeof endpoints.announcements.remove> = async ({ params }) => {
    const deleted = await db
      .delete(announcements)
      .where(eq(announcements.id, params.id))
      .returning({ id: announcements.id });
    if (deleted.length === 0) throw notFound(announcementMessages.notFoundTitle);
    return { success: true as const, message: announcementMessages.deleted };
  };

  const setStatus: Handler<typeof endpoints.announcements.setStatus> = async ({ params, body }) => ({
    announcement: toAnnouncement(
      await changePublishStatus(
        db,
        announcements,
        params.id,
        body.status,
        announcementMessages.notFoundTitle,
      ),
    ),
  });

  return { list, bySlug, adminList, create, update, remove, setStatus };
}
