import { type PublishStatus, sameStatusMessage } from "@church/contracts";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { announcements, articles, audioServices, blogPosts, events, videos } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";

/** The tables with a draft / published state that staff publish and unpublish. */
type PublishableTable =
  | typeof articles
  | typeof announcements
  | typeof blogPosts
  | typeof events
  | typeof videos
  | typeof audioServices;

/**
 * Publish or unpublish one row. The change is one conditional update, so two staff clicking at once
 * cannot both "publish": the second is told it is already published (409 naming `status`), never a
 * silent success. Publishing stamps `publishedAt`; unpublishing clears it, as saving a draft does.
 */
export async function changePublishStatus<T extends PublishableTable>(
  db: Db,
  table: T,
  id: string,
  status: PublishStatus,
  notFoundMessage: string,
): Promise<T["$inferSelect"]> {
  const t = table as PublishableTable;
  const [row] = await db
    .update(t)
    .set({ status, publishedAt: status === "published" ? new Date() : null })
    .where(and(eq(t.id, id), ne(t.status, status)))
    .returning();
  if (row) return row as T["$inferSelect"];
  const [exists] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
  if (!exists) throw notFound(notFoundMessage);
  throw conflict(sameStatusMessage(status), { status: sameStatusMessage(status) });
}
