import { z } from "zod";
import { translationsSchema } from "../common/content.ts";
import { idSchema, isoDate, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";
import { audioCategories, audioMessages, audioUploadLimits } from "./audio-services.constants.ts";

export const audioCategorySchema = z.enum(audioCategories);
export type AudioCategory = z.infer<typeof audioCategorySchema>;

/** "m:ss" or "h:mm:ss". */
export const durationTextSchema = z
  .string()
  .trim()
  .regex(/^(\d{1,2}:)?\d{1,3}:[0-5]\d$/, { message: "Use minutes and seconds, e.g. 18:45" });

const audioTextFields = {
  title: z.string().max(200),
  description: z.string().max(5000),
};

export const audioServiceSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  speaker: z.string(),
  /** Streams with HTTP range requests so seeking works. */
  audioUrl: z.string(),
  /** Same file with a download disposition. */
  downloadUrl: z.string(),
  /**
   * A light copy for phones on prepaid data (MP3, mono, 32 kbps or less, at most a quarter of the
   * original's size), made by the server after the upload; null until it is ready, or when the original
   * is already that light or in a format the server cannot decode (M4A, WebM). Range requests work.
   */
  lowBitrateUrl: z.string().nullable(),
  lowBitrateSizeBytes: z.number().int().min(0).nullable(),
  /** m:ss, read from the file by the server. */
  duration: z.string(),
  category: audioCategorySchema,
  date: isoDate,
  fileSizeBytes: z.number().int().min(0).nullable(),
  mimeType: z.string().nullable(),
  status: publishStatusSchema,
  publishedAt: isoDateTime.nullable(),
  translations: translationsSchema(audioTextFields).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AudioService = z.infer<typeof audioServiceSchema>;

const audioFile = z
  .file({ message: audioMessages.fileRequired })
  .max(audioUploadLimits.maxBytes, { message: audioMessages.fileTooLarge })
  .refine((file) => file.type.startsWith("audio/"), { message: audioMessages.fileType });

/** The metadata fields of the upload form (multipart fields; the file is added separately). */
export const audioServiceFieldsSchema = z.object({
  title: requiredText(200, "Title is required"),
  speaker: requiredText(100, "Speaker is required"),
  description: requiredText(5000, "Description is required"),
  date: isoDate,
  category: audioCategorySchema.default("sermon"),
  /** Published unless the form saves a draft: what API callers from before drafts expect. */
  status: publishStatusSchema.default("published"),
  /** Only when the file's own duration cannot be read. */
  duration: z.union([durationTextSchema, z.literal("")]).optional(),
  /** JSON text of `translations`, as multipart fields are text. */
  translations: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Translations must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(translationsSchema(audioTextFields).optional()),
});
export type AudioServiceFormValues = z.input<typeof audioServiceFieldsSchema>;

/** Multipart body of an upload: the file is required when creating. */
export const audioServiceCreateSchema = audioServiceFieldsSchema.extend({ file: audioFile });
/** Multipart body of an edit: a new file is optional. */
export const audioServiceUpdateSchema = audioServiceFieldsSchema.extend({ file: audioFile.optional() });

export const audioServicesResponseSchema = z.object({ audioServices: z.array(audioServiceSchema) });
export const audioServiceResponseSchema = z.object({ audioService: audioServiceSchema });

export const audioStreamQuerySchema = z.object({
  download: z.enum(["1", "true"]).optional(),
});
