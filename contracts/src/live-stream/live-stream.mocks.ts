import { mockEndpoint } from "../common/mock-endpoint.ts";
import { createMockValue, nowIso } from "../common/mock-store.ts";
import { parseYouTubeId } from "../videos/videos.constants.ts";
import { defaultLiveSchedule, liveStateAt, nextSlotStart, overrideEnds } from "./live-schedule.ts";
import { liveStreamEndpoints } from "./live-stream.endpoints.ts";
import { type LiveStreamSettings, type LiveStreamStatus, liveStreamDefaults } from "./live-stream.schema.ts";
import { streamReminderLeadMinutes, streamReminderMessages } from "./stream-reminders.schema.ts";

const html = (text: string, status = 200) =>
  new Response(`<p>${text}</p>`, { status, headers: { "content-type": "text/html" } });

export const liveStreamFixtures: LiveStreamSettings = {
  ...liveStreamDefaults,
  channelId: null,
  streamKey: null,
  updatedAt: "2026-11-15T23:10:00.000Z",
  changesAt: null,
  schedule: [...defaultLiveSchedule],
  override: null,
  overrideUntil: null,
};

const settings = createMockValue(() => liveStreamFixtures);

/** Puts the mock stream live or offline (for stories of both states): `isLive` forces it for the day. */
export function setMockLiveStream(patch: Partial<LiveStreamSettings>): void {
  const next = { ...settings.get(), ...patch };
  if (patch.isLive !== undefined) {
    next.override = patch.isLive ? "live" : "off";
    next.overrideUntil = new Date(Date.now() + 86_400_000).toISOString();
  }
  settings.set(next);
}

/** The stored settings with the state computed now, as the API answers them. */
const withState = (stored: LiveStreamSettings): LiveStreamSettings => {
  const state = liveStateAt(stored.schedule, stored, Date.now());
  return {
    ...stored,
    isLive: state.isLive,
    viewerCount: state.isLive ? stored.viewerCount : 0,
    changesAt: state.changesAt === null ? null : new Date(state.changesAt).toISOString(),
  };
};

const publicStatus = ({
  channelId: _c,
  streamKey: _k,
  autoRecording: _a,
  notifications: _n,
  cameraSetup: _s,
  schedule: _sc,
  override: _o,
  overrideUntil: _u,
  ...status
}: LiveStreamSettings): LiveStreamStatus => status;

export const liveStreamHandlers = [
  mockEndpoint(liveStreamEndpoints.status, () => publicStatus(withState(settings.get()))),
  mockEndpoint(liveStreamEndpoints.settings, () => withState(settings.get())),
  mockEndpoint(liveStreamEndpoints.update, ({ body }) => {
    const { override: choice, ...rest } = body;
    const override = choice === "schedule" ? null : choice;
    return withState(
      settings.set({
        ...settings.get(),
        ...rest,
        override,
        overrideUntil: override ? new Date(overrideEnds(body.schedule, Date.now())).toISOString() : null,
        youtubeStreamId: body.streamUrl ? parseYouTubeId(body.streamUrl) : null,
        updatedAt: nowIso(),
      }),
    );
  }),
  mockEndpoint(liveStreamEndpoints.remind, () => {
    const start = nextSlotStart(settings.get().schedule, Date.now()) ?? Date.now() + 86_400_000;
    return {
      message: streamReminderMessages.saved,
      streamStart: new Date(start).toISOString(),
      remindAt: new Date(start - streamReminderLeadMinutes * 60_000).toISOString(),
    };
  }),
  mockEndpoint(liveStreamEndpoints.reminderCancelPage, () => html(streamReminderMessages.cancelled)),
  mockEndpoint(liveStreamEndpoints.reminderCancel, () => html(streamReminderMessages.cancelled)),
];
