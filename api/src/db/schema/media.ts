import {
  type AudioService,
  audioCategories,
  cameraSetups,
  defaultLiveSchedule,
  type LiveStreamSettings,
  liveChatBlockKinds,
  liveStreamDefaults,
  type Video,
  videoCategories,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { oneOf, timestamps } from "./columns.ts";
import { publishStatuses } from "./content.ts";

/** The YouTube video library. */
export const videos = pgTable(
  "videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    youtubeId: text("youtube_id").notNull(),
    category: text("category", { enum: videoCategories }).notNull().default("recent-service"),
    date: date("date", { mode: "string" }).notNull(),
    /** As entered, e.g. "45:30". */
    duration: text("duration"),
    thumbnailUrl: text("thumbnail_url"),
    isLive: boolean("is_live").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    /** Rows from before drafts existed were public: they stay published. */
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    translations: jsonb("translations")
      .$type<NonNullable<Video["translations"]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("videos_category_date_idx").on(t.category, t.date.desc()),
    index("videos_date_idx").on(t.date.desc()),
    check("videos_category_check", oneOf(t.category, videoCategories)),
    check("videos_youtube_id_check", sql`${t.youtubeId} ~ '^[A-Za-z0-9_-]{11}$'`),
    check("videos_view_count_check", sql`${t.viewCount} >= 0`),
    check("videos_status_check", oneOf(t.status, publishStatuses)),
  ],
);

/**
 * Audio sermons. The recording is a file in storage under `file_key` (null until one is uploaded);
 * size, duration and type are read from the file.
 */
export const audioServices = pgTable(
  "audio_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    speaker: text("speaker").notNull(),
    category: text("category", { enum: audioCategories }).notNull().default("sermon"),
    date: date("date", { mode: "string" }).notNull(),
    durationSeconds: integer("duration_seconds"),
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileSizeBytes: integer("file_size_bytes"),
    mimeType: text("mime_type"),
    /** The light copy for phones on prepaid data (MP3, mono, low bitrate), made by a job after upload. */
    lowFileKey: text("low_file_key"),
    lowFileSizeBytes: integer("low_file_size_bytes"),
    /** Rows from before drafts existed were public: they stay published. */
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    translations: jsonb("translations")
      .$type<NonNullable<AudioService["translations"]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("audio_services_date_idx").on(t.date.desc()),
    check("audio_services_category_check", oneOf(t.category, audioCategories)),
    check("audio_services_status_check", oneOf(t.status, publishStatuses)),
    check("audio_services_duration_check", sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
    check("audio_services_size_check", sql`${t.fileSizeBytes} is null or ${t.fileSizeBytes} >= 0`),
  ],
);

/** The one row of live-stream settings and status (id is always 1). */
export const liveStream = pgTable(
  "live_stream",
  {
    id: smallint("id").primaryKey().default(1),
    /** When the stream is live each week (Buffalo time): decision 035. */
    schedule: jsonb("schedule")
      .$type<LiveStreamSettings["schedule"]>()
      .notNull()
      .default([...defaultLiveSchedule]),
    /** Forced live or off by staff until `overrideUntil`, which always comes (end of day at the latest). */
    override: text("override", { enum: ["live", "off"] }),
    overrideUntil: timestamp("override_until", { withTimezone: true }),
    /** As reported by the provider; 0 when unknown. */
    viewerCount: integer("viewer_count").notNull().default(liveStreamDefaults.viewerCount),
    streamTitle: text("stream_title").notNull().default(liveStreamDefaults.streamTitle),
    streamDescription: text("stream_description").notNull().default(liveStreamDefaults.streamDescription),
    nextStreamTime: text("next_stream_time").notNull().default(liveStreamDefaults.nextStreamTime),
    streamUrl: text("stream_url"),
    youtubeStreamId: text("youtube_stream_id"),
    /** An audio-only stream address "Audio only" plays while live (decision 040). */
    audioStreamUrl: text("audio_stream_url"),
    channelId: text("channel_id"),
    streamKey: text("stream_key"),
    autoRecording: boolean("auto_recording").notNull().default(liveStreamDefaults.autoRecording),
    notifications: boolean("notifications").notNull().default(liveStreamDefaults.notifications),
    cameraSetup: text("camera_setup", { enum: cameraSetups })
      .notNull()
      .default(liveStreamDefaults.cameraSetup as LiveStreamSettings["cameraSetup"]),
    /** The Swahili title and description ({ sw: {...} }); the default row starts with both. */
    translations: jsonb("translations")
      .$type<LiveStreamSettings["translations"]>()
      .notNull()
      .default(liveStreamDefaults.translations),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("live_stream_singleton_check", sql`${t.id} = 1`),
    check("live_stream_viewer_count_check", sql`${t.viewerCount} >= 0`),
    check("live_stream_camera_setup_check", oneOf(t.cameraSetup, cameraSetups)),
  ],
);

/** Viewer and staff messages of the live-stream chat; removed ones keep their row for moderation. */
export const liveChatMessages = pgTable(
  "live_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
    /** Keyed hash of the viewer's address (never the address itself), so staff can block it. */
    senderKey: text("sender_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_chat_messages_created_idx").on(t.createdAt)],
);

/**
 * Viewers staff stopped from posting for the rest of the stream: by their name (lower-cased) or by
 * their address's keyed hash. Setting the stream offline lifts them all; `expires_at` ends a forgotten one.
 */
export const liveChatBlocks = pgTable(
  "live_chat_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: liveChatBlockKinds }).notNull(),
    value: text("value").notNull(),
    /** The name the blocked viewer posted under, for the staff list. */
    name: text("name").notNull(),
    messageId: uuid("message_id").references(() => liveChatMessages.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("live_chat_blocks_value_idx").on(t.kind, t.value),
    check("live_chat_blocks_kind_check", oneOf(t.kind, liveChatBlockKinds)),
  ],
);

/** The one row of social links (id is always 1). */
export const socialMedia = pgTable(
  "social_media",
  {
    id: smallint("id").primaryKey().default(1),
    instagram: text("instagram"),
    facebook: text("facebook"),
    /** Digits only, with the country code. */
    whatsapp: text("whatsapp"),
    instagramEnabled: boolean("instagram_enabled").notNull().default(false),
    facebookEnabled: boolean("facebook_enabled").notNull().default(false),
    whatsappEnabled: boolean("whatsapp_enabled").notNull().default(false),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check("social_media_singleton_check", sql`${t.id} = 1`)],
);
