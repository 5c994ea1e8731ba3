import { z } from "zod";
import { churchInfo } from "../common/church-info.ts";
import { optionalWebUrl, translationsSchema } from "../common/content.ts";
import { isoDateTime } from "../common/primitives.ts";
import { swahiliTimeText } from "../common/swahili-clock.ts";
import { parseYouTubeId } from "../videos/videos.constants.ts";
import { defaultLiveSchedule } from "./live-schedule.ts";

export const liveStreamMessages = {
  updateError: "Error updating stream settings",
  saved: "Stream settings saved",
  invalidUrl: "Please enter a YouTube link to the stream",
  live: "LIVE",
  offline: "OFFLINE",
  time: "Use a time like 15:00",
  endAfterStart: "The end must be after the start",
} as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, liveStreamMessages.time);

/** One weekly stretch the stream is live, in Buffalo time: day 0 is Sunday; ends the same day. */
export const liveSlotSchema = z
  .object({ day: z.number().int().min(0).max(6), start: clockTime, end: clockTime })
  .refine((slot) => slot.end > slot.start, { message: liveStreamMessages.endAfterStart, path: ["end"] });

/** What staff choose: follow the schedule, or force live or off until the override ends by itself. */
export const liveOverrideChoices = ["schedule", "live", "off"] as const;

export const cameraSetups = [
  "720p at 30 fps",
  "1080p at 30 fps",
  "1080p at 60 fps",
  "4K at 30 fps",
  "4K at 60 fps",
] as const;
export const cameraSetupSchema = z.enum(cameraSetups);

const { service } = churchInfo;

/** The texts viewers read, each with its Swahili version in `translations.sw`. */
const liveStreamTextFields = {
  streamTitle: z.string().trim().max(200),
  streamDescription: z.string().trim().max(2000),
};
export const liveStreamSwahiliFields = Object.keys(
  liveStreamTextFields,
) as (keyof typeof liveStreamTextFields)[];
const liveStreamTranslationsSchema = translationsSchema(liveStreamTextFields);

/** Defaults of both specs: offline, 0 viewers, the Sunday title and time; recording and notifications on, 4K at 60 fps. */
export const liveStreamDefaults = {
  isLive: false,
  viewerCount: 0,
  streamTitle: "Sunday Worship Service",
  streamDescription: `Join us for worship in Swahili with English translation, every ${service.day} from ${service.startTime} to ${service.endTime}.`,
  nextStreamTime: churchInfo.service.nextStreamTime,
  streamUrl: null,
  youtubeStreamId: null,
  audioStreamUrl: null,
  autoRecording: true,
  notifications: true,
  cameraSetup: "4K at 60 fps",
  translations: {
    sw: {
      streamTitle: "Ibada ya Jumapili",
      streamDescription: `Jiunge nasi kwa ibada kwa Kiswahili pamoja na tafsiri ya Kiingereza, kila ${swahiliTimeText(service.day)} kuanzia ${service.hoursSw}.`,
    },
  },
} as const;

/** What viewers see (public-site.md section 3). */
export const liveStreamStatusSchema = z.object({
  isLive: z.boolean(),
  /** As reported by the stream provider; 0 when unknown (never invented). */
  viewerCount: z.number().int().min(0),
  streamTitle: z.string(),
  streamDescription: z.string(),
  nextStreamTime: z.string(),
  streamUrl: z.string().nullable(),
  youtubeStreamId: z.string().nullable(),
  /**
   * An audio-only stream of the service (an Icecast/HLS address staff paste); "Audio only" plays it
   * while live, and the latest recording's light copy otherwise (decision 040).
   */
  audioStreamUrl: z.string().nullable(),
  /** The Swahili title and description; a missing one shows in English on the Swahili site. */
  translations: liveStreamTranslationsSchema,
  updatedAt: isoDateTime,
  /**
   * The next moment `isLive` may change (a scheduled start or end, or an override ending); null when
   * nothing is scheduled. Pages check again then.
   */
  changesAt: isoDateTime.nullable(),
});
export type LiveStreamStatus = z.infer<typeof liveStreamStatusSchema>;

/** Staff settings add the channel, the stream key (staff only) and the production options. */
export const liveStreamSettingsSchema = liveStreamStatusSchema.extend({
  channelId: z.string().nullable(),
  streamKey: z.string().nullable(),
  autoRecording: z.boolean(),
  notifications: z.boolean(),
  cameraSetup: cameraSetupSchema,
  /** When the stream is live each week (Buffalo time); `isLive` follows it unless overridden. */
  schedule: z.array(liveSlotSchema),
  /** Forced live or off by staff, until `overrideUntil` (the end of that day or the next scheduled end). */
  override: z.enum(["live", "off"]).nullable(),
  overrideUntil: isoDateTime.nullable(),
});
export type LiveStreamSettings = z.infer<typeof liveStreamSettingsSchema>;

export const liveStreamInputSchema = z
  .object({
    /** The YouTube stream URL (staff-area.md Live Stream tab). */
    streamUrl: optionalWebUrl,
    /** The audio-only stream's address (Icecast MP3/AAC, or an HLS audio playlist). */
    audioStreamUrl: optionalWebUrl,
    /** "schedule" ends an override; "live"/"off" force it until it ends by itself. */
    override: z.enum(liveOverrideChoices).default("schedule"),
    schedule: z
      .array(liveSlotSchema)
      .max(14)
      .default([...defaultLiveSchedule]),
    streamTitle: z.string().trim().min(1).max(200).default(liveStreamDefaults.streamTitle),
    streamDescription: z.string().trim().max(2000).default(liveStreamDefaults.streamDescription),
    nextStreamTime: z.string().trim().min(1).max(100).default(liveStreamDefaults.nextStreamTime),
    channelId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    streamKey: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => v || null),
    autoRecording: z.boolean().default(liveStreamDefaults.autoRecording),
    notifications: z.boolean().default(liveStreamDefaults.notifications),
    cameraSetup: cameraSetupSchema.default(liveStreamDefaults.cameraSetup),
    translations: liveStreamTranslationsSchema.default(liveStreamDefaults.translations),
  })
  .refine((v) => v.streamUrl === null || parseYouTubeId(v.streamUrl) !== null, {
    message: liveStreamMessages.invalidUrl,
    path: ["streamUrl"],
  });
export type LiveStreamFormValues = z.input<typeof liveStreamInputSchema>;
export type LiveStreamInput = z.output<typeof liveStreamInputSchema>;

export const liveStreamControlsHideMs = 3000;
