import { z } from "zod";
import {
  optionalImageUrl,
  optionalSlug,
  optionalWebUrl,
  queryBoolean,
  slugSchema,
  tagsInput,
  tagsSchema,
  translationsSchema,
} from "../common/content.ts";
import { idSchema, isoDate, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";
import { mediaImageSchema } from "../media-library/media-library.schema.ts";
import { articleCategories, articleMessages } from "./articles.constants.ts";

export const articleCategorySchema = z.enum(articleCategories);
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

const articleTextFields = {
  title: z.string().trim().max(200),
  excerpt: z.string().trim().max(500),
  content: z.string().max(100_000),
};
/** The fields a visitor sees in both languages: an item is "Swahili ready" when each has its Swahili text. */
export const articleSwahiliFields = Object.keys(articleTextFields) as (keyof typeof articleTextFields)[];

export const articleSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** HTML, sanitised by the server. */
  content: z.string(),
  author: z.string(),
  date: isoDate,
  category: articleCategorySchema,
  tags: tagsSchema,
  imageUrl: z.string().nullable(),
  /** The media-library picture `imageUrl` names (its sizes and alt texts), for pages to draw. */
  image: mediaImageSchema.nullable().optional(),
  /** Minutes, estimated from the content when not given. */
  readTime: z.number().int().min(1),
  featured: z.boolean(),
  isExternal: z.boolean(),
  externalLink: z.string().nullable(),
  status: publishStatusSchema,
  publishedAt: isoDateTime.nullable(),
  translations: translationsSchema(articleTextFields).optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Article = z.infer<typeof articleSchema>;

export const articleInputSchema = z
  .object({
    title: requiredText(200, "Title is required"),
    excerpt: requiredText(500, "Excerpt is required"),
    content: requiredText(100_000, "Content is required"),
    author: z.string().trim().max(100).default(""),
    date: isoDate,
    category: articleCategorySchema.default("teaching"),
    tags: tagsInput,
    imageUrl: optionalImageUrl,
    readTime: z.number().int().min(1).max(600).nullish(),
    featured: z.boolean().default(false),
    isExternal: z.boolean().default(false),
    externalLink: optionalWebUrl,
    status: publishStatusSchema.default("draft"),
    slug: optionalSlug,
    translations: translationsSchema(articleTextFields).optional(),
  })
  .refine((a) => !a.isExternal || a.externalLink !== null, {
    message: articleMessages.externalLinkRequired,
    path: ["externalLink"],
  });
export type ArticleFormValues = z.input<typeof articleInputSchema>;
export type ArticleInput = z.output<typeof articleInputSchema>;

export const articlesQuerySchema = z.object({
  category: articleCategorySchema.optional(),
  tag: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  featured: queryBoolean.optional(),
});
export const adminArticlesQuerySchema = z.object({
  status: publishStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});

export const articlesListResponseSchema = z.object({ articles: z.array(articleSchema) });
export const articleResponseSchema = z.object({ article: articleSchema });

/** Reading time in minutes at about 200 words a minute. */
export function estimateReadTime(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
