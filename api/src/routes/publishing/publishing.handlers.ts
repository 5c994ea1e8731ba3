import { type ContentPreview, type endpoints, youtubeThumbnailUrl } from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { announcements, articles, audioServices, blogPosts, events, videos } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";

type Kind = ContentPreview["kind"];
type PreviewFields = Omit<ContentPreview, "kind" | "id">;

/** Each kind's row as the preview shows it; drafts included (the endpoint is for staff only). */
const readers: Record<Kind, (db: Db, id: string) => Promise<PreviewFields | undefined>> = {
  article: async (db, id) => {
    const [r] = await db.select().from(articles).where(eq(articles.id, id));
    return (
      r && {
        ...common(r),
        summary: r.excerpt,
        body: r.content,
        bodyIsHtml: true,
        author: r.author,
        date: r.date,
        imageUrl: r.imageUrl,
        publicPath: `/articles/${r.slug}`,
      }
    );
  },
  announcement: async (db, id) => {
    const [r] = await db.select().from(announcements).where(eq(announcements.id, id));
    return (
      r && {
        ...common(r),
        summary: r.summary,
        body: r.content,
        bodyIsHtml: true,
        author: r.author,
        date: r.date,
        imageUrl: r.imageUrl,
        publicPath: `/announcements/${r.slug}`,
      }
    );
  },
  "blog-post": async (db, id) => {
    const [r] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return (
      r && {
        ...common(r),
        summary: r.excerpt || null,
        body: r.content,
        bodyIsHtml: true,
        author: r.author,
        date: r.createdAt.toISOString().slice(0, 10),
        imageUrl: r.imageUrl,
        publicPath: `/blog/${r.id}`,
      }
    );
  },
  event: async (db, id) => {
    const [r] = await db.select().from(events).where(eq(events.id, id));
    return (
      r && {
        ...common(r),
        summary: r.location,
        body: r.description,
        bodyIsHtml: false,
        author: null,
        date: r.date,
        imageUrl: r.imageUrl,
        publicPath: `/events/${r.slug}`,
      }
    );
  },
  video: async (db, id) => {
    const [r] = await db.select().from(videos).where(eq(videos.id, id));
    return (
      r && {
        ...common(r),
        summary: r.duration,
        body: r.description,
        bodyIsHtml: false,
        author: null,
        date: r.date,
        imageUrl: r.thumbnailUrl ?? youtubeThumbnailUrl(r.youtubeId),
        publicPath: "/watch-online",
      }
    );
  },
  "audio-service": async (db, id) => {
    const [r] = await db.select().from(audioServices).where(eq(audioServices.id, id));
    return (
      r && {
        ...common(r),
        summary: null,
        body: r.description,
        bodyIsHtml: false,
        author: r.speaker,
        date: r.date,
        imageUrl: null,
        publicPath: `/audio-services/${r.id}`,
      }
    );
  },
};

const common = (r: { title: string; status: ContentPreview["status"]; updatedAt: Date }) => ({
  title: r.title,
  status: r.status,
  updatedAt: r.updatedAt.toISOString(),
});

export function createPublishingHandlers({ db }: AppDeps) {
  const preview: Handler<typeof endpoints.publishing.preview> = async ({ params }) => {
    const fields = await readers[params.kind](db, params.id);
    if (!fields) throw notFound();
    return { preview: { kind: params.kind, id: params.id, ...fields } };
  };
  return { preview };
}
