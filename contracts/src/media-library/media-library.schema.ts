import { z } from "zod";
import { idSchema, isoDateTime } from "../common/primitives.ts";

export const mediaLibraryMessages = {
  fileRequired: "Choose a picture",
  fileType: "The picture must be a JPEG, PNG, WebP, AVIF or GIF photo",
  fileTooLarge: "The picture is too large (25 MB at most)",
  unreadable: "This file is not a picture we can read",
  tooSmall: "The picture is too small (at least 200 pixels wide)",
  altRequired: "Describe the picture in English and Swahili before using it",
  notFound: "Picture not found",
  notInLibrary: "Choose a picture from the media library",
  deleted: "Picture deleted",
} as const;

/**
 * The widths every picture is kept at (WebP, never wider than the original). They are what the
 * public pages draw: an article's picture is about 800 px wide on a computer (1600 on a sharp
 * screen), a phone's column 360-480 px (twice that on its screen). Decision 038.
 */
export const mediaWidths = [480, 800, 1200, 1600] as const;
export type MediaWidth = (typeof mediaWidths)[number];

export const mediaUploadLimits = {
  maxBytes: 25 * 1024 * 1024,
  minWidth: 200,
  /** What a phone's camera and a computer give (iPhones send their HEIC photos to a web page as JPEG). */
  acceptedTypes: ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"],
  /** Alt text: what a screen reader says in place of the picture. */
  altMaxChars: 300,
} as const;

/**
 * The widths a picture of this width is kept at: each listed width up to the first that is not
 * smaller than the picture (that one holds the picture at its own width: nothing is enlarged).
 */
export function mediaSlots(originalWidth: number): Array<{ slot: MediaWidth; width: number }> {
  const slots: Array<{ slot: MediaWidth; width: number }> = [];
  for (const slot of mediaWidths) {
    slots.push({ slot, width: Math.min(slot, originalWidth) });
    if (slot >= originalWidth) break;
  }
  return slots;
}

/** Where a picture's variant is served: `/api/media-library/<id>/<width>.webp`. */
export const mediaFilePath = (id: string, width: number): string => `/api/media-library/${id}/${width}.webp`;

/** The media item a stored image address names, or null for any other address. */
export function mediaIdOf(url: string | null | undefined): string | null {
  const match = /^\/api\/media-library\/([0-9a-f-]{36})\/\d+\.webp$/.exec(url ?? "");
  return match?.[1] ?? null;
}

export const mediaAltSchema = z.object({
  en: z.string().trim().max(mediaUploadLimits.altMaxChars),
  sw: z.string().trim().max(mediaUploadLimits.altMaxChars),
});
export type MediaAlt = z.infer<typeof mediaAltSchema>;

export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** What a page needs to draw a library picture: its sizes and its words in both languages. */
export const mediaImageSchema = z.object({
  id: idSchema,
  /** The largest variant; what a content item stores as its `imageUrl`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: mediaAltSchema,
  /** Smallest first. */
  variants: z.array(mediaVariantSchema).min(1),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const mediaItemSchema = mediaImageSchema.extend({
  fileName: z.string(),
  /** Bytes of the original upload (which is not kept). */
  originalBytes: z.number().int(),
  /** Both alt texts given: only then may a form use it. */
  ready: z.boolean(),
  uploadedBy: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaUploadSchema = z.object({
  file: z
    .file({ message: mediaLibraryMessages.fileRequired })
    .max(mediaUploadLimits.maxBytes, { message: mediaLibraryMessages.fileTooLarge })
    .refine((file) => file.type === "" || file.type.startsWith("image/"), {
      message: mediaLibraryMessages.fileType,
    }),
  altEn: z.string().trim().max(mediaUploadLimits.altMaxChars).optional(),
  altSw: z.string().trim().max(mediaUploadLimits.altMaxChars).optional(),
});

export const mediaAltInputSchema = z.object({ alt: mediaAltSchema });
export type MediaAltInput = z.infer<typeof mediaAltInputSchema>;

export const mediaFileParamsSchema = z.object({
  id: idSchema,
  file: z
    .string()
    .regex(new RegExp(`^(${mediaWidths.join("|")})\\.webp$`), { message: "Unknown picture size" }),
});

export const mediaItemResponseSchema = z.object({ item: mediaItemSchema });
export const mediaListResponseSchema = z.object({ items: z.array(mediaItemSchema) });

/** Both languages' alt text given. */
export const altComplete = (alt: MediaAlt): boolean => alt.en.trim() !== "" && alt.sw.trim() !== "";
