import {
  type endpoints,
  type LiveStreamSettings,
  type LiveStreamStatus,
  overrideEnds,
  parseYouTubeId,
} from "@church/contracts";
import { liveStream } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { liveStateOf } from "../../services/live-stream/live-switches.ts";
import { liftAllBlocks } from "../live-chat/live-chat.model.ts";

type LiveStreamRow = typeof liveStream.$inferSelect;

/** What viewers may see: never the channel id, stream key or production options. */
const toStatus = (row: LiveStreamRow): LiveStreamStatus => {
  const state = liveStateOf(row);
  return {
    isLive: state.isLive,
    // No invented numbers: an offline stream has no viewers.
    viewerCount: state.isLive ? row.viewerCount : 0,
    streamTitle: row.streamTitle,
    streamDescription: row.streamDescription,
    nextStreamTime: row.nextStreamTime,
    streamUrl: row.streamUrl,
    youtubeStreamId: row.youtubeStreamId,
    audioStreamUrl: row.audioStreamUrl,
    translations: row.translations,
    updatedAt: row.updatedAt.toISOString(),
    changesAt: state.changesAt === null ? null : new Date(state.changesAt).toISOString(),
  };
};

const toSettings = (row: LiveStreamRow): LiveStreamSettings => {
  const inForce = row.override !== null && row.overrideUntil !== null && row.overrideUntil > new Date();
  return {
    ...toStatus(row),
    channelId: row.channelId,
    streamKey: row.streamKey,
    autoRecording: row.autoRecording,
    notifications: row.notifications,
    cameraSetup: row.cameraSetup,
    schedule: row.schedule,
    override: inForce ? row.override : null,
    overrideUntil: inForce ? (row.overrideUntil?.toISOString() ?? null) : null,
  };
};

/** The one settings row, created with the spec's defaults (offline, 0 viewers) when missing. */
export async function currentLiveStream({ db }: Pick<AppDeps, "db">): Promise<LiveStreamRow> {
  const [row] = await db.select().from(liveStream).limit(1);
  if (row) return row;
  await db.insert(liveStream).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(liveStream).limit(1);
  if (!created) throw new Error("live stream settings row missing");
  return created;
}

export function createLiveStreamHandlers({ db }: AppDeps) {
  const current = () => currentLiveStream({ db });

  const status: Handler<typeof endpoints.liveStream.status> = async () => toStatus(await current());

  const settings: Handler<typeof endpoints.liveStream.settings> = async () => toSettings(await current());

  const update: Handler<typeof endpoints.liveStream.update> = async ({ body, user }) => {
    const previous = await current();
    const now = Date.now();
    const wasLive = liveStateOf(previous, now).isLive;
    const before = toSettings(previous);
    // Saving the form again keeps an override's end; choosing one anew starts it now.
    const override = body.override === "schedule" ? null : body.override;
    const overrideUntil =
      override === null
        ? null
        : before.override === override && before.overrideUntil
          ? new Date(before.overrideUntil)
          : new Date(overrideEnds(body.schedule, now));
    const fields = {
      schedule: body.schedule,
      override,
      overrideUntil,
      streamTitle: body.streamTitle,
      streamDescription: body.streamDescription,
      nextStreamTime: body.nextStreamTime,
      streamUrl: body.streamUrl,
      audioStreamUrl: body.audioStreamUrl,
      youtubeStreamId: body.streamUrl ? parseYouTubeId(body.streamUrl) : null,
      channelId: body.channelId,
      streamKey: body.streamKey,
      autoRecording: body.autoRecording,
      notifications: body.notifications,
      cameraSetup: body.cameraSetup,
      translations: body.translations,
      updatedBy: user.id,
      updatedAt: new Date(now),
    };
    const [row] = await db
      .insert(liveStream)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: liveStream.id, set: fields })
      .returning();
    if (!row) throw new Error("live stream settings not saved");
    // Blocks last "for the rest of the stream": going offline ends them.
    if (wasLive && !liveStateOf(row, now).isLive) await liftAllBlocks(db);
    return toSettings(row);
  };

  return { status, settings, update };
}
