import { z } from "zod";
import {
  optionalImageUrl,
  optionalWebUrl,
  tagsInput,
  tagsSchema,
  translationsSchema,
} from "../common/content.ts";
import { idSchema, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";
import { mediaImageSchema } from "../media-library/media-library.schema.ts";

import { blogCategories, blogPostMessages } from "./blog-posts.constants.ts";

export const blogCategorySchema = z.enum(blogCategories);
export type BlogCategory = z.infer<typeof blogCategorySchema>;

const blogTextFields = {
  title: z.string().trim().max(200),
  excerpt: z.string().trim().max(500),
  content: z.string().max(100_000),
};
/** The fields a visitor sees in both languages: an item is "Swahili ready" when each has its Swahili text. */
export const blogPostSwahiliFields = Object.keys(blogTextFields) as (keyof typeof blogTextFields)[];

export const blogPostSchema = z.object({
  id: idSchema,
  title: z.string(),
  excerpt: z.string(),
  /** HTML, sanitised by the server (on write and when read). */
  content: z.string(),
  category: blogCategorySchema,
  imageUrl: z.string().nullable(),
  /** The media-library picture `imageUrl` names (its sizes and alt texts), for pages to draw. */
  image: mediaImageSchema.nullable().optional(),
  videoUrl: z.string().nullable(),
  isExternal: z.boolean(),
  externalUrl: z.string().nullable(),
  tags: tagsSchema,
  status: publishStatusSchema,
  author: z.string(),
  publishedAt: isoDateTime.nullable(),
  translations: translationsSchema(blogTextFields).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostInputSchema = z
  .object({
    title: requiredText(200, "Title is required"),
    content: requiredText(100_000, "Content is required"),
    excerpt: z.string().trim().max(500).default(""),
    category: blogCategorySchema.default("sermon"),
    imageUrl: optionalImageUrl,
    videoUrl: optionalWebUrl,
    isExternal: z.boolean().default(false),
    externalUrl: optionalWebUrl,
    /** The form enters tags as comma-separated text. */
    tags: tagsInput,
    status: publishStatusSchema.default("draft"),
    /** Empty means the signed-in author's name. */
    author: z.string().trim().max(100).default(""),
    translations: translationsSchema(blogTextFields).optional(),
  })
  .refine((p) => !p.isExternal || p.externalUrl !== null, {
    message: blogPostMessages.externalUrlRequired,
    path: ["externalUrl"],
  });
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const adminBlogPostsQuerySchema = z.object({
  status: publishStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export const blogPostsQuerySchema = z.object({ category: blogCategorySchema.optional() });

export const blogPostsListResponseSchema = z.object({ posts: z.array(blogPostSchema) });
export const blogPostResponseSchema = z.object({ post: blogPostSchema });
