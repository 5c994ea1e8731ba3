import { z } from "zod";
import {
  type BilingualLabel,
  optionalImageUrl,
  optionalWebUrl,
  tagsInput,
  tagsSchema,
  translationsSchema,
} from "../common/content.ts";
import { idSchema, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";

/** Texts of staff-area.md about blog posts, kept word for word (the apps translate them). */
export const blogPostMessages = {
  empty: "No blog posts yet. Create your first post!",
  createError: "Error creating blog post",
  updateError: "Error updating blog post",
  deleteError: "Error deleting blog post",
  externalUrlRequired: "External URL is required for external posts",
  notFound: "Blog post not found",
} as const;

export const blogCategories = ["sermon", "announcement", "devotion", "testimony", "news"] as const;
export const blogCategorySchema = z.enum(blogCategories);
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoryLabels: Record<BlogCategory, BilingualLabel> = {
  sermon: { en: "Sermon", sw: "Mahubiri" },
  announcement: { en: "Announcement", sw: "Tangazo" },
  devotion: { en: "Devotion", sw: "Ibada ya Kila Siku" },
  testimony: { en: "Testimony", sw: "Ushuhuda" },
  news: { en: "News", sw: "Habari" },
};

const blogTextFields = {
  title: z.string().trim().max(200),
  excerpt: z.string().trim().max(500),
  content: z.string().max(100_000),
};

export const blogPostSchema = z.object({
  id: idSchema,
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: blogCategorySchema,
  imageUrl: z.string().nullable(),
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
