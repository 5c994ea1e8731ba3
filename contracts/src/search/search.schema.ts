import { z } from "zod";
import { isoDate } from "../common/primitives.ts";
import { searchMessages } from "./search.constants.ts";

export { searchMessages } from "./search.constants.ts";

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, { message: searchMessages.queryRequired }).max(200),
  language: z.enum(["en", "sw"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultTypes = [
  "article",
  "announcement",
  "event",
  "blog-post",
  "video",
  "audio",
  "page",
] as const;
export const searchResultTypeSchema = z.enum(searchResultTypes);

/** One hit over published items: title, excerpt/summary/description and tags are searched. */
export const searchResultSchema = z.object({
  type: searchResultTypeSchema,
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Where the public site shows it, e.g. /articles/{slug}. */
  url: z.string(),
  date: isoDate.nullable(),
  tags: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  total: z.number().int().min(0),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
