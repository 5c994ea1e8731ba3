import { z } from "zod";
import { idSchema, isoDate, isoDateTime, publishStatusSchema } from "../common/primitives.ts";

/**
 * Publishing is one action for every content kind (issue #30): a form saves a draft or publishes, and
 * a published item is unpublished; only published items reach the public site.
 */
export const publishingMessages = {
  alreadyPublished: "It is already published",
  alreadyDraft: "It is already a draft",
} as const;

/** Body of `PUT /api/<kind>/:id/status`: the state the item should move to. */
export const publishStatusChangeSchema = z.object({ status: publishStatusSchema });
export type PublishStatusChange = z.infer<typeof publishStatusChangeSchema>;

/** The message of a change to the state an item is already in (409, naming `status`). */
export const sameStatusMessage = (status: z.infer<typeof publishStatusSchema>) =>
  status === "published" ? publishingMessages.alreadyPublished : publishingMessages.alreadyDraft;

/** The content kinds with a draft / published state and a staff preview. */
export const contentKinds = [
  "article",
  "announcement",
  "blog-post",
  "event",
  "video",
  "audio-service",
] as const;
export const contentKindSchema = z.enum(contentKinds);
export type ContentKind = z.infer<typeof contentKindSchema>;

export const contentPreviewParams = z.object({ kind: contentKindSchema, id: idSchema });

/** One item as the staff preview shows it, drafts included: the same fields for every kind. */
export const contentPreviewSchema = z.object({
  kind: contentKindSchema,
  id: idSchema,
  status: publishStatusSchema,
  title: z.string(),
  summary: z.string().nullable(),
  /** The body: HTML sanitised by the API when saved (`bodyIsHtml`), else plain text. */
  body: z.string(),
  bodyIsHtml: z.boolean(),
  author: z.string().nullable(),
  date: isoDate.nullable(),
  imageUrl: z.string().nullable(),
  /** Where the item lives on the public site once published (null: it has no page of its own). */
  publicPath: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;
export const contentPreviewResponseSchema = z.object({ preview: contentPreviewSchema });

/** Where staff open a draft's preview (the admin portal's route). */
export const contentPreviewPath = (kind: ContentKind, id: string) => `/admin/preview/${kind}/${id}`;
