import {
  type endpoints,
  type LiveStreamSettings,
  type LiveStreamStatus,
  parseYouTubeId,
} from "@church/contracts";
import { liveStream } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { liftAllBlocks } from "../live-chat/live-chat.model.ts";

type LiveStreamRow = typeof liveStream.$inferSelect;

/** What viewers may see: never the channel id, stream key or production options. */
const toStatus = (row: LiveStreamRow): LiveStreamStatus => ({
  isLive: row.isLive,
  viewerCount: row.viewerCount,
  streamTitle: row.streamTitle,
  streamDescription: row.streamDescription,
  nextStreamTime: row.nextStreamTime,
  streamUrl: row.streamUrl,
  youtubeStreamId: row.youtubeStreamId,
  translations: row.translations,
  updatedAt: row.updatedAt.toISOString(),
});

const toSettings = (row: LiveStreamRow): LiveStreamSettings => ({
  ...toStatus(row),
  channelId: row.channelId,
  streamKey: row.streamKey,
  autoRecording: row.autoRecording,
  notifications: row.notifications,
  cameraSetup: row.cameraSetup,
});

export function createLiveStreamHandlers({ db }: AppDeps) {
  /** The one settings row, created with the spec's defaults (offline, 0 viewers) when missing. */
  const current = async (): Promise<LiveStreamRow> => {
    const [row] = await db.select().from(liveStream).limit(1);
    if (row) return row;
    await db.insert(liveStream).values({ id: 1 }).onConflictDoNothing();
    const [created] = await db.select().from(liveStream).limit(1);
    if (!created) throw new Error("live stream settings row missing");
    return created;
  };

  const status: Handler<typeof endpoints.liveStream.status> = async () => toStatus(await current());

  const settings: Handler<typeof endpoints.liveStream.settings> = async () => toSettings(await current());

  const update: Handler<typeof endpoints.liveStream.update> = async ({ body, user }) => {
    const previous = await current();
    const fields = {
      isLive: body.isLive,
      // No invented numbers: an offline stream has no viewers; a live one keeps what was reported.
      viewerCount: body.isLive ? previous.viewerCount : 0,
      streamTitle: body.streamTitle,
      streamDescription: body.streamDescription,
      nextStreamTime: body.nextStreamTime,
      streamUrl: body.streamUrl,
      youtubeStreamId: body.streamUrl ? parseYouTubeId(body.streamUrl) : null,
      channelId: body.channelId,
      streamKey: body.streamKey,
      autoRecording: body.autoRecording,
      notifications: body.notifications,
      cameraSetup: body.cameraSetup,
      translations: body.translations,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(liveStream)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: liveStream.id, set: fields })
      .returning();
    if (!row) throw new Error("live stream settings not saved");
    // Blocks last "for the rest of the stream": going offline ends them.
    if (previous.isLive && !row.isLive) await liftAllBlocks(db);
    return toSettings(row);
  };

  return { status, settings, update };
}
