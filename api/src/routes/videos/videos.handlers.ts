import { type endpoints, type Video, type VideoInput, videoMessages } from "@church/contracts";
import { and, desc, eq } from "drizzle-orm";
import { videos } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { changePublishStatus } from "../shared/publish-status.ts";

type VideoRow = typeof videos.$inferSelect;

export const toVideo = (row: VideoRow): Video => ({
  id: row.id,
  title: row.title,
  description: row.description,
  youtubeId: row.youtubeId,
  category: row.category,
  date: row.date,
  duration: row.duration,
  thumbnailUrl: row.thumbnailUrl,
  isLive: row.isLive,
  viewCount: row.viewCount,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const fieldsOf = (body: VideoInput, current?: VideoRow) => ({
  title: body.title,
  description: body.description,
  youtubeId: body.youtubeId,
  category: body.category,
  date: body.date,
  duration: body.duration,
  thumbnailUrl: body.thumbnailUrl,
  status: body.status,
  publishedAt: body.status === "published" ? (current?.publishedAt ?? new Date()) : null,
  translations: body.translations ?? {},
});

export function createVideosHandlers({ db }: AppDeps) {
  const list: Handler<typeof endpoints.videos.list> = async ({ query }) => {
    const rows = await db
      .select()
      .from(videos)
      .where(
        and(eq(videos.status, "published"), query.category ? eq(videos.category, query.category) : undefined),
      )
      .orderBy(desc(videos.date), desc(videos.createdAt));
    return { videos: rows.map(toVideo) };
  };

  const create: Handler<typeof endpoints.videos.create> = async ({ body, user }) => {
    const [row] = await db
      .insert(videos)
      .values({ ...fieldsOf(body), createdBy: user.id })
      .returning();
    if (!row) throw new Error("video insert returned nothing");
    return { video: toVideo(row) };
  };

  const update: Handler<typeof endpoints.videos.update> = async ({ params, body }) => {
    const [current] = await db.select().from(videos).where(eq(videos.id, params.id));
    if (!current) throw notFound(videoMessages.notFound);
    const [row] = await db
      .update(videos)
      .set(fieldsOf(body, current))
      .where(eq(videos.id, params.id))
      .returning();
    if (!row) throw notFound(videoMessages.notFound);
    return { video: toVideo(row) };
  };

  const remove: Handler<typeof endpoints.videos.remove> = async ({ params }) => {
    const deleted = await db.delete(videos).where(eq(videos.id, params.id)).returning({ id: videos.id });
    if (deleted.length === 0) throw notFound(videoMessages.notFound);
    return { success: true as const, message: videoMessages.deleted };
  };

  const adminList: Handler<typeof endpoints.videos.adminList> = async () => {
    const rows = await db.select().from(videos).orderBy(desc(videos.date), desc(videos.createdAt));
    return { videos: rows.map(toVideo) };
  };

  const setStatus: Handler<typeof endpoints.videos.setStatus> = async ({ params, body }) => ({
    video: toVideo(await changePublishStatus(db, videos, params.id, body.status, videoMessages.notFound)),
  });

  return { list, adminList, create, update, remove, setStatus };
}
