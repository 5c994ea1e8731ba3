import { z } from "zod";
import { optionalImageUrl, translationsSchema } from "../common/content.ts";
import type { BilingualLabel } from "../common/content-utils.ts";
import { idSchema, isoDate, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";
import { parseYouTubeId, youtubeIdPattern } from "./videos.constants.ts";

/**
 * Texts of staff-area.md about videos, kept word for word (the apps translate them). The spec's
 * "No Video Selected" placeholder told visitors to configure the admin panel; the public site shows
 * when we stream and the church's channel instead (issue #17).
 */
export const videoMessages = {
  added: "Video Added",
  updatedTitle: "Video Updated",
  saved: "Video has been saved successfully!",
  deletedTitle: "Video Deleted",
  deleted: "Video has been removed from the library.",
  confirmDelete: "Are you sure you want to delete this video?",
  invalidId: "Please enter a YouTube video link or its 11-character ID",
  idRequired: "YouTube video ID is required",
  startingSoonTitle: "Stream Starting Soon",
  startingSoonText: "Our service begins at 3:00 PM.",
  notFound: "Video not found",
} as const;

export const videoUploadGuidelines = {
  formats: ["MP4", "MOV", "AVI"],
  maxSize: "2GB",
  recommendedResolution: "1080p or higher",
} as const;

export const videoCategories = ["recent-service", "faith-joy-celebration"] as const;
export const videoCategorySchema = z.enum(videoCategories);
export type VideoCategory = z.infer<typeof videoCategorySchema>;
export const videoCategoryLabels: Record<VideoCategory, BilingualLabel> = {
  "recent-service": { en: "Recent Service", sw: "Ibada ya Hivi Karibuni" },
  "faith-joy-celebration": { en: "Faith & Joy Celebration", sw: "Sherehe ya Imani na Furaha" },
};

/** The provider's default thumbnail, used when a video has no custom one. */
export const youtubeThumbnailUrl = (youtubeId: string): string =>
  `https://img.youtube.com/vi/${youtubeId}/hqdefault.jpg`;

export const youtubeWatchUrl = (youtubeId: string): string => `https://www.youtube.com/watch?v=${youtubeId}`;

const videoTextFields = {
  title: z.string().trim().max(200),
  description: z.string().trim().max(5000),
};

export const videoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  youtubeId: z.string().regex(youtubeIdPattern),
  category: videoCategorySchema,
  date: isoDate,
  /** As entered, e.g. "45:30". */
  duration: z.string().nullable(),
  /** Null falls back to `youtubeThumbnailUrl(youtubeId)`. */
  thumbnailUrl: z.string().nullable(),
  isLive: z.boolean(),
  viewCount: z.number().int().min(0),
  status: publishStatusSchema,
  publishedAt: isoDateTime.nullable(),
  translations: translationsSchema(videoTextFields).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Video = z.infer<typeof videoSchema>;

export const videoInputSchema = z.object({
  title: requiredText(200, "Title is required"),
  description: z.string().trim().max(5000).default(""),
  /** A link or an id; stored as the id. */
  youtubeId: z
    .string()
    .trim()
    .min(1, { message: videoMessages.idRequired })
    .max(300)
    .transform((value, ctx) => {
      const id = parseYouTubeId(value);
      if (id) return id;
      ctx.addIssue({ code: "custom", message: videoMessages.invalidId });
      return z.NEVER;
    }),
  category: videoCategorySchema.default("recent-service"),
  date: isoDate,
  duration: z
    .string()
    .trim()
    .max(12)
    .regex(/^$|^(\d{1,2}:)?\d{1,3}:[0-5]\d$/, { message: "Use minutes and seconds, e.g. 45:30" })
    .optional()
    .transform((v) => v || null),
  thumbnailUrl: optionalImageUrl,
  /** Published unless the form saves a draft: what API callers from before drafts expect. */
  status: publishStatusSchema.default("published"),
  translations: translationsSchema(videoTextFields).optional(),
});
export type VideoFormValues = z.input<typeof videoInputSchema>;
export type VideoInput = z.output<typeof videoInputSchema>;

export const videosQuerySchema = z.object({ category: videoCategorySchema.optional() });
export const videosListResponseSchema = z.object({ videos: z.array(videoSchema) });
export const videoResponseSchema = z.object({ video: videoSchema });
