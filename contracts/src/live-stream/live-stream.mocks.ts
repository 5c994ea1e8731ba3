import { mockEndpoint } from "../common/mock-endpoint.ts";
import { createMockValue, nowIso } from "../common/mock-store.ts";
import { parseYouTubeId } from "../videos/videos.constants.ts";
import { liveStreamEndpoints } from "./live-stream.endpoints.ts";
import { type LiveStreamSettings, type LiveStreamStatus, liveStreamDefaults } from "./live-stream.schema.ts";

export const liveStreamFixtures: LiveStreamSettings = {
  ...liveStreamDefaults,
  channelId: null,
  streamKey: null,
  updatedAt: "2026-11-15T23:10:00.000Z",
};

const settings = createMockValue(() => liveStreamFixtures);

/** Puts the mock stream live or offline (for stories of both states). */
export function setMockLiveStream(patch: Partial<LiveStreamSettings>): void {
  settings.set({ ...settings.get(), ...patch });
}

const publicStatus = ({
  channelId: _c,
  streamKey: _k,
  autoRecording: _a,
  notifications: _n,
  cameraSetup: _s,
  ...status
}: LiveStreamSettings): LiveStreamStatus => status;

export const liveStreamHandlers = [
  mockEndpoint(liveStreamEndpoints.status, () => publicStatus(settings.get())),
  mockEndpoint(liveStreamEndpoints.settings, () => settings.get()),
  mockEndpoint(liveStreamEndpoints.update, ({ body }) =>
    settings.set({
      ...settings.get(),
      ...body,
      youtubeStreamId: body.streamUrl ? parseYouTubeId(body.streamUrl) : null,
      viewerCount: body.isLive ? settings.get().viewerCount : 0,
      updatedAt: nowIso(),
    }),
  ),
];
