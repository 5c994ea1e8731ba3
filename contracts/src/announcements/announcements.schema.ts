import { z } from "zod";
import {
  nullableText,
  optionalImageUrl,
  optionalSlug,
  slugSchema,
  tagsInput,
  tagsSchema,
  translationsSchema,
} from "../common/content.ts";
import type { BilingualLabel } from "../common/content-utils.ts";
import { idSchema, isoDate, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";
import { mediaImageSchema } from "../media-library/media-library.schema.ts";

import { announcementPriorities } from "./announcements.constants.ts";

export const announcementPrioritySchema = z.enum(announcementPriorities);
export type AnnouncementPriority = z.infer<typeof announcementPrioritySchema>;
export const announcementPriorityLabels: Record<AnnouncementPriority, BilingualLabel> = {
  urgent: { en: "Urgent", sw: "Muhimu Sana" },
  normal: { en: "Normal", sw: "Kawaida" },
  info: { en: "Info", sw: "Taarifa" },
};

const announcementTextFields = {
  title: z.string().trim().max(200),
  summary: z.string().trim().max(500),
  content: z.string().max(100_000),
  time: z.string().trim().max(60),
  location: z.string().trim().max(200),
  category: z.string().trim().max(60),
};
/** The fields a visitor sees in both languages: an item is "Swahili ready" when each has its Swahili text. */
export const announcementSwahiliFields = Object.keys(
  announcementTextFields,
) as (keyof typeof announcementTextFields)[];

export const announcementSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  summary: z.string(),
  /** HTML, sanitised by the server. */
  content: z.string(),
  author: z.string(),
  date: isoDate,
  time: z.string().nullable(),
  priority: announcementPrioritySchema,
  category: z.string(),
  tags: tagsSchema,
  location: z.string().nullable(),
  contact: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The media-library picture `imageUrl` names (its sizes and alt texts), for pages to draw. */
  image: mediaImageSchema.nullable().optional(),
  status: publishStatusSchema,
  publishedAt: isoDateTime.nullable(),
  /** After this moment the public list no longer shows it. */
  expiresAt: isoDateTime.nullable(),
  translations: translationsSchema(announcementTextFields).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementInputSchema = z.object({
  title: requiredText(200, "Title is required"),
  category: requiredText(60, "Category is required"),
  summary: requiredText(500, "Summary is required"),
  content: requiredText(100_000, "Content is required"),
  date: isoDate,
  time: nullableText(60),
  author: z.string().trim().max(100).default(""),
  priority: announcementPrioritySchema.default("normal"),
  tags: tagsInput,
  location: nullableText(200),
  contact: nullableText(200),
  imageUrl: optionalImageUrl,
  status: publishStatusSchema.default("draft"),
  expiresAt: isoDateTime.nullish().transform((v) => v ?? null),
  slug: optionalSlug,
  translations: translationsSchema(announcementTextFields).optional(),
});
export type AnnouncementFormValues = z.input<typeof announcementInputSchema>;
export type AnnouncementInput = z.output<typeof announcementInputSchema>;

export const announcementsQuerySchema = z.object({
  priority: announcementPrioritySchema.optional(),
  category: z.string().trim().max(60).optional(),
});
export const adminAnnouncementsQuerySchema = z.object({
  status: publishStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});

export const announcementsListResponseSchema = z.object({ announcements: z.array(announcementSchema) });
export const announcementResponseSchema = z.object({ announcement: announcementSchema });
